import { ThrownMessage } from '@portal/api/errors';
import { TEXT_LIMITS } from '@portal/api/schemas/common';
import { WIDGET_SHARE_MESSAGE_MAX_LENGTH, type Widget } from '@portal/api/schemas/widgets';
import { type FormEvent, type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useElement, usePlatform } from '../runtime/context.tsx';
import { CardFailure, CardLoading } from '../ui/card-failure.tsx';
import { Icon } from '../ui/icons.tsx';
import { RouteLink } from '../ui/route-link.tsx';
import { useMerchandiseChannel, useWidget } from './api/book.ts';
import { useCustomer } from './api/customer.ts';
import { useShareWidget } from './api/widget-changes.ts';
import { BookFrame } from './book-frame.tsx';
import { bookPath, widgetPath } from './book-routes.ts';
import { readStateOf } from './request-state.ts';
import {
  SHARE_FIELDS,
  type ShareFailure,
  type ShareField,
  type ShareFields,
  type ShareProblem,
  senderName,
  shareFailureOf,
  shareProblems,
} from './share-form.ts';
import { WidgetSummary } from './widget-panel.tsx';

/**
 * The share page of a book's widget (route '/:productCode/widget/share', account-portal §2 'Online
 * photo books / widgets', §5): the widget as the recipient will see it and the form that e-mails it.
 * A book that is not published says so and leads to its widget page to publish it first.
 */
export function SharePage({
  accountId,
  productCode,
}: {
  readonly accountId: string;
  readonly productCode: string;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <BookFrame
      accountId={accountId}
      productCode={productCode}
      back={{ to: bookPath(productCode), label: t('photoBooks.backToBook') }}
      title={(product) => t('photoBooks.share.pageTitle', { title: product.title })}
    >
      {() => <ShareWidget accountId={accountId} productCode={productCode} />}
    </BookFrame>
  );
}

function ShareWidget({
  accountId,
  productCode,
}: {
  readonly accountId: string;
  readonly productCode: string;
}): ReactElement {
  const { t } = useTranslation();
  const widget = useWidget(accountId, productCode);
  const titleId = useId();
  let body: ReactElement;
  if (readStateOf(widget) === 'Failed') {
    body = <CardFailure message={t('photoBooks.widget.readFailed')} onRetry={() => void widget.mutate()} />;
  } else if (widget.data === undefined) {
    body = (
      <CardLoading>
        <div className="skeleton skeleton-text" />
        <div className="skeleton skeleton-text skeleton-small" />
      </CardLoading>
    );
  } else if (widget.data === null) {
    body = (
      <>
        <p>{t('photoBooks.share.notPublished')}</p>
        <div className="card-links">
          <RouteLink to={widgetPath(productCode)} className="button button-primary">
            {t('photoBooks.share.publishFirst')}
          </RouteLink>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <WidgetSummary widget={widget.data} />
        <ShareForm accountId={accountId} widget={widget.data} />
      </>
    );
  }
  return (
    <section className="card widget-card" part="share" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        <Icon name="link" />
        {t('photoBooks.share.title')}
      </h2>
      {body}
    </section>
  );
}

const EMPTY_FIELDS: ShareFields = { toEmailAddress: '', fromName: '', personalMessage: '' };

const FAILURE_KEYS: Readonly<Record<ShareFailure, string>> = {
  tooMany: 'photoBooks.share.tooMany',
  blocked: 'photoBooks.share.blocked',
  notPublished: 'photoBooks.share.gone',
  failed: 'photoBooks.share.failed',
};

/**
 * The share form: the recipient's address (sent base64-encoded, §5), the sender's name (the
 * customer's own to start with) and an optional message. It is checked when sent, the first wrong
 * field taking the focus; the vendor it is sent for is the site's merchandise channel's. A sent
 * share says to whom and empties the recipient for the next one; a failed one says why and keeps
 * everything as typed. The request has its own state ([Note: Each widget call has its own request
 * state]).
 */
function ShareForm({
  accountId,
  widget,
}: {
  readonly accountId: string;
  readonly widget: Widget;
}): ReactElement {
  const { t } = useTranslation();
  const { locale } = useElement();
  const channel = usePlatform().site?.site.channel ?? null;
  const merchandise = useMerchandiseChannel(channel, locale);
  const customer = useCustomer(accountId);
  const share = useShareWidget(widget.productCode);
  const formId = useId();
  const inputs = useRef<Partial<Record<ShareField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const [fields, setFields] = useState<ShareFields>(EMPTY_FIELDS);
  const [nameTouched, setNameTouched] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<ShareField, ShareProblem>>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<ShareFailure | null>(null);

  // The sender is the customer until they type another name.
  const customerName = customer.data == null ? '' : senderName(customer.data);
  useEffect(() => {
    if (!nameTouched && customerName !== '') setFields((before) => ({ ...before, fromName: customerName }));
  }, [customerName, nameTouched]);

  const channelUnknown =
    channel === null ||
    (merchandise.error instanceof Error && merchandise.error.message === ThrownMessage.channelNotFound);
  if (channelUnknown) {
    return (
      <p className="widget-blocked" role="alert">
        <Icon name="alert" />
        {t('photoBooks.share.unavailable')}
      </p>
    );
  }
  if (merchandise.data === undefined) {
    if (merchandise.error !== undefined && !merchandise.isValidating) {
      return (
        <CardFailure
          message={t('photoBooks.share.channelFailed')}
          onRetry={() => void merchandise.mutate()}
        />
      );
    }
    return (
      <CardLoading>
        <div className="skeleton skeleton-text" />
      </CardLoading>
    );
  }
  const vendorId = merchandise.data.Vendor.ID;
  const busy = share.state === 'InProgress';

  const change = (field: ShareField, value: string) => {
    setFields((before) => ({ ...before, [field]: value }));
    if (field === 'fromName') setNameTouched(true);
    if (problems[field] !== undefined) setProblems((before) => ({ ...before, [field]: undefined }));
    setSentTo(null);
    setFailure(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = shareProblems(fields);
    setProblems(found);
    const firstWrong = SHARE_FIELDS.find((field) => found[field] !== undefined);
    if (firstWrong !== undefined) {
      inputs.current[firstWrong]?.focus();
      return;
    }
    const toEmailAddress = fields.toEmailAddress.trim();
    setSentTo(null);
    setFailure(null);
    share
      .run({
        vendorId,
        fromName: fields.fromName.trim(),
        personalMessage: fields.personalMessage,
        toEmailAddress,
      })
      .then(
        () => {
          setSentTo(toEmailAddress);
          setFields((before) => ({ ...before, toEmailAddress: '' }));
        },
        (error: unknown) => setFailure(shareFailureOf(error)),
      );
  };

  const errorId = (field: ShareField) => `${formId}-${field}-error`;
  const describedBy = (field: ShareField, hint?: string) =>
    [problems[field] === undefined ? null : errorId(field), hint ?? null].filter(Boolean).join(' ') ||
    undefined;
  const fieldError = (field: ShareField) => {
    const problem = problems[field];
    if (problem === undefined) return null;
    return (
      <p id={errorId(field)} className="field-error">
        {t(`photoBooks.share.problem.${problem}`, { max: WIDGET_SHARE_MESSAGE_MAX_LENGTH })}
      </p>
    );
  };
  const left = WIDGET_SHARE_MESSAGE_MAX_LENGTH - fields.personalMessage.length;
  const counterId = `${formId}-counter`;
  return (
    <form className="share-form" noValidate onSubmit={submit} aria-busy={busy}>
      <div className="field">
        <label htmlFor={`${formId}-to`}>{t('photoBooks.share.to')}</label>
        <input
          ref={(input) => {
            inputs.current.toEmailAddress = input;
          }}
          id={`${formId}-to`}
          name="toEmailAddress"
          maxLength={TEXT_LIMITS.email}
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          value={fields.toEmailAddress}
          aria-invalid={problems.toEmailAddress !== undefined}
          aria-describedby={describedBy('toEmailAddress')}
          onChange={(event) => change('toEmailAddress', event.currentTarget.value)}
        />
        {fieldError('toEmailAddress')}
      </div>
      <div className="field">
        <label htmlFor={`${formId}-from`}>{t('photoBooks.share.from')}</label>
        <input
          ref={(input) => {
            inputs.current.fromName = input;
          }}
          id={`${formId}-from`}
          name="fromName"
          maxLength={TEXT_LIMITS.name}
          autoComplete="name"
          value={fields.fromName}
          aria-invalid={problems.fromName !== undefined}
          aria-describedby={describedBy('fromName')}
          onChange={(event) => change('fromName', event.currentTarget.value)}
        />
        {fieldError('fromName')}
      </div>
      <div className="field">
        <label htmlFor={`${formId}-message`}>
          {t('photoBooks.share.message')}{' '}
          <span className="field-optional">{t('photoBooks.widget.optional')}</span>
        </label>
        <textarea
          ref={(input) => {
            inputs.current.personalMessage = input;
          }}
          id={`${formId}-message`}
          name="personalMessage"
          rows={4}
          value={fields.personalMessage}
          aria-invalid={problems.personalMessage !== undefined}
          aria-describedby={describedBy('personalMessage', counterId)}
          onChange={(event) => change('personalMessage', event.currentTarget.value)}
        />
        <p id={counterId} className={left < 0 ? 'field-hint field-over' : 'field-hint'}>
          {left < 0
            ? t('photoBooks.share.overLimit', { count: -left })
            : t('photoBooks.share.charactersLeft', { count: left })}
        </p>
        {fieldError('personalMessage')}
      </div>
      <p className="field-hint">{t('photoBooks.share.privacy')}</p>
      {sentTo === null ? null : (
        <p className="inline-success" role="status">
          <Icon name="check" />
          {t('photoBooks.share.sent', { email: sentTo })}
        </p>
      )}
      {failure === null ? null : (
        <p className="inline-failure" role="alert">
          {t(FAILURE_KEYS[failure])}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button-primary" aria-disabled={busy}>
          {busy ? t('photoBooks.share.sending') : t('photoBooks.share.send')}
        </button>
      </div>
    </form>
  );
}
