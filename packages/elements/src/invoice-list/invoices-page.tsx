import type { HistoricalInvoice } from '@portal/api/schemas/invoices';
import { type ReactElement, useId, useMemo, useState } from 'react';
import { calendarDate } from '../i18n/dates.ts';
import { useTranslation } from '../i18n/react.tsx';
import { useFormatDate } from '../runtime/context.tsx';
import { readStateOf } from '../runtime/read-state.ts';
import { CardLoading } from '../ui/card-failure.tsx';
import { Icon } from '../ui/icons.tsx';
import { OutsideLink } from '../ui/outside-link.tsx';
import { ReadView } from '../ui/read-view.tsx';
import { SkeletonRows } from '../ui/skeleton.tsx';
import { type InvoiceDocument, useDownloadInvoiceDocument, useHistoricalInvoices } from './api/invoices.ts';
import { groupFileMembers, isCreditNote, newestFirst } from './invoice-rows.ts';

/** The overview, where a customer who is not a business customer is sent from here. */
const OVERVIEW_PATH = '/';

interface InvoicesPageProps {
  readonly accountId: string;
  /** A business customer: anyone else is told the page is not for them. */
  readonly b2b: boolean;
}

/**
 * The invoices page (account-portal §2 'Invoices (B2B)'): its h1, then the business customer's
 * invoices, or for anyone else the answer that invoices are for business customers.
 */
export function InvoicesPage({ accountId, b2b }: InvoicesPageProps): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="invoices" part="invoices">
      <h1 className="page-title">{t('pageTitle.b2bInvoices')}</h1>
      {b2b ? <InvoiceList accountId={accountId} /> : <BusinessOnly />}
    </div>
  );
}

/** The invoices as the invoice API lists them, newest first, each with its PDF. */
function InvoiceList({ accountId }: { readonly accountId: string }): ReactElement {
  const { t } = useTranslation();
  const invoices = useHistoricalInvoices(accountId);
  const rows = useMemo(
    () => (invoices.data === undefined ? null : newestFirst(invoices.data.historicalInvoices)),
    [invoices.data],
  );
  const groups = useMemo(() => groupFileMembers(rows ?? []), [rows]);
  return (
    <ReadView
      read={readStateOf(invoices, (list) => list.historicalInvoices.length === 0)}
      failure={t('invoices.listFailed')}
      card="invoices-card"
      skeleton={<InvoicesSkeleton />}
      empty={{ icon: 'invoice', message: t('invoices.empty') }}
    >
      {() => (
        <>
          <p className="muted">{t('invoices.intro')}</p>
          <ul className="card invoice-rows" aria-label={t('invoices.listLabel')}>
            {(rows ?? []).map((invoice) => (
              <li key={invoice.id}>
                <InvoiceRow
                  invoice={invoice}
                  group={
                    invoice.invoiceGroupFileId === null ? [] : (groups.get(invoice.invoiceGroupFileId) ?? [])
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </ReadView>
  );
}

type DownloadState = { readonly downloading: InvoiceDocument['kind'] | null; readonly failed: boolean };

/**
 * One invoice: number (a credit note says so), date, order reference, total and its PDF; in a group
 * file, also that combined PDF and which other invoices it holds.
 */
function InvoiceRow({
  invoice,
  group,
}: {
  readonly invoice: HistoricalInvoice;
  /** The invoice numbers of its group file, itself included; none outside a group file. */
  readonly group: readonly string[];
}): ReactElement {
  const { t, language } = useTranslation();
  const formatDate = useFormatDate();
  const download = useDownloadInvoiceDocument();
  const titleId = useId();
  const [state, setState] = useState<DownloadState>({ downloading: null, failed: false });
  const credit = isCreditNote(invoice);
  const date = calendarDate(invoice.date);
  const total = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: invoice.total.currency,
  }).format(invoice.total.amount);

  const start = (target: InvoiceDocument) => {
    // A second press while one runs is ignored; the button keeps its focus (aria-disabled, not disabled).
    if (state.downloading !== null) return;
    setState({ downloading: target.kind, failed: false });
    download(target).then(
      () => setState({ downloading: null, failed: false }),
      () => setState({ downloading: null, failed: true }),
    );
  };
  const groupFileId = invoice.invoiceGroupFileId;
  const others = group.filter((number) => number !== invoice.invoiceNumber);

  return (
    <article className="invoice-row" part="invoice" aria-labelledby={titleId}>
      <div className="invoice-main">
        <h2 id={titleId} className="invoice-title">
          <span className="invoice-number">{invoice.invoiceNumber}</span>
          {credit ? <span className="badge credit-note-badge">{t('invoices.creditNote')}</span> : null}
        </h2>
        <dl className="invoice-facts">
          <div className="fact">
            <dt>{t('invoices.date')}</dt>
            <dd>{date === null ? invoice.date : <time dateTime={invoice.date}>{formatDate(date)}</time>}</dd>
          </div>
          <div className="fact">
            <dt>{t('invoices.orderRef')}</dt>
            <dd className="order-ref">{invoice.orderRef}</dd>
          </div>
          <div className="fact fact-total">
            <dt>{t('invoices.total')}</dt>
            <dd className={credit ? 'amount amount-credit' : 'amount'}>{total}</dd>
          </div>
        </dl>
        {groupFileId === null || others.length === 0 ? null : <GroupNote others={others} />}
      </div>
      <div className="invoice-actions">
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={state.downloading !== null}
          aria-describedby={titleId}
          onClick={() => start({ kind: 'invoice', invoice })}
        >
          <Icon name="download" />
          {state.downloading === 'invoice' ? t('invoices.downloading') : t('invoices.download')}
        </button>
        {groupFileId === null ? null : (
          <button
            type="button"
            className="button button-text"
            aria-disabled={state.downloading !== null}
            aria-describedby={titleId}
            onClick={() => start({ kind: 'groupFile', invoiceGroupFileId: groupFileId })}
          >
            <Icon name="download" />
            {state.downloading === 'groupFile'
              ? t('invoices.downloading')
              : t('invoices.downloadGroupFile', { count: group.length })}
          </button>
        )}
        {state.failed ? (
          <p className="inline-failure" role="alert">
            {t('invoices.downloadFailed')}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** Where in a translated sentence a list of invoice numbers goes. */
const NUMBERS_SLOT = '\u0000';

/** 'In one combined PDF with INV-1 and INV-2.': each number kept on one line. */
function GroupNote({ others }: { readonly others: readonly string[] }): ReactElement {
  const { t, language } = useTranslation();
  const [before = '', after = ''] = t('invoices.groupedWith', { numbers: NUMBERS_SLOT }).split(NUMBERS_SLOT);
  const parts = new Intl.ListFormat(language, { type: 'conjunction' }).formatToParts(others);
  return (
    <p className="group-note">
      {before}
      {parts.map((part) =>
        part.type === 'element' ? (
          // An invoice number is listed once, so it keys its part.
          <span key={part.value} className="nowrap">
            {part.value}
          </span>
        ) : (
          part.value
        ),
      )}
      {after}
    </p>
  );
}

function InvoicesSkeleton(): ReactElement {
  return (
    <div className="card invoices-card">
      <CardLoading>
        <SkeletonRows count={3} row="invoice-skeleton" lines={['skeleton-number', '']} />
      </CardLoading>
    </div>
  );
}

/**
 * What a customer who is not a business customer sees where the page is embedded without the host's
 * routing (a brand's CMS page): the host sends them to the overview instead (account-portal §6).
 */
function BusinessOnly(): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="card empty-state" part="business-only">
      <Icon name="info" />
      <p className="business-only-title">{t('invoices.businessOnly')}</p>
      <p>{t('invoices.businessOnlyBody')}</p>
      <OutsideLink path={OVERVIEW_PATH} className="button button-primary">
        {t('invoices.toOverview')}
      </OutsideLink>
    </div>
  );
}
