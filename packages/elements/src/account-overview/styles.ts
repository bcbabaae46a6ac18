/**
 * The overview's own sheet, after BASE_CSS. Layout follows the element's own width (container
 * queries), not the window's: the host's side menu or a CMS page decides how wide it is, and at
 * 1440 px beside the side menu it is about 940 px. One column on a phone; from 575 px (the spec's
 * small breakpoint) area cards in two columns; from 720 px storage and latest orders side by side
 * and area cards in three; from 1100 px four. Colours, spacing and type are tokens only.
 */
export const ACCOUNT_OVERVIEW_STYLES = /* css */ `
.overview {
  container: overview / inline-size;
  display: grid; gap: var(--portal-space-6);
}
.summary, .area-list { display: grid; gap: var(--portal-space-4); grid-template-columns: minmax(0, 1fr); }
.area-list { list-style: none; margin: 0; padding: 0; gap: var(--portal-space-3); }

.greeting { display: grid; gap: var(--portal-space-2); }
.greeting h1 { font-size: var(--portal-font-size-xl); overflow-wrap: anywhere; }
.greeting > p { color: var(--portal-text-muted); }

.overview-card { display: flex; flex-direction: column; gap: var(--portal-space-4); padding: var(--portal-space-4); }
.card-title, .section-title { display: flex; align-items: center; gap: var(--portal-space-2); font-size: var(--portal-font-size-lg); }
.card-title .icon { color: var(--portal-primary); }
.section-title { margin-bottom: var(--portal-space-3); }
.card-action { align-self: flex-start; }
.card-action.button-text { margin-left: calc(-1 * var(--portal-space-2)); }

.storage-count { font-size: var(--portal-font-size-lg); font-weight: 650; }

.order-list { list-style: none; margin: 0; padding: 0; }
.order-list li + li { border-top: 1px solid var(--portal-border); }
.order-link, .order-skeleton {
  display: flex; align-items: center; gap: var(--portal-space-3);
  min-height: 64px; padding: var(--portal-space-2) var(--portal-space-1);
}
.order-link { color: var(--portal-text); text-decoration: none; border-radius: var(--portal-radius-md); }
.order-link:hover { background: var(--portal-surface-sunken); }
.order-link:hover .order-code { text-decoration: underline; }
.order-link > .icon { color: var(--portal-text-muted); }
.order-main { flex: 1; min-width: 0; display: grid; gap: var(--portal-space-1); }
.order-heading { display: flex; flex-direction: column; align-items: flex-start; gap: var(--portal-space-1) var(--portal-space-3); }
.order-code { font-weight: 650; overflow-wrap: anywhere; }
.order-meta { display: flex; flex-wrap: wrap; column-gap: var(--portal-space-3); color: var(--portal-text-muted); font-size: var(--portal-font-size-sm); }
.order-skeleton { flex-direction: column; align-items: stretch; justify-content: center; gap: var(--portal-space-1); }
.order-skeleton .skeleton-text:first-child { width: 40%; }
.order-skeleton + .order-skeleton { border-top: 1px solid var(--portal-border); }


.area-list > li { display: grid; }
.area-link {
  display: flex; align-items: center; gap: var(--portal-space-3); padding: var(--portal-space-4);
  color: var(--portal-text); text-decoration: none;
  transition: border-color 120ms ease, box-shadow 120ms ease;
}
.area-link:hover { border-color: var(--portal-primary); box-shadow: var(--portal-shadow); }
.area-link:hover .area-title { text-decoration: underline; }
.area-icon {
  flex: none; display: grid; place-items: center; width: 44px; height: 44px;
  border-radius: var(--portal-radius-md); background: var(--portal-accent); color: var(--portal-primary);
}
.area-text { flex: 1; min-width: 0; display: grid; gap: var(--portal-space-1); }
.area-title { font-weight: 650; color: var(--portal-primary); }
.area-description { color: var(--portal-text-muted); font-size: var(--portal-font-size-sm); }
.area-chevron { color: var(--portal-text-muted); }

.greeting .card-failure { grid-template-columns: auto minmax(0, 1fr); align-items: center; margin-top: var(--portal-space-2); }
.greeting .card-failure .button { grid-column: 1 / -1; }

/* Placeholder text is a bar inside a line box of the text it stands for, so heights match. */
.skeleton-lines { display: flex; flex-direction: column; }
.skeleton-small { font-size: var(--portal-font-size-sm); width: auto; }
.skeleton-short { width: 45%; }
.skeleton-meta { width: 55%; }
.skeleton-heading { font-size: var(--portal-font-size-xl); line-height: var(--portal-line-height-heading); width: 55%; }
.skeleton-count { font-size: var(--portal-font-size-lg); width: 40%; }
.skeleton-banner { height: 112px; border-radius: var(--portal-radius-md); }
.skeleton-button { height: 44px; width: 180px; border-radius: var(--portal-radius-md); }
.skeleton-pill { height: 24px; width: 110px; border-radius: var(--portal-radius-lg); }
.skeleton-action { display: flex; align-items: center; min-height: 44px; }
.skeleton-action .skeleton-text { width: 140px; }
.greeting .card-loading { gap: var(--portal-space-2); }
.areas .card-loading { display: block; }


@container overview (min-width: 575px) {
  .greeting h1 { font-size: var(--portal-font-size-xxl); }
  .skeleton-heading { font-size: var(--portal-font-size-xxl); }
  .skeleton-banner { height: 72px; }
  .skeleton-pill, .skeleton-wrap { display: none; }
  .overview-card { padding: var(--portal-space-5); }
  .order-heading { flex-direction: row; flex-wrap: wrap; align-items: center; justify-content: space-between; }
  .area-list { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .area-link { align-items: flex-start; }
  .area-chevron { display: none; }
}
@container overview (min-width: 720px) {
  .summary { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .area-list { grid-template-columns: repeat(3, minmax(0, 1fr)); }
}
@container overview (min-width: 1100px) {
  .area-list { grid-template-columns: repeat(4, minmax(0, 1fr)); }
}
@media (prefers-reduced-motion: reduce) { .area-link { transition: none; } }
`;
