/**
 * The FTP integration's own sheet, after BASE_CSS. Layout follows the element's own width (container
 * queries): one column on a phone; from 900 px the instructions beside the account details and the
 * callback settings. Colours, spacing and type are tokens only.
 */
export const FTP_INTEGRATION_STYLES = /* css */ `
.ftp {
  container: ftp / inline-size;
  display: grid; gap: var(--portal-space-4); align-content: start;
  grid-template-columns: minmax(0, 1fr);
}
.page-title { font-size: var(--portal-font-size-xl); overflow-wrap: anywhere; }
.muted { color: var(--portal-text-muted); }
.ftp-grid, .ftp-column { display: grid; gap: var(--portal-space-4); grid-template-columns: minmax(0, 1fr); align-items: start; }
.ftp-card { display: flex; flex-direction: column; gap: var(--portal-space-3); padding: var(--portal-space-4); }
.card-title { display: flex; align-items: center; gap: var(--portal-space-2); font-size: var(--portal-font-size-lg); }
.card-title .icon { color: var(--portal-primary); }

.steps { list-style: none; counter-reset: step; margin: 0; padding: 0; display: grid; gap: var(--portal-space-4); }
.steps > li {
  counter-increment: step; position: relative; display: grid; gap: var(--portal-space-1);
  padding-left: calc(28px + var(--portal-space-3));
}
.steps > li::before {
  content: counter(step); position: absolute; left: 0; top: 0;
  display: grid; place-items: center; width: 28px; height: 28px; border-radius: 50%;
  background: var(--portal-accent); color: var(--portal-primary); font-weight: 650; font-size: var(--portal-font-size-sm);
}
.steps h3 { font-size: var(--portal-font-size-md); line-height: 28px; }
.folder { display: flex; flex-wrap: wrap; align-items: baseline; gap: var(--portal-space-2); }
.folder-label { color: var(--portal-text-muted); font-size: var(--portal-font-size-sm); }
code {
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: var(--portal-font-size-sm);
  padding: 2px var(--portal-space-2); border-radius: var(--portal-radius-sm);
  background: var(--portal-surface-sunken); border: 1px solid var(--portal-border);
}
.inline-link { justify-self: start; padding: 0; min-height: 32px; }

.facts { display: grid; gap: var(--portal-space-3); margin: 0; }
.fact { display: grid; gap: var(--portal-space-1); min-width: 0; }
.fact dt { color: var(--portal-text-muted); font-size: var(--portal-font-size-sm); }
.fact dd { margin: 0; font-weight: 650; }
.copyable { display: flex; flex-wrap: wrap; align-items: center; gap: var(--portal-space-2) var(--portal-space-3); }
.account-value { overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
.copy-button { min-height: 36px; padding: var(--portal-space-1) var(--portal-space-3); font-size: var(--portal-font-size-sm); }
.copy-failed { flex-basis: 100%; font-weight: 400; }

.callback-form { display: grid; gap: var(--portal-space-4); }
.field-hint { color: var(--portal-text-muted); font-size: var(--portal-font-size-sm); }
.formats { display: flex; flex-wrap: wrap; gap: var(--portal-space-2) var(--portal-space-5); }
.formats legend { font-size: var(--portal-font-size-sm); font-weight: 600; }
.format-option { display: inline-flex; align-items: center; gap: var(--portal-space-2); min-height: 44px; cursor: pointer; font-weight: 600; }
.format-option input { width: 20px; height: 20px; margin: 0; accent-color: var(--portal-primary); }

.skeleton-small { width: 60%; }
.business-only-title { color: var(--portal-text); font-weight: 650; font-size: var(--portal-font-size-lg); }

@container ftp (min-width: 575px) {
  .page-title { font-size: var(--portal-font-size-xxl); }
}
@container ftp (min-width: 900px) {
  .ftp-grid { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
}
`;
