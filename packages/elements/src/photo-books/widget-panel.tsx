import type { Product } from '@portal/api/schemas/products';
import type { Widget } from '@portal/api/schemas/widgets';
import { type ReactElement, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useFormatDate, usePlatform, useToast } from '../runtime/context.tsx';
import { useElementNavigate } from '../runtime/element-router.tsx';
import { CardFailure, CardLoading } from '../ui/card-failure.tsx';
import { ConfirmModal } from '../ui/confirm-modal.tsx';
import { Icon } from '../ui/icons.tsx';
import { RouteLink } from '../ui/route-link.tsx';
import { useBlocked, useWidget } from './api/book.ts';
import { useCreateWidget, useDeleteWidget, useUpdateWidget } from './api/widget-changes.ts';
import { bookPath, sharePath, widgetPath } from './book-routes.ts';
import { readStateOf } from './request-state.ts';
import { WidgetForm } from './widget-form.tsx';

/** Where the panel shows: on the book's page (a summary) or on its widget page (the edit form). */
export type WidgetPanelPlace = 'book' | 'widget';

interface WidgetPanelProps {
  readonly accountId: string;
  readonly product: Product;
  readonly place: WidgetPanelPlace;
}

/**
 * A book's widget (account-portal §2 'Online photo books / widgets', §4): read with the widget API
 * (401: not published), then, published, its title, categories, page and cover with Edit, Share and
 * Delete (on the widget page, the edit form); not published, the form to publish it, unless the
 * book is blocked. Create, read, update and delete each keep their own request state ([Note: Each
 * widget call has its own request state]).
 */
export function WidgetPanel({ accountId, product, place }: WidgetPanelProps): ReactElement {
  const { t } = useTranslation();
  const widget = useWidget(accountId, product.productCode);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const read = readStateOf(widget);
  let body: ReactElement;
  if (read === 'Failed') {
    body = <CardFailure message={t('photoBooks.widget.readFailed')} onRetry={() => void widget.mutate()} />;
  } else if (widget.data === undefined) {
    body = (
      <CardLoading>
        <div className="skeleton skeleton-text" />
        <div className="skeleton skeleton-text skeleton-small" />
      </CardLoading>
    );
  } else if (widget.data === null) {
    body = <Unpublished accountId={accountId} product={product} heading={heading} />;
  } else {
    body = (
      <Published
        accountId={accountId}
        widget={widget.data}
        product={product}
        place={place}
        heading={heading}
      />
    );
  }
  return (
    <section className="card widget-card" part="widget" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="card-title">
        <Icon name="photo" />
        {t('photoBooks.widget.title')}
      </h2>
      {body}
    </section>
  );
}

function Published({
  accountId,
  widget,
  product,
  place,
  heading,
}: {
  readonly accountId: string;
  readonly widget: Widget;
  readonly product: Product;
  readonly place: WidgetPanelPlace;
  readonly heading: RefObject<HTMLHeadingElement | null>;
}): ReactElement {
  const { t } = useTranslation();
  const showToast = useToast();
  const navigate = useElementNavigate();
  const update = useUpdateWidget(accountId, product.productCode);
  const onDeleted = () => {
    showToast(t('photoBooks.widget.deleted'));
    // On the widget page there is nothing left to show: the book's page offers to publish again.
    if (place === 'widget') navigate(bookPath(product.productCode));
    else heading.current?.focus();
  };
  return (
    <>
      <WidgetSummary widget={widget} />
      {place === 'book' ? (
        <div className="card-links">
          <RouteLink to={widgetPath(product.productCode)} className="button button-secondary">
            <Icon name="pencil" />
            {t('photoBooks.widget.edit')}
          </RouteLink>
          <RouteLink to={sharePath(product.productCode)} className="button button-secondary">
            <Icon name="link" />
            {t('photoBooks.widget.share')}
          </RouteLink>
          <DeleteWidget accountId={accountId} widget={widget} onDeleted={onDeleted} />
        </div>
      ) : (
        <>
          <WidgetForm
            key={widget.widgetId}
            accountId={accountId}
            legend={t('photoBooks.widget.editLegend')}
            initial={{ title: widget.title, categoryNames: widget.categoryNames }}
            submitLabel={t('photoBooks.widget.save')}
            busyLabel={t('photoBooks.widget.saving')}
            state={update.state}
            onSubmit={async (content) => {
              await update.run(widget, content);
            }}
            failure={t('userMessage.unableToSaveChanges')}
            success={t('photoBooks.widget.saved')}
          />
          <div className="card-links">
            <RouteLink to={sharePath(product.productCode)} className="button button-secondary">
              <Icon name="link" />
              {t('photoBooks.widget.share')}
            </RouteLink>
            <DeleteWidget accountId={accountId} widget={widget} onDeleted={onDeleted} />
          </div>
        </>
      )}
    </>
  );
}

/** The widget as the gallery shows it: cover, title, categories, when it was published and its page. */
export function WidgetSummary({ widget }: { readonly widget: Widget }): ReactElement {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <div className="widget-summary">
      <div className="widget-thumbnail">
        {widget.thumbnailUrl === null ? (
          <Icon name="book" />
        ) : (
          <img src={widget.thumbnailUrl} alt="" loading="lazy" />
        )}
      </div>
      <div className="widget-text">
        <p className="widget-title">{widget.title}</p>
        <p className="muted">
          <time dateTime={widget.created}>
            {t('photoBooks.widget.publishedOn', { date: formatDate(new Date(widget.created)) })}
          </time>
        </p>
        {widget.categoryNames.length === 0 ? (
          <p className="muted">{t('photoBooks.widget.noCategories')}</p>
        ) : (
          <ul className="category-chips" aria-label={t('photoBooks.widget.categoriesLegend')}>
            {widget.categoryNames.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
        <a className="widget-link" href={widget.url} target="_blank" rel="noopener noreferrer">
          {t('photoBooks.widget.open')}
          <span className="visually-hidden"> {t('photoBooks.newTab')}</span>
        </a>
      </div>
    </div>
  );
}

/** Delete, confirmed first; a failure says so in the open modal, which stays for a retry. */
function DeleteWidget({
  accountId,
  widget,
  onDeleted,
}: {
  readonly accountId: string;
  readonly widget: Widget;
  readonly onDeleted: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const remove = useDeleteWidget(accountId, widget.productCode);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button type="button" className="button button-text delete-widget" onClick={() => setConfirming(true)}>
        <Icon name="trash" />
        {t('photoBooks.widget.delete')}
      </button>
      {confirming ? (
        <ConfirmModal
          title={t('photoBooks.widget.deleteTitle')}
          confirmLabel={t('photoBooks.widget.delete')}
          busyLabel={t('photoBooks.widget.deleting')}
          onConfirm={async () => {
            await remove.run(widget);
            setConfirming(false);
            onDeleted();
          }}
          onClose={() => setConfirming(false)}
          failure={t('photoBooks.widget.deleteFailed')}
        >
          <p>{t('photoBooks.widget.deleteBody', { title: widget.title })}</p>
        </ConfirmModal>
      ) : null}
    </>
  );
}

/** A book without a widget: blocked, or the form to publish it in the site's channel. */
function Unpublished({
  accountId,
  product,
  heading,
}: {
  readonly accountId: string;
  readonly product: Product;
  readonly heading: RefObject<HTMLHeadingElement | null>;
}): ReactElement {
  const { t } = useTranslation();
  const showToast = useToast();
  const channel = usePlatform().site?.site.channel ?? null;
  const blocked = useBlocked(accountId, product.productCode, true);
  const create = useCreateWidget(accountId, product.productCode);
  if (readStateOf(blocked) === 'Failed') {
    return (
      <CardFailure message={t('photoBooks.widget.blockedFailed')} onRetry={() => void blocked.mutate()} />
    );
  }
  if (blocked.data === undefined) {
    return (
      <CardLoading>
        <div className="skeleton skeleton-text" />
      </CardLoading>
    );
  }
  if (blocked.data) {
    return (
      <p className="widget-blocked">
        <Icon name="alert" />
        {t('photoBooks.widget.blocked')}
      </p>
    );
  }
  return (
    <>
      <p className="muted">
        {t('photoBooks.widget.notPublished')} {t('photoBooks.widget.publishIntro')}
      </p>
      {channel === null ? (
        <p className="inline-failure" role="alert">
          {t('photoBooks.widget.noChannel')}
        </p>
      ) : (
        <WidgetForm
          accountId={accountId}
          legend={t('photoBooks.widget.publishLegend')}
          initial={{ title: product.title, categoryNames: [] }}
          submitLabel={t('photoBooks.widget.publish')}
          busyLabel={t('photoBooks.widget.publishing')}
          state={create.state}
          onSubmit={async (content) => {
            await create.run(channel, content);
            showToast(t('photoBooks.widget.publishedToast'));
            heading.current?.focus();
          }}
          failure={t('photoBooks.widget.publishFailed')}
        />
      )}
    </>
  );
}
