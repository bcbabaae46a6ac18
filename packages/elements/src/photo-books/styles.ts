/**
 * The online photo books' own sheet, after BASE_CSS. One column: the list's book cards, a book's
 * facts and its widget card. Layout follows the element's own width (container queries): on a phone
 * a book's cover sits above its facts and the widget's cover above its text; from 575 px they sit
 * side by side. Colours, spacing and type are tokens only.
 */
export const PHOTO_BOOKS_STYLES = /* css */ `
.photo-books {
  container: books / inline-size;
  display: grid; gap: var(--portal-space-4); align-content: start; grid-template-columns: minmax(0, 1fr);
}
.page-title { font-size: var(--portal-font-size-xl); overflow-wrap: anywhere; }
.muted { color: var(--portal-text-muted); }
.back-link { justify-self: start; margin-left: calc(-1 * var(--portal-space-2)); }
.books-card { padding: var(--portal-space-4); }
.empty-state-title { color: var(--portal-text); font-weight: 650; font-size: var(--portal-font-size-lg); }
.card-title { display: flex; align-items: center; gap: var(--portal-space-2); font-size: var(--portal-font-size-lg); overflow-wrap: anywhere; }
.card-title .icon { color: var(--portal-primary); }
.card-links { display: flex; flex-wrap: wrap; align-items: center; gap: var(--portal-space-2) var(--portal-space-3); }
.inline-retry { display: flex; flex-wrap: wrap; align-items: center; gap: var(--portal-space-2) var(--portal-space-3); }

.skeleton-small { font-size: var(--portal-font-size-sm); width: 60%; }
.skeleton-title { display: inline-block; width: min(320px, 70%); height: 1lh; padding-block: 0.2lh; background-clip: content-box; vertical-align: top; }
.skeleton-chip { display: block; width: 120px; height: 22px; border-radius: var(--portal-radius-lg); }

.book-cards { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--portal-space-3); grid-template-columns: minmax(0, 1fr); }
.book-card { padding: 0; }
.book-link {
  display: grid; grid-template-columns: 64px minmax(0, 1fr) auto; align-items: center; gap: var(--portal-space-3);
  padding: var(--portal-space-3) var(--portal-space-4); color: var(--portal-text); text-decoration: none;
  border-radius: inherit; min-height: 88px;
}
.book-link:hover { background: var(--portal-surface-sunken); }
.book-link > .icon { color: var(--portal-text-muted); }
.book-cover {
  display: grid; place-items: center; width: 64px; aspect-ratio: 4 / 3; border-radius: var(--portal-radius-md);
  background: var(--portal-accent); color: var(--portal-primary);
}
.book-cover .icon { width: 28px; height: 28px; }
.book-main { display: grid; gap: var(--portal-space-1); min-width: 0; }
.book-title { font-weight: 650; font-size: var(--portal-font-size-md); overflow-wrap: anywhere; }
.book-meta {
  display: flex; flex-wrap: wrap; gap: 0 var(--portal-space-3); color: var(--portal-text-muted); font-size: var(--portal-font-size-sm);
}
.widget-state { display: inline-flex; align-items: center; gap: var(--portal-space-1); font-size: var(--portal-font-size-sm); font-weight: 600; }
.widget-state .icon { width: 16px; height: 16px; }
.widget-state-published { color: var(--portal-success); }
.widget-state-notPublished { color: var(--portal-text-muted); }
.widget-state-blocked { color: var(--portal-danger); }
.states-failure { display: flex; flex-wrap: wrap; align-items: center; gap: var(--portal-space-2); }
.book-skeleton { display: grid; grid-template-columns: 64px minmax(0, 1fr); gap: var(--portal-space-3); align-items: center; }
.show-more { display: flex; justify-content: center; }
.show-more [aria-disabled="true"] { cursor: progress; opacity: 0.75; }

.book-details { display: grid; gap: var(--portal-space-4); padding: var(--portal-space-4); grid-template-columns: minmax(0, 1fr); }
.book-cover-large { width: 100%; max-width: 160px; }
.book-cover-large .icon { width: 48px; height: 48px; }
.book-facts { display: grid; gap: var(--portal-space-3); min-width: 0; align-content: start; }
.facts { display: flex; flex-wrap: wrap; gap: var(--portal-space-2) var(--portal-space-6); margin: 0; }
.facts div { display: grid; gap: 2px; }
.facts dt { color: var(--portal-text-muted); font-size: var(--portal-font-size-sm); }
.facts dd { margin: 0; font-weight: 600; }
.shop { display: grid; gap: var(--portal-space-2); justify-items: start; }
.cutoff-notice { display: inline-flex; align-items: center; gap: var(--portal-space-2); margin: 0; font-size: var(--portal-font-size-sm); }
.cutoff-notice .icon { width: 18px; height: 18px; flex: none; color: var(--portal-primary); }

.widget-card { display: grid; gap: var(--portal-space-4); padding: var(--portal-space-4); }
.widget-summary { display: grid; gap: var(--portal-space-3); grid-template-columns: minmax(0, 1fr); }
.widget-thumbnail {
  display: grid; place-items: center; width: 100%; max-width: 160px; aspect-ratio: 4 / 3; overflow: hidden;
  border-radius: var(--portal-radius-md); background: var(--portal-accent); color: var(--portal-primary);
}
.widget-thumbnail img { width: 100%; height: 100%; object-fit: cover; display: block; }
.widget-thumbnail .icon { width: 36px; height: 36px; }
.widget-text { display: grid; gap: var(--portal-space-2); min-width: 0; align-content: start; }
.widget-title { font-weight: 650; font-size: var(--portal-font-size-md); overflow-wrap: anywhere; }
.category-chips { display: flex; flex-wrap: wrap; gap: var(--portal-space-1); margin: 0; padding: 0; list-style: none; }
.category-chips li {
  padding: 0 var(--portal-space-2); border-radius: var(--portal-radius-lg); background: var(--portal-accent);
  color: var(--portal-primary); font-size: var(--portal-font-size-sm); font-weight: 600; line-height: 26px;
}
.widget-link { justify-self: start; color: var(--portal-primary); font-weight: 600; }
.delete-widget { color: var(--portal-danger); min-height: 44px; }
.widget-blocked { display: flex; align-items: flex-start; gap: var(--portal-space-2); }
.widget-blocked .icon { color: var(--portal-danger); margin-top: 1px; }

.widget-form, .share-form { display: grid; gap: var(--portal-space-4); max-width: 560px; }
.widget-form > fieldset { display: grid; gap: var(--portal-space-4); margin: 0; padding: 0; border: 0; min-width: 0; }
.widget-form legend { font-weight: 650; margin-bottom: var(--portal-space-2); }
.category-choices { margin: 0; padding: 0; border: 0; min-width: 0; display: grid; gap: var(--portal-space-2); }
.category-choices legend { font-weight: 600; font-size: var(--portal-font-size-sm); margin-bottom: var(--portal-space-1); }
.category-grid { display: grid; gap: var(--portal-space-1) var(--portal-space-3); grid-template-columns: repeat(auto-fill, minmax(132px, 1fr)); }
.category-choice { display: flex; align-items: center; gap: var(--portal-space-2); min-height: 44px; }
.category-choice input { width: 20px; height: 20px; accent-color: var(--portal-primary); }
.field textarea {
  font: inherit; color: var(--portal-text); background: var(--portal-surface); padding: var(--portal-space-2) var(--portal-space-3);
  border: 1px solid var(--portal-text-muted); border-radius: var(--portal-radius-md); resize: vertical; min-height: 96px;
}
.field-hint { color: var(--portal-text-muted); font-size: var(--portal-font-size-sm); }
.field-over { color: var(--portal-danger); }
.form-actions [aria-disabled="true"] { cursor: progress; opacity: 0.75; }

@container books (min-width: 575px) {
  .page-title { font-size: var(--portal-font-size-xxl); }
  .book-link { grid-template-columns: 96px minmax(0, 1fr) auto; }
  .book-link .book-cover, .book-skeleton .book-cover { width: 96px; }
  .book-skeleton { grid-template-columns: 96px minmax(0, 1fr); }
  .book-cover-large { max-width: none; }
  .book-details { grid-template-columns: 200px minmax(0, 1fr); }
  .widget-summary { grid-template-columns: 160px minmax(0, 1fr); }
}
`;
