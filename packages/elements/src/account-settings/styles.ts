/**
 * The settings area's own sheet, after BASE_CSS. Layout follows the element's own width (container
 * queries): one column on a phone, two from 720 px. Colours, spacing and type are tokens only.
 */
export const ACCOUNT_SETTINGS_STYLES = /* css */ `
.settings {
  container: settings / inline-size;
  display: grid; gap: var(--portal-space-5); align-content: start;
  grid-template-columns: minmax(0, 1fr);
}
.page-title { font-size: var(--portal-font-size-xl); overflow-wrap: anywhere; }
.back-link { justify-self: start; margin-left: calc(-1 * var(--portal-space-2)); }
.settings-grid, .address-cards {
  display: grid; gap: var(--portal-space-4); grid-template-columns: minmax(0, 1fr); align-items: start;
  list-style: none; margin: 0; padding: 0;
}
.settings-card { display: flex; flex-direction: column; gap: var(--portal-space-3); padding: var(--portal-space-4); }
.card-title { display: flex; align-items: center; gap: var(--portal-space-2); font-size: var(--portal-font-size-lg); }
.card-title .icon { color: var(--portal-primary); }
.card-links { display: flex; flex-wrap: wrap; gap: var(--portal-space-2) var(--portal-space-3); }
.facts { display: grid; gap: var(--portal-space-3); margin: 0; }
.fact { display: grid; gap: var(--portal-space-1); }
.fact dt, .fact-label { color: var(--portal-text-muted); font-size: var(--portal-font-size-sm); }
.fact dd { margin: 0; font-weight: 650; }
.email { overflow-wrap: anywhere; font-weight: 650; }
.inline-link { justify-self: start; padding: 0; min-height: 32px; }
.muted { color: var(--portal-text-muted); }
.address { display: grid; font-style: normal; }
.address-summary, .address-card { display: grid; gap: var(--portal-space-2); }
.badge {
  justify-self: start; padding: 0 var(--portal-space-2); border-radius: var(--portal-radius-lg);
  background: var(--portal-accent); color: var(--portal-primary);
  font-size: var(--portal-font-size-xs); font-weight: 650; line-height: 22px;
}
.business-status { font-weight: 650; }
.settings-form, .address-form { display: grid; gap: var(--portal-space-4); }
.field-checkbox { display: flex; align-items: center; gap: var(--portal-space-2); }
.field-checkbox input { width: 20px; height: 20px; min-height: 0; margin: 0; }
.inline-alert {
  display: grid; gap: var(--portal-space-1); padding: var(--portal-space-3);
  border-left: 4px solid var(--portal-danger); background: var(--portal-surface-sunken);
}
.payment-methods { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--portal-space-2); }
.payment-methods li { display: flex; align-items: center; gap: var(--portal-space-2); font-weight: 600; }
.payment-methods .icon { color: var(--portal-success); }

@container settings (min-width: 575px) {
  .page-title { font-size: var(--portal-font-size-xxl); }
}
@container settings (min-width: 720px) {
  .settings-grid, .address-cards { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
`;
