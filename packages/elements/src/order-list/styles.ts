/**
 * The order list's own sheet, after BASE_CSS. Layout follows the element's own width (container
 * queries): one column on a phone; from 720 px the order details show products and delivery side
 * by side. Colours, spacing and type are tokens only.
 */
export const ORDER_LIST_STYLES = /* css */ `
.orders, .order-details {
  container: orders / inline-size;
  display: grid; gap: var(--portal-space-5); align-content: start;
  grid-template-columns: minmax(0, 1fr);
}
.page-title { font-size: var(--portal-font-size-xl); overflow-wrap: anywhere; }
.order-card { display: flex; flex-direction: column; gap: var(--portal-space-3); padding: var(--portal-space-4); }
.card-title { display: flex; align-items: center; gap: var(--portal-space-2); font-size: var(--portal-font-size-lg); }
.card-title .icon { color: var(--portal-primary); }
.group-count {
  min-width: 24px; padding: 0 var(--portal-space-2); border-radius: var(--portal-radius-lg);
  background: var(--portal-accent); color: var(--portal-primary);
  font-size: var(--portal-font-size-xs); line-height: 22px; text-align: center;
}
.group-empty, .muted { color: var(--portal-text-muted); }

.order-rows, .product-rows { list-style: none; margin: 0; padding: 0; }
.order-rows li + li, .product-rows li + li { border-top: 1px solid var(--portal-border); }
.order-link, .order-skeleton {
  display: flex; align-items: center; gap: var(--portal-space-3);
  min-height: 64px; padding: var(--portal-space-2) var(--portal-space-1);
}
.order-link { color: var(--portal-text); text-decoration: none; border-radius: var(--portal-radius-md); }
.order-link:hover { background: var(--portal-surface-sunken); }
.order-link:hover .order-code { text-decoration: underline; }
.order-link > .icon { color: var(--portal-text-muted); }
.order-main { flex: 1; min-width: 0; display: grid; gap: var(--portal-space-1); }
.order-heading { display: flex; flex-wrap: wrap; align-items: center; gap: var(--portal-space-1) var(--portal-space-3); }
.order-code { font-weight: 650; overflow-wrap: anywhere; }
.order-meta, .product-meta {
  display: flex; flex-wrap: wrap; column-gap: var(--portal-space-3);
  color: var(--portal-text-muted); font-size: var(--portal-font-size-sm);
}
.order-skeleton { flex-direction: column; align-items: stretch; justify-content: center; gap: var(--portal-space-1); }
.order-skeleton .skeleton-text:first-child { width: 40%; }
.skeleton-title { width: 30%; height: 22px; }


.back-link { justify-self: start; margin-left: calc(-1 * var(--portal-space-2)); }
.details-header { display: flex; flex-wrap: wrap; align-items: center; gap: var(--portal-space-2) var(--portal-space-3); }
.order-facts { display: flex; flex-wrap: wrap; gap: var(--portal-space-3) var(--portal-space-6); margin: 0; }
.fact dt { color: var(--portal-text-muted); font-size: var(--portal-font-size-sm); }
.fact dd { margin: 0; font-weight: 650; }
.details-grid { display: grid; gap: var(--portal-space-4); grid-template-columns: minmax(0, 1fr); align-items: start; }
.product-row { display: grid; gap: var(--portal-space-1); padding: var(--portal-space-3) 0; }
.product-title { font-weight: 650; overflow-wrap: anywhere; }
.voucher { display: flex; flex-wrap: wrap; gap: var(--portal-space-1) var(--portal-space-2); font-size: var(--portal-font-size-sm); }
.voucher-code { font-weight: 650; color: var(--portal-primary); }
.delivery-type { font-weight: 650; }
.address { display: grid; font-style: normal; }
.delivery-window { color: var(--portal-text); }
.address-form { display: grid; gap: var(--portal-space-4); }
.change-address { justify-self: start; }
.reorder { display: grid; justify-items: start; gap: var(--portal-space-2); }

@container orders (min-width: 575px) {
  .page-title { font-size: var(--portal-font-size-xxl); }
}
@container orders (min-width: 720px) {
  .details-grid { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
}
`;
