import { MENU_STYLES } from '../ui/parts/menu-button.tsx';
import { UPLOAD_STYLES } from '../ui/parts/upload-styles.ts';

/**
 * The photo library's own sheet, after BASE_CSS. The timeline's rows are placed absolutely at the
 * positions the layout computes (timeline/timeline-layout.ts): the grid's width, not the window's,
 * decides the columns, so the element lays out the same beside a side menu or alone on a page.
 */
export const PHOTO_LIBRARY_STYLES = /* css */ `
.photos {
  container: photos / inline-size;
  display: grid; gap: var(--portal-space-2); align-content: start;
  grid-template-columns: minmax(0, 1fr);
}
.photos-header { display: grid; gap: var(--portal-space-2); }
.page-title { font-size: var(--portal-font-size-xl); }
.photos-title { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--portal-space-3); }
.storage-warning .icon { color: var(--portal-warning); }
.storage-critical { border-color: var(--portal-danger); color: var(--portal-danger); }
.back-link { justify-self: start; margin-left: calc(-1 * var(--portal-space-2)); }
.tabs { display: flex; gap: var(--portal-space-2); border-bottom: 1px solid var(--portal-border); }
.tab {
  display: inline-flex; align-items: center; gap: var(--portal-space-2); min-height: 44px; white-space: nowrap;
  padding: 0 var(--portal-space-3); font-weight: 650; color: var(--portal-text-muted); text-decoration: none;
  border-bottom: 3px solid transparent; margin-bottom: -1px;
}
.tab:hover { color: var(--portal-text); }
.tab[aria-current="page"] { color: var(--portal-primary); border-bottom-color: var(--portal-primary); }
.tab-count, .month-count {
  padding: 0 var(--portal-space-2); border-radius: var(--portal-radius-lg);
  background: var(--portal-accent); color: var(--portal-primary);
  font-size: var(--portal-font-size-xs); font-weight: 650; line-height: 22px;
}
.faq-banner .button-text { justify-self: start; padding: 0; min-height: 32px; }
/* Read once, the intro folds to its first line until shown in full again (faq-banner.tsx). */
.faq-banner.folded .banner-text { display: flex; align-items: center; gap: var(--portal-space-3); min-width: 0; }
.faq-banner.folded .banner-text > p { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.faq-banner.folded .button-text { flex: none; }
/* [Note: One row of tools]: the sort, the month list and the actions (library-tools.tsx). */
.timeline-tools { display: flex; flex-wrap: wrap; align-items: center; gap: var(--portal-space-2) var(--portal-space-3); }
.library-tools { display: flex; align-items: center; gap: var(--portal-space-2); margin-left: auto; }
.picker { position: relative; display: flex; align-items: center; gap: var(--portal-space-2); min-width: 0; }
.picker label { flex: none; font-size: var(--portal-font-size-sm); color: var(--portal-text-muted); }
.picker select {
  min-width: 0; min-height: 44px; padding: 0 var(--portal-space-3); border: 1px solid var(--portal-text-muted);
  border-radius: var(--portal-radius-md); background: var(--portal-surface); color: var(--portal-text); font: inherit;
}
/* Each list as wide as the choice it shows; the month list no narrower than most month names. */
.picker select { field-sizing: content; }
.month-jump select { min-width: 10em; }
.picker-icon { display: none; }
.photos-card { padding: var(--portal-space-4); }
/* The scrubber shares the timeline's cell and stays in view beside it ([Note: The date scrubber]). */
.timeline-area { display: grid; grid-template-columns: minmax(0, 1fr); }
.timeline-area > * { grid-area: 1 / 1; }
.timeline { position: relative; contain: strict; width: 100%; overflow-anchor: none; }
.scrubber {
  position: sticky; top: 0; z-index: 3; justify-self: end; align-self: start;
  height: 100vh; height: 100dvh; padding: var(--portal-space-6) 0 var(--portal-space-4); box-sizing: border-box;
  pointer-events: none;
}
.scrubber-rail {
  position: relative; height: 100%; width: 28px; pointer-events: auto; touch-action: none; cursor: ns-resize;
  border-radius: 14px;
}
.scrubber-rail:hover, .scrubber-rail:focus-visible { background: rgb(0 0 0 / 0.06); }
.scrubber-year {
  position: absolute; right: 30px; translate: 0 -50%; padding: 0 var(--portal-space-1); border-radius: var(--portal-radius-md);
  background: var(--portal-surface-raised); color: var(--portal-text-muted); font-size: var(--portal-font-size-xs);
  font-weight: 650; line-height: 18px; opacity: 0; transition: opacity 150ms ease; pointer-events: none; white-space: nowrap;
}
.scrubber-rail:hover .scrubber-year, .scrubber-rail:focus-visible .scrubber-year, .scrubber-rail:active .scrubber-year { opacity: 1; }
.scrubber-thumb {
  position: absolute; right: 4px; width: 20px; height: 6px; translate: 0 -50%; border-radius: 3px;
  background: var(--portal-primary); box-shadow: 0 0 0 2px var(--portal-surface);
}
.scrubber-bubble {
  position: absolute; right: 36px; translate: 0 -50%; padding: var(--portal-space-1) var(--portal-space-3);
  border-radius: var(--portal-radius-lg); background: var(--portal-primary); color: var(--portal-primary-contrast);
  font-weight: 650; white-space: nowrap; box-shadow: var(--portal-shadow); pointer-events: none;
}
@media (prefers-reduced-motion: reduce) { .scrubber-year { transition: none; } }
.timeline-window { position: absolute; top: 0; left: 0; right: 0; will-change: transform; }
.month-heading, .timeline-row { position: absolute; top: 0; left: 0; right: 0; }
.month-heading { display: flex; align-items: center; gap: var(--portal-space-3); padding-top: 6px; box-sizing: border-box; }
.month-heading h2 {
  min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: var(--portal-font-size-md);
}
.month-count, .select-month { flex: none; white-space: nowrap; }
.select-month { min-height: 32px; }
.month-failed { display: inline-flex; align-items: center; gap: var(--portal-space-2); color: var(--portal-danger); font-size: var(--portal-font-size-sm); }
/* A row's box is its own (placed and sized from the layout): a row added or changed is laid out and painted alone. */
.timeline-row { display: grid; contain: strict; }
.timeline-skeleton { display: grid; gap: var(--portal-space-2); }
.timeline-skeleton-heading { display: flex; align-items: center; }
.timeline-skeleton-heading .skeleton { width: min(40%, 180px); height: 1em; }
.timeline-skeleton-tools { min-height: 44px; }
.timeline-skeleton-tiles { display: grid; }
/*
 * On a page of the sunken tone (the host's) the tiles' and skeletons' own tones would not show: a
 * photo not loaded yet, or whose thumbnail is still on its way, would be a gap in the grid.
 */
.timeline-skeleton .tile, .timeline .tile, .album-grid-skeleton .album-cover, .skeleton.photos-skeleton-line {
  background: var(--portal-border);
}
.skeleton.photos-skeleton-line { height: 1em; animation: tile-pulse 1.6s ease-in-out infinite; }
.tile {
  position: relative; overflow: hidden; background: var(--portal-surface-sunken); border-radius: 2px;
  /* A long press selects ([Note: Selecting with a finger]): no callout, no text selection. */
  -webkit-touch-callout: none; user-select: none;
}
.tile img { display: block; width: 100%; height: 100%; object-fit: cover; }
/*
 * The skeleton's tiles pulse; a grid's placeholders do not: each running animation is a layer of its
 * own, and a screen of them made every frame of a scroll slower to draw ([Note: A few tiles a task]).
 */
.timeline-skeleton .tile-placeholder { animation: tile-pulse 1.6s ease-in-out infinite; }
.tile-failed { display: grid; place-items: center; width: 100%; height: 100%; color: var(--portal-text-muted); }
.tile-button { display: block; padding: 0; border: 0; cursor: pointer; font: inherit; }
.tile-button[aria-pressed="true"], .tile.tile-pressed { box-shadow: inset 0 0 0 4px var(--portal-primary); }
.tile-button[aria-pressed="true"] img { transform: scale(0.9); transition: transform 120ms ease; }
.tile-button:focus-visible { outline-offset: -3px; }
.tile-check {
  position: absolute; top: 6px; left: 6px; display: grid; place-items: center; width: 24px; height: 24px;
  border-radius: 50%; background: var(--portal-primary); color: var(--portal-primary-contrast);
}
.tile-check .icon { width: 16px; height: 16px; }
.select-month { margin-left: auto; }
/* The bar stays at the top of the viewport while the timeline scrolls under it. */
.selection-bar {
  position: sticky; top: var(--portal-space-2); z-index: 2;
  display: flex; flex-wrap: wrap; align-items: center;
  justify-content: space-between; gap: var(--portal-space-3); padding: var(--portal-space-3) var(--portal-space-4);
  border-radius: var(--portal-radius-lg); background: var(--portal-surface-raised); box-shadow: var(--portal-shadow);
  border: 1px solid var(--portal-border);
}
.selection-count { font-weight: 650; flex: 1; }
.selection-actions { display: flex; flex-wrap: wrap; gap: var(--portal-space-2); }
a.tile { display: block; }
a.tile:focus-visible { outline-offset: -3px; }

.preview {
  width: 100vw; height: 100dvh; max-width: none; max-height: none; margin: 0; padding: 0; border: 0;
  background: #0b0d12; color: #fff;
}
.preview::backdrop { background: #0b0d12; }
.preview[open] {
  display: grid; grid-template: auto minmax(0, 1fr) auto / minmax(0, 1fr); overflow: hidden; overscroll-behavior: contain;
}
.preview-bar {
  display: flex; align-items: center; justify-content: space-between; gap: var(--portal-space-3);
  padding: var(--portal-space-2) var(--portal-space-3);
}
.preview-title { display: grid; min-width: 0; }
.preview-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 650; }
.preview-date { font-size: var(--portal-font-size-sm); color: #c8ccd6; }
.preview .icon-button { color: #fff; }
.preview .icon-button:hover { background: rgb(255 255 255 / 0.12); }
.preview .icon-button:disabled { opacity: 0.35; cursor: default; }
/* Placed in its row: a toast stack shown in the preview shares its cell (below). */
.preview-stage {
  position: relative; grid-area: 2 / 1; display: grid; place-items: center; min-height: 0; overflow: hidden;
}
.preview-photo {
  position: absolute; inset: 0; display: grid; grid-template: 100% / 100%; place-items: center; overflow: hidden;
  touch-action: none; user-select: none; cursor: zoom-in;
}
.preview-photo.zoomed { cursor: grab; }
.preview-photo.zoomed.dragging { cursor: grabbing; }
.preview-photo img {
  max-width: 100%; max-height: 100%; object-fit: contain; transition: transform 200ms ease-out;
  -webkit-user-drag: none;
}
.preview-photo.dragging img { transition: none; }
.preview-actions {
  display: flex; justify-content: safe center; gap: var(--portal-space-4); overflow-x: auto;
  padding: var(--portal-space-2) var(--portal-space-3) max(var(--portal-space-2), env(safe-area-inset-bottom));
}
.preview-actions .button { flex: none; white-space: nowrap; }
/* On a phone each action is its icon over a short label, all in one row. */
@media (max-width: 574px) {
  .preview-actions { justify-content: space-around; gap: 0; }
  .preview-actions .button {
    flex-direction: column; gap: 2px; padding-inline: var(--portal-space-2); font-size: var(--portal-font-size-xs);
  }
}
.preview .button-text { color: #fff; }
.preview .button-text:hover:not(:disabled) { background: rgb(255 255 255 / 0.12); }
.preview .button-text:disabled { opacity: 0.35; }
.preview-bar .icon-button:first-of-type { margin-left: auto; }
.preview-previous, .preview-next { position: absolute; top: 50%; transform: translateY(-50%); background: rgb(0 0 0 / 0.35); }
.preview-previous { left: var(--portal-space-3); }
.preview-next { right: var(--portal-space-3); }
/* Toasts render inside the open preview ([Note: Toasts above modals]). At the top of the screen they
   would cover the preview's bar, and on a phone, where the stack is as wide as the screen, its Close
   and zoom buttons until the toast goes; so in the preview they show at the top of the photo's area,
   between the bar and the actions, laid over the stage in its grid cell. */
.preview > .toast-stack {
  position: relative; grid-area: 2 / 1; align-self: start; justify-self: center; z-index: 1;
  top: auto; left: auto; transform: none; margin-top: var(--portal-space-2);
}
.album-grid {
  display: grid; gap: var(--portal-space-4); margin: 0; padding: 0; list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
}
/* An album's photos are the timeline's rows (.timeline); each tile fills its list item's cell. */
.album-photos .tile { aspect-ratio: 1; width: 100%; }
.album-tile {
  display: grid; gap: var(--portal-space-1); width: 100%; padding: 0; border: 0; background: none;
  color: var(--portal-text); text-align: left; text-decoration: none; font: inherit; cursor: pointer;
}
.album-tile:focus-visible { outline-offset: 3px; }
.album-cover {
  display: grid; place-items: center; aspect-ratio: 1; overflow: hidden; border-radius: var(--portal-radius-md);
  background: var(--portal-surface-sunken); color: var(--portal-text-muted);
}
.album-cover img { width: 100%; height: 100%; object-fit: cover; }
.album-cover .icon { width: 40px; height: 40px; }
.new-album .album-cover { border: 2px dashed var(--portal-border); background: var(--portal-surface); color: var(--portal-primary); }
.new-album:hover .album-cover { border-color: var(--portal-primary); }
.album-name { font-weight: 650; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.new-album .album-name { color: var(--portal-primary); }
.album-meta { font-size: var(--portal-font-size-sm); color: var(--portal-text-muted); }
.album-grid-skeleton .album-skeleton-name { width: 70%; }
.album-grid-skeleton .album-skeleton-meta { width: 45%; height: 0.8em; }
.list-end { min-height: 1px; }
.album-choices { display: grid; gap: var(--portal-space-2); margin: 0; padding: 0; list-style: none; }
.album-choice {
  display: flex; align-items: center; gap: var(--portal-space-3); width: 100%; min-height: 56px;
  padding: var(--portal-space-1); border: 1px solid var(--portal-border); border-radius: var(--portal-radius-md);
  background: var(--portal-surface); color: var(--portal-text); text-align: left; font: inherit; cursor: pointer;
}
.album-choice:hover:not(:disabled) { border-color: var(--portal-primary); }
.album-choice:disabled { opacity: 0.6; cursor: default; }
.album-choice .album-cover { width: 48px; flex: none; border-radius: var(--portal-radius-sm, 4px); }
.album-choice .album-cover .icon { width: 24px; height: 24px; }
.album-choice-text { display: grid; min-width: 0; }
.copy-album { display: grid; gap: var(--portal-space-3); }
.new-album-choice { justify-self: start; }
.copy-new-album { display: grid; gap: var(--portal-space-3); }
.copy-new-album .modal-actions { padding: 0; }
.photos-header-actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--portal-space-3); }
.add-photos .icon, .empty-state .button .icon { width: 20px; height: 20px; color: inherit; }
${UPLOAD_STYLES}
${MENU_STYLES}
/* The QR transfer tab (transfer/phone-transfer-page.tsx): the steps beside the code, stacked when narrow. */
.phone-transfer {
  display: grid; gap: var(--portal-space-5); align-items: start;
  grid-template-columns: minmax(0, 1fr);
}
@container photos (min-width: 720px) {
  .phone-transfer { grid-template-columns: minmax(0, 1fr) auto; }
}
.phone-transfer-text { display: grid; gap: var(--portal-space-3); }
.phone-transfer-steps { display: grid; gap: var(--portal-space-2); margin: 0; padding-left: var(--portal-space-5); }
.phone-transfer-code { display: grid; justify-items: center; gap: var(--portal-space-2); min-width: 240px; text-align: center; }
.qr-code { display: block; width: 240px; height: 240px; border-radius: var(--portal-radius-md); background: #fff; }
.phone-transfer-code .muted { font-size: var(--portal-font-size-sm); }
.phone-transfer-address { max-width: 320px; font-size: var(--portal-font-size-sm); text-align: start; }
.phone-transfer-address summary { cursor: pointer; color: var(--portal-primary); }
.phone-transfer-address code { display: block; margin-top: var(--portal-space-1); overflow-wrap: anywhere; }
.phone-transfer-ended { display: grid; justify-items: center; gap: var(--portal-space-3); padding: var(--portal-space-5) 0; }
.phone-transfer-status { display: grid; gap: var(--portal-space-2); justify-items: start; }
.phone-connected { display: inline-flex; align-items: center; gap: var(--portal-space-1); color: var(--portal-success); }
.phone-transfer-received {
  display: grid; gap: var(--portal-space-1); margin: 0; padding: 0; list-style: none; font-size: var(--portal-font-size-sm);
}
.phone-transfer-received li { display: flex; align-items: center; gap: var(--portal-space-2); min-width: 0; }
.phone-connected .icon, .phone-transfer-received .icon { width: 16px; height: 16px; flex: none; color: var(--portal-success); }
.tab .icon { width: 18px; height: 18px; }
.shared-with-you { display: grid; gap: var(--portal-space-3); }
.section-title { font-size: var(--portal-font-size-lg); }
.shared-people { display: grid; gap: var(--portal-space-1); margin: 0; padding: 0; list-style: none; }
.shared-people li { overflow-wrap: anywhere; }
.zip-progress {
  display: flex; align-items: center; gap: var(--portal-space-3); margin-bottom: var(--portal-space-2);
  padding: var(--portal-space-2) var(--portal-space-4); border-radius: var(--portal-radius-md);
  background: var(--portal-surface-raised); border: 1px solid var(--portal-border); font-size: var(--portal-font-size-sm);
}
.zip-progress .spinner { width: 20px; height: 20px; margin: 0; flex: none; }
.zip-progress-text { flex: 1; min-width: 0; }
.export-modal { display: grid; gap: var(--portal-space-3); }
.export-facts { display: grid; gap: var(--portal-space-1); margin: 0; padding-left: var(--portal-space-5); }
.export-chunks { display: grid; gap: var(--portal-space-2); margin: 0; padding: 0; list-style: none; }
.export-chunk {
  display: flex; flex-wrap: wrap; align-items: center; gap: var(--portal-space-3); padding: var(--portal-space-3);
  border: 1px solid var(--portal-border); border-radius: var(--portal-radius-md); background: var(--portal-surface);
}
.export-chunk > .icon { width: 28px; height: 28px; color: var(--portal-primary); }
.export-chunk-text { display: grid; flex: 1 1 200px; min-width: 0; }
.prints-bar {
  position: sticky; bottom: 0; z-index: 2; display: flex; flex-wrap: wrap; align-items: center; justify-content: center;
  gap: var(--portal-space-2) var(--portal-space-4);
  padding: var(--portal-space-3); border-radius: var(--portal-radius-lg); background: var(--portal-surface-raised);
  box-shadow: var(--portal-shadow);
}
.cutoff-notice { display: inline-flex; align-items: center; gap: var(--portal-space-2); margin: 0; font-size: var(--portal-font-size-sm); }
.cutoff-notice .icon { width: 18px; height: 18px; flex: none; color: var(--portal-primary); }
.prints-overlay {
  position: fixed; inset: 0; z-index: 10; display: grid; place-content: center; justify-items: center;
  gap: var(--portal-space-3); background: rgb(255 255 255 / 0.92); color: var(--portal-text); font-weight: 650;
}
.album-actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--portal-space-3); }
.album-actions .button .icon { width: 20px; height: 20px; }
.add-to-album { display: grid; gap: var(--portal-space-3); }
.picker-photos {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(88px, 1fr)); gap: 4px; margin: 0; padding: 0;
  list-style: none; max-height: min(50vh, 440px); overflow-y: auto;
}
.picker-photos .tile { aspect-ratio: 1; width: 100%; }
.activation .spinner { width: 22px; height: 22px; margin: 1px 0 0; flex: none; }
.activation-start { justify-self: start; }
.breadcrumb .button-text { margin-left: calc(-1 * var(--portal-space-2)); }
.album-header { display: grid; gap: var(--portal-space-2); justify-items: start; }
.album-title { display: flex; align-items: center; gap: var(--portal-space-2); min-width: 0; }
.album-title h1 { overflow-wrap: anywhere; }
.delete-album { color: var(--portal-danger); }
.album-header > .delete-album { margin-left: calc(-1 * var(--portal-space-2)); }
@keyframes tile-pulse { 50% { opacity: 0.6; } }
@media (prefers-reduced-motion: reduce) {
  .timeline-skeleton .tile-placeholder, .skeleton.photos-skeleton-line { animation: none; }
  .preview-photo img { transition: none; }
}

/*
 * On a phone the first screen is for photos: the title shares its row with the back link and the
 * header's actions, shown by their icons (their names stay for assistive technology and as the
 * pictures' tooltips); the sort and the month list show their icons, their lists open in full; the
 * tools' actions share that row ([Note: One row of tools]). The selection bar keeps to two short
 * lines: its actions scroll sideways in one row.
 */
@container photos (max-width: 574px) {
  .photos-title { flex-wrap: nowrap; gap: var(--portal-space-1); }
  .photos-title .page-title { flex: 1; min-width: 0; overflow-wrap: anywhere; }
  .back-link { flex: none; min-width: 44px; padding: 0; justify-content: center; }
  /* A narrow window with a mouse has the QR tab too: its phone icon says it, its name stays for assistive technology. */
  .photos-header .button-label, .tab .tab-label {
    position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
  .photos-header-actions { flex: none; flex-wrap: nowrap; gap: var(--portal-space-2); }
  .photos-header-actions > .button { min-width: 44px; padding-inline: var(--portal-space-2); }
  .tab { min-height: 40px; }
  .timeline-tools { flex-wrap: nowrap; gap: var(--portal-space-2); }
  .picker { flex: none; }
  .picker label {
    position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
  .picker select, .month-jump select { width: 44px; min-width: 0; field-sizing: fixed; padding: 0; color: transparent; appearance: none; cursor: pointer; }
  .picker option, .picker optgroup { color: var(--portal-text); }
  .picker-icon {
    display: block; position: absolute; top: 50%; left: 50%; translate: -50% -50%; pointer-events: none;
    color: var(--portal-primary);
  }
  /*
   * The bar sits at the bottom of the screen, in a thumb's reach, over the photos rather than above
   * them: starting to select (a long press) moves no photo from under the finger.
   */
  .selection-bar {
    position: fixed; top: auto; bottom: var(--portal-space-2); left: var(--portal-space-2); right: var(--portal-space-2);
    padding: var(--portal-space-2) var(--portal-space-3); gap: var(--portal-space-1);
  }
  .selection-bar ~ .timeline-area { margin-bottom: 132px; }
  .selection-actions { flex-wrap: nowrap; overflow-x: auto; width: 100%; padding-bottom: 2px; }
  .selection-actions .button { flex: none; }
}

/* Order photo prints is a button beside Select where the row has room for it ([Note: One row of tools]). */
@container photos (max-width: 999px) {
  .wide-only { display: none; }
}
@container photos (min-width: 1000px) {
  .narrow-only { display: none; }
}

@container photos (min-width: 575px) {
  /* The intro's Show more stands beside its text, which keeps to two lines in every language. */
  .faq-banner { padding-block: 6px; }
  .faq-banner .banner-text { display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: start; gap: 0 var(--portal-space-4); }
  .faq-banner .banner-text > p + p { grid-column: 1; }
  .faq-banner .button-text { grid-column: 2; grid-row: 1; min-height: 20px; }
  .selection-count { flex: none; }
  .selection-actions { margin-left: auto; }
  .selection-done { order: 2; }
  .page-title { font-size: var(--portal-font-size-xxl); }
  .month-heading h2 { font-size: var(--portal-font-size-lg); }
  .back-link { display: none; }
}
`;
