import type { Product } from '@portal/api/schemas/products';
import type { Widget } from '@portal/api/schemas/widgets';
import { type ReactElement, type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useFormatDate, usePlatform, useToast } from '../runtime/context.tsx';
import { useElementNavigate } from '../runtime/element-router.tsx';
import { useFormController } from '../runtime/form-controller.ts';
import { readStateOf } from '../runtime/read-state.ts';
import { ConfirmModal } from '../ui/confirm-modal.tsx';
import { Icon } from '../ui/icons.tsx';
import { ReadView } from '../ui/read-view.tsx';
import { RouteLink } from '../ui/route-link.tsx';
import { CardSkeleton } from '../ui/skeleton.tsx';
import { useBlocked, useWidget } from './api/book.ts';
import { useCreateWidget, useDeleteWidget, useUpdateWidget } from './api/widget-changes.ts';
import { bookPath, sharePath, widgetPath } from './book-routes.ts';
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
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className="card widget-card" part="widget" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="card-title">
        <Icon name="photo" />
        {t('photoBooks.widget.title')}
      </h2>
      <WidgetRead accountId={accountId} productCode={product.productCode}>
        {(loaded) =>
          loaded === null ? (
            <Unpublished accountId={accountId} product={product} heading={heading} />
          ) : (
            <Published
              accountId={accountId}
              widget={loaded}
              product={product}
              place={place}
              heading={heading}
            />
          )
        }
      </WidgetRead>
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
  const update = useFormController({
    fields: [],
    send: useUpdateWidget(accountId, widget),
    action: 'UPDATE_WIDGET_FAILED',
  });
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
            form={update}
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
  const remove = useDeleteWidget(accountId, widget);
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
            await remove();
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
  const channel = usePlatform().site?.site.channel ?? null;
  const blocked = useBlocked(accountId, product.productCode, true);
  return (
    <ReadView
      read={readStateOf(blocked)}
      failure={t('photoBooks.widget.blockedFailed')}
      skeleton={<CardSkeleton lines={['']} />}
    >
      {(isBlocked) =>
        isBlocked ? (
          <p className="widget-blocked">
            <Icon name="alert" />
            {t('photoBooks.widget.blocked')}
          </p>
        ) : (
          <>
            <p className="muted">
              {t('photoBooks.widget.notPublished')} {t('photoBooks.widget.publishIntro')}
            </p>
            {channel === null ? (
              <p className="inline-failure" role="alert">
                {t('photoBooks.widget.noChannel')}
              </p>
            ) : (
              <PublishForm accountId={accountId} product={product} channel={channel} heading={heading} />
            )}
          </>
        )
      }
    </ReadView>
  );
}

/** The form that publishes the book in the site's channel; published, the widget shows in its place. */
function PublishForm({
  accountId,
  product,
  channel,
  heading,
}: {
  readonly accountId: string;
  readonly product: Product;
  readonly channel: string;
  readonly heading: RefObject<HTMLHeadingElement | null>;
}): ReactElement {
  const { t } = useTranslation();
  const showToast = useToast();
  const create = useFormController({
    fields: [],
    send: useCreateWidget(accountId, product.productCode, channel),
    action: 'CREATE_WIDGET_FAILED',
    onSaved: () => {
      showToast(t('photoBooks.widget.publishedToast'));
      heading.current?.focus();
    },
  });
  return (
    <WidgetForm
      accountId={accountId}
      legend={t('photoBooks.widget.publishLegend')}
      initial={{ title: product.title, categoryNames: [] }}
      submitLabel={t('photoBooks.widget.publish')}
      busyLabel={t('photoBooks.widget.publishing')}
      form={create}
      failure={t('photoBooks.widget.publishFailed')}
    />
  );
}

/** The book's widget once read (null: not published); while it is read, or failed to be, the card says so. */
export function WidgetRead({
  accountId,
  productCode,
  children,
}: {
  readonly accountId: string;
  readonly productCode: string;
  readonly children: (widget: Widget | null) => ReactNode;
}): ReactNode {
  const { t } = useTranslation();
  const widget = useWidget(accountId, productCode);
  return (
    <ReadView
      read={readStateOf(widget)}
      failure={t('photoBooks.widget.readFailed')}
      skeleton={<CardSkeleton />}
    >
      {children}
    </ReadView>
  );
}
