import { ThrownMessage } from '@portal/api/errors';
import { TEXT_LIMITS } from '@portal/api/schemas/common';
import { WIDGET_SHARE_MESSAGE_MAX_LENGTH, type Widget, type WidgetShare } from '@portal/api/schemas/widgets';
import { type FormEvent, type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useElement, usePlatform } from '../runtime/context.tsx';
import { useCustomer } from '../runtime/customer.ts';
import { useFormController } from '../runtime/form-controller.ts';
import { readStateOf } from '../runtime/read-state.ts';
import { FormStatus } from '../ui/form-status.tsx';
import { Icon } from '../ui/icons.tsx';
import { ReadView } from '../ui/read-view.tsx';
import { RouteLink } from '../ui/route-link.tsx';
import { CardSkeleton } from '../ui/skeleton.tsx';
import { TitledCard } from '../ui/titled-card.tsx';
import { useMerchandiseChannel } from './api/book.ts';
import { useShareWidget } from './api/widget-changes.ts';
import { BookFrame } from './book-frame.tsx';
import { bookPath, widgetPath } from './book-routes.ts';
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
import { WidgetRead, WidgetSummary } from './widget-panel.tsx';

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
  return (
    <TitledCard className="widget-card" part="share" icon="link" title={t('photoBooks.share.title')}>
      <WidgetRead accountId={accountId} productCode={productCode}>
        {(loaded) =>
          loaded === null ? (
            <>
              <p>{t('photoBooks.share.notPublished')}</p>
              <div className="card-links">
                <RouteLink to={widgetPath(productCode)} className="button button-primary">
                  {t('photoBooks.share.publishFirst')}
                </RouteLink>
              </div>
            </>
          ) : (
            <>
              <WidgetSummary widget={loaded} />
              <ShareForm accountId={accountId} widget={loaded} />
            </>
          )
        }
      </WidgetRead>
    </TitledCard>
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
  const formId = useId();
  const inputs = useRef<Partial<Record<ShareField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const [fields, setFields] = useState<ShareFields>(EMPTY_FIELDS);
  const [nameTouched, setNameTouched] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<ShareField, ShareProblem>>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sendShare = useShareWidget(widget.productCode);
  const share = useFormController({
    fields: [],
    send: async (recipient: WidgetShare) => {
      await sendShare(recipient);
      return recipient.toEmailAddress;
    },
    action: 'SHARE_WIDGET_FAILED',
    // Sent, the form says to whom and empties the recipient for the next one.
    onSaved: (to) => {
      setSentTo(to);
      setFields((before) => ({ ...before, toEmailAddress: '' }));
    },
  });

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
  const read = readStateOf(merchandise);
  if (read.status !== 'ready') {
    return (
      <ReadView
        read={read}
        failure={t('photoBooks.share.channelFailed')}
        skeleton={<CardSkeleton lines={['']} />}
      >
        {() => null}
      </ReadView>
    );
  }
  const vendorId = read.data.Vendor.ID;
  const busy = share.busy;

  const change = (field: ShareField, value: string) => {
    setFields((before) => ({ ...before, [field]: value }));
    if (field === 'fromName') setNameTouched(true);
    if (problems[field] !== undefined) setProblems((before) => ({ ...before, [field]: undefined }));
    share.edited();
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
    share.submit({
      vendorId,
      fromName: fields.fromName.trim(),
      personalMessage: fields.personalMessage,
      toEmailAddress: fields.toEmailAddress.trim(),
    });
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
      <FormStatus
        step={share.step}
        saved={
          <>
            <Icon name="check" />
            {t('photoBooks.share.sent', { email: sentTo ?? '' })}
          </>
        }
        failed={t(FAILURE_KEYS[shareFailureOf(share.failure)])}
      />
      <div className="form-actions">
        <button type="submit" className="button button-primary" aria-disabled={busy}>
          {busy ? t('photoBooks.share.sending') : t('photoBooks.share.send')}
        </button>
      </div>
    </form>
  );
}
