/**
 * The invoice list's own sheet, after BASE_CSS. Layout follows the element's own width (container
 * queries): on a phone each invoice stacks its facts and downloads; from 720 px the facts sit in
 * columns and the downloads at the row's end. Colours, spacing and type are tokens only.
 */
export const INVOICE_LIST_STYLES = /* css */ `
.invoices {
  container: invoices / inline-size;
  display: grid; gap: var(--portal-space-4); align-content: start;
  grid-template-columns: minmax(0, 1fr);
}
.page-title { font-size: var(--portal-font-size-xl); overflow-wrap: anywhere; }
.muted { color: var(--portal-text-muted); }
.invoices-card { padding: var(--portal-space-4); }

.invoice-rows { list-style: none; margin: 0; padding: 0 var(--portal-space-4); }
.invoice-rows > li + li { border-top: 1px solid var(--portal-border); }
.invoice-row {
  display: grid; gap: var(--portal-space-3); padding: var(--portal-space-4) 0;
  grid-template-columns: minmax(0, 1fr);
}
.invoice-main { display: grid; gap: var(--portal-space-2); min-width: 0; }
.invoice-title {
  display: flex; flex-wrap: wrap; align-items: center; gap: var(--portal-space-1) var(--portal-space-3);
  font-size: var(--portal-font-size-md);
}
.invoice-number, .order-ref { overflow-wrap: anywhere; }
.badge {
  padding: 0 var(--portal-space-2); border-radius: var(--portal-radius-lg);
  background: var(--portal-accent); color: var(--portal-primary);
  font-size: var(--portal-font-size-xs); font-weight: 650; line-height: 22px; white-space: nowrap;
}
.credit-note-badge { background: var(--portal-surface-sunken); color: var(--portal-success); border: 1px solid currentColor; }
.invoice-facts {
  display: grid; gap: var(--portal-space-2) var(--portal-space-4); margin: 0;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 120px), 1fr));
}
.fact { display: grid; gap: 2px; align-content: start; min-width: 0; }
.fact dt { color: var(--portal-text-muted); font-size: var(--portal-font-size-sm); }
.fact dd { margin: 0; font-weight: 600; }
.amount { font-variant-numeric: tabular-nums; white-space: nowrap; }
.amount-credit { color: var(--portal-success); }
.invoice-actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--portal-space-2); }
.invoice-actions .button-text { min-height: 44px; justify-content: flex-start; text-align: start; }
.invoice-actions [aria-disabled="true"] { cursor: progress; opacity: 0.75; }
.invoice-actions .inline-failure { flex-basis: 100%; }
.group-note { color: var(--portal-text-muted); font-size: var(--portal-font-size-sm); }
.nowrap { white-space: nowrap; }

.invoice-skeleton { display: grid; gap: var(--portal-space-2); padding: var(--portal-space-2) 0; }
.skeleton-number { width: 40%; }

.business-only-title { color: var(--portal-text); font-weight: 650; font-size: var(--portal-font-size-lg); }

@container invoices (min-width: 575px) {
  .page-title { font-size: var(--portal-font-size-xxl); }
}
@container invoices (min-width: 720px) {
  /* One width for every row's downloads, so the facts line up in columns down the list. */
  .invoice-row { grid-template-columns: minmax(0, 1fr) 19rem; align-items: center; column-gap: var(--portal-space-5); }
  .invoice-facts { grid-template-columns: minmax(96px, 1fr) minmax(96px, 1fr) minmax(120px, 1fr); }
  .fact-total { justify-items: end; text-align: end; }
  .invoice-actions { flex-direction: column; align-items: flex-end; }
  .invoice-actions .button { white-space: nowrap; }
  .invoice-actions .inline-failure { flex-basis: auto; text-align: end; }
}
`;
