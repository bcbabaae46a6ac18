/**
 * The shared look of every element: resets inside the shadow root and the primitives every area
 * uses (buttons, banners, cards, skeletons, modals, toasts), all drawn from `--portal-*` tokens. Parts a
 * CMS may style carry stable `part` names instead of relying on these classes.
 */
export const BASE_CSS = /* css */ `
:host {
  display: block;
  box-sizing: border-box;
  color: var(--portal-text);
  font-family: var(--portal-font);
  font-size: var(--portal-font-size-md);
  line-height: var(--portal-line-height-text);
  -webkit-font-smoothing: antialiased;
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: inherit; }
h1, h2, h3, h4 { line-height: var(--portal-line-height-heading); margin: 0; font-weight: 650; }
p { margin: 0; }
a { color: var(--portal-primary); text-underline-offset: 2px; }
:focus-visible { outline: 3px solid var(--portal-focus-ring); outline-offset: 2px; }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.button {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--portal-space-2);
  min-height: 44px; padding: var(--portal-space-2) var(--portal-space-4); border-radius: var(--portal-radius-md);
  border: 1px solid transparent; font: inherit; font-weight: 600; line-height: 1.25; text-align: center;
  cursor: pointer; text-decoration: none;
  transition: background-color 120ms ease, box-shadow 120ms ease;
}
.button-primary { background: var(--portal-primary); color: var(--portal-primary-contrast); }
.button-primary:hover { box-shadow: inset 0 0 0 100px rgb(255 255 255 / 0.12); }
.button-secondary { background: var(--portal-surface); color: var(--portal-primary); border-color: var(--portal-primary); }
.button-secondary:hover { background: var(--portal-accent); }
.button-destructive { background: var(--portal-danger); color: #fff; }
.button-text { background: transparent; color: var(--portal-primary); padding: 0 var(--portal-space-2); }
.button-text:hover { text-decoration: underline; }
.button:disabled { cursor: default; opacity: 0.6; }

/* Forms (ui/parts/address-form.tsx): a label over each control, its message under it. */
fieldset { margin: 0; padding: 0; border: 0; min-width: 0; display: grid; gap: var(--portal-space-3); }
legend { padding: 0; margin-bottom: var(--portal-space-2); font-weight: 650; font-size: var(--portal-font-size-md); }
.field { display: grid; gap: var(--portal-space-1); min-width: 0; align-content: start; }
.field label { font-weight: 600; font-size: var(--portal-font-size-sm); }
.field-optional { font-weight: 400; color: var(--portal-text-muted); }
.field input, .field select {
  min-height: 44px; width: 100%; box-sizing: border-box; padding: var(--portal-space-2) var(--portal-space-3);
  border: 1px solid var(--portal-text-muted); border-radius: var(--portal-radius-md);
  background: var(--portal-surface); color: var(--portal-text); font: inherit;
}
.field input[readonly], .field select:disabled { background: var(--portal-surface-sunken); }
.field [aria-invalid="true"] { border-color: var(--portal-danger); box-shadow: inset 0 0 0 1px var(--portal-danger); }
.field-error { color: var(--portal-danger); font-size: var(--portal-font-size-sm); }
.field-row { display: grid; gap: var(--portal-space-3); grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr)); }
.field-row-street { display: flex; flex-wrap: wrap; }
.field-row-street .field-street { flex: 3 1 220px; }
.field-row-street .field-houseNumber, .field-row-street .field-houseNumberAddition { flex: 1 1 96px; }
.form-actions { display: flex; flex-wrap: wrap; gap: var(--portal-space-3); }
.inline-failure { color: var(--portal-danger); font-size: var(--portal-font-size-sm); }
.inline-success { display: flex; align-items: center; gap: var(--portal-space-2); color: var(--portal-success); font-weight: 600; }

.icon-button {
  display: inline-grid; place-items: center; width: 44px; height: 44px; border-radius: 50%;
  border: 0; background: transparent; color: inherit; cursor: pointer;
}
.icon-button:hover { background: var(--portal-surface-sunken); }
.icon { width: var(--portal-icon-size); height: var(--portal-icon-size); flex: none; }
.card {
  background: var(--portal-surface-raised); border: 1px solid var(--portal-border);
  border-radius: var(--portal-radius-lg); padding: var(--portal-space-5);
}
.banner {
  display: flex; gap: var(--portal-space-3); align-items: flex-start; padding: var(--portal-space-3) var(--portal-space-4);
  border-radius: var(--portal-radius-md); border: 1px solid; font-size: var(--portal-font-size-sm);
}
.banner-info { background: var(--portal-accent); border-color: var(--portal-primary); color: var(--portal-text); }
.banner-warning { background: #fff7e0; border-color: var(--portal-warning); color: var(--portal-text); }
.banner-critical { background: #fdecea; border-color: var(--portal-danger); color: var(--portal-text); }
/* A list row's picture keeps the skeleton's tone over the area's own picture background. */
.skeleton, .skeleton.skeleton-picture {
  background: linear-gradient(90deg, var(--portal-surface-sunken) 25%, #eceef2 50%, var(--portal-surface-sunken) 75%);
  background-size: 200% 100%; border-radius: var(--portal-radius-sm); animation: skeleton 1.4s ease infinite;
}
@keyframes skeleton { from { background-position: 200% 0; } to { background-position: -200% 0; } }
/* A line of text still loading (ui/skeleton.tsx): a line's height, the bar a little thinner. */
.skeleton-text { height: 1lh; padding-block: 0.22lh; background-clip: content-box; width: 100%; }
.skeleton-small { font-size: var(--portal-font-size-sm); width: 60%; }
/*
 * A skeleton on the page itself rather than in a card (the page's heading) takes the border's tone:
 * the sunken tone is the portal page's own background, on which it would not show.
 */
.page-skeleton > .skeleton {
  background-image: linear-gradient(90deg, var(--portal-border) 25%, var(--portal-surface-sunken) 50%, var(--portal-border) 75%);
}
.spinner {
  width: 32px; height: 32px; border-radius: 50%; border: 3px solid var(--portal-border);
  border-top-color: var(--portal-primary); animation: spin 0.8s linear infinite; margin: var(--portal-space-6) auto;
}
@keyframes spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .skeleton, .spinner { animation-duration: 4s; } }
.page-skeleton { display: grid; gap: var(--portal-space-5); }
.page-skeleton .skeleton { height: 1lh; padding-block: 0.22lh; background-clip: content-box; }
.page-skeleton .skeleton:last-child { width: 60%; }
.page-skeleton > .skeleton { width: min(60%, 320px); font-size: var(--portal-font-size-xl); }
.message-page { max-width: 560px; margin: var(--portal-space-7) auto; padding: 0 var(--portal-space-4); text-align: center; }
.message-page h1, .message-page h2 { font-size: var(--portal-font-size-xl); margin-bottom: var(--portal-space-3); }
.message-page p { color: var(--portal-text-muted); margin-bottom: var(--portal-space-5); }
.message-actions { display: flex; flex-wrap: wrap; gap: var(--portal-space-3); justify-content: center; }
dialog.modal {
  border: 0; padding: 0; border-radius: var(--portal-radius-lg); box-shadow: var(--portal-shadow);
  width: min(520px, calc(100vw - 32px)); color: var(--portal-text); background: var(--portal-surface-raised);
  font-family: var(--portal-font);
}
dialog.modal::backdrop { background: rgb(15 18 24 / 0.55); }
.modal-header { display: flex; align-items: center; justify-content: space-between; gap: var(--portal-space-3); padding: var(--portal-space-4) var(--portal-space-4) 0 var(--portal-space-5); }
.modal-header h2 { font-size: var(--portal-font-size-lg); }
.modal-body { padding: var(--portal-space-3) var(--portal-space-5) var(--portal-space-5); }
.modal-actions { display: flex; justify-content: flex-end; flex-wrap: wrap; gap: var(--portal-space-3); padding: 0 var(--portal-space-5) var(--portal-space-5); }
/* A banner's text and icon by tone; the storage banner's (ui/parts/storage-banner.tsx). */
.banner-text { display: grid; gap: var(--portal-space-1); }
.storage-headline { font-weight: 650; font-size: var(--portal-font-size-md); }
.banner .icon { margin-top: 1px; }
.banner-warning .icon { color: var(--portal-warning); }
.banner-critical .icon { color: var(--portal-danger); }
.banner-info .icon { color: var(--portal-primary); }
.storage-rule { color: var(--portal-text-muted); font-size: var(--portal-font-size-sm); }

/* Empty states: an icon and one sentence (DESIGN.md 'Components'). */
.empty-state {
  display: grid; justify-items: center; gap: var(--portal-space-3); text-align: center;
  padding: var(--portal-space-6) var(--portal-space-4); color: var(--portal-text-muted);
}
.empty-state .icon { width: 40px; height: 40px; color: var(--portal-primary); }

/* An order's public status in its colour, set inline from its token (account-portal §4). */
.order-status {
  flex: none; padding: 0 var(--portal-space-2); border: 1px solid currentColor;
  border-radius: var(--portal-radius-lg); font-size: var(--portal-font-size-xs); font-weight: 650;
  line-height: 22px; white-space: nowrap;
}

/* Signed out (ui/sign-in-card.tsx). */
.sign-in {
  display: grid; justify-items: center; gap: var(--portal-space-3); text-align: center;
  max-width: 480px; margin: var(--portal-space-6) auto; padding: var(--portal-space-6) var(--portal-space-5);
}
.sign-in h1 { font-size: var(--portal-font-size-xl); }
.sign-in p { color: var(--portal-text-muted); }
.sign-in .button { margin-top: var(--portal-space-2); min-width: 160px; }
.sign-in-icon {
  display: grid; place-items: center; width: 56px; height: 56px; border-radius: 50%;
  background: var(--portal-accent); color: var(--portal-primary);
}
.sign-in-failed { color: var(--portal-danger); font-size: var(--portal-font-size-sm); }

/* A card that could not load (ui/card-failure.tsx), and one still loading. */
.card-failure { display: grid; justify-items: start; gap: var(--portal-space-3); }
.card-failure > .icon { color: var(--portal-danger); }
.card-loading { display: flex; flex-direction: column; gap: var(--portal-space-4); }
.toast-stack {
  position: fixed; top: var(--portal-space-4); left: 50%; transform: translateX(-50%); z-index: 2147483000;
  display: flex; flex-direction: column; gap: var(--portal-space-2); width: min(480px, calc(100vw - 32px));
  margin: 0; padding: 0; list-style: none; pointer-events: none;
}
.toast {
  display: flex; align-items: center; gap: var(--portal-space-3); pointer-events: auto;
  background: #1f2329; color: #fff; border-radius: var(--portal-radius-md); box-shadow: var(--portal-shadow);
  padding: var(--portal-space-2) var(--portal-space-2) var(--portal-space-2) var(--portal-space-4);
  font-size: var(--portal-font-size-sm);
}
.toast p { flex: 1; }
.toast a { color: inherit; font-weight: 650; text-decoration: underline; }
.toast .icon-button { color: #fff; width: 36px; height: 36px; }
.toast .icon-button:hover { background: rgb(255 255 255 / 0.12); }
`;
