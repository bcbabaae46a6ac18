/**
 * The downloads' own sheet, after BASE_CSS: one card per kind of download, a row per file with its
 * Download button beside it, or under it while the element is narrower than 480 px (container
 * query). Colours, spacing and type are tokens only.
 */
export const ACCOUNT_DOWNLOADS_STYLES = /* css */ `
.account-downloads {
  container: downloads / inline-size;
  display: grid; gap: var(--portal-space-5); align-content: start; grid-template-columns: minmax(0, 1fr);
}
.page-title { font-size: var(--portal-font-size-xl); overflow-wrap: anywhere; }
.downloads-card { display: flex; flex-direction: column; gap: var(--portal-space-3); padding: var(--portal-space-4); }
.card-title { display: flex; align-items: center; gap: var(--portal-space-2); font-size: var(--portal-font-size-lg); }
.card-title .icon { color: var(--portal-primary); }

.download-rows { list-style: none; margin: 0; padding: 0; }
.download-rows li + li { border-top: 1px solid var(--portal-border); }
.download-row {
  display: grid; grid-template-columns: auto minmax(0, 1fr); align-items: center;
  gap: var(--portal-space-2) var(--portal-space-3); padding: var(--portal-space-3) 0;
}
.download-icon {
  display: grid; place-items: center; width: 44px; height: 44px; border-radius: var(--portal-radius-md);
  background: var(--portal-accent); color: var(--portal-primary);
}
.download-text { display: grid; gap: 2px; min-width: 0; }
.download-name { font-weight: 650; overflow-wrap: anywhere; }
.download-meta { color: var(--portal-text-muted); font-size: var(--portal-font-size-sm); overflow-wrap: anywhere; }
.download-state {
  display: inline-flex; flex-wrap: wrap; align-items: center; gap: var(--portal-space-1);
  font-size: var(--portal-font-size-sm); color: var(--portal-text-muted);
}
.download-state .icon { width: 16px; height: 16px; }
.download-state-ready { color: var(--portal-success); font-weight: 600; }
.download-state-waiting { color: var(--portal-text); }
.download-state-failed { color: var(--portal-danger); }
.download-state .button-text { min-height: 32px; font-size: var(--portal-font-size-sm); }
.download-button { grid-column: 1 / -1; justify-self: start; }
.download-skeleton { display: grid; gap: var(--portal-space-1); padding: var(--portal-space-2) 0; }
.skeleton-small { font-size: var(--portal-font-size-sm); width: 40%; }

@container downloads (min-width: 480px) {
  .download-row { grid-template-columns: auto minmax(0, 1fr) auto; }
  .download-button { grid-column: auto; }
}
@container downloads (min-width: 575px) {
  .page-title { font-size: var(--portal-font-size-xxl); }
}
`;
