/**
 * The saved projects' own sheet, after BASE_CSS. One column of project cards, Delete under each
 * project on a phone and beside it from 575 px of the element's own width (container query).
 * Colours, spacing and type are tokens only.
 */
export const SAVED_PROJECTS_STYLES = /* css */ `
.saved-projects {
  container: projects / inline-size;
  display: grid; gap: var(--portal-space-4); align-content: start; grid-template-columns: minmax(0, 1fr);
}
.page-title { font-size: var(--portal-font-size-xl); overflow-wrap: anywhere; }
.projects-card { padding: var(--portal-space-4); }
.projects-count { color: var(--portal-text-muted); }

.project-cards { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--portal-space-3); grid-template-columns: minmax(0, 1fr); }
/* A page of cards being replaced: the pictures dim, the text keeps its contrast (WCAG 1.4.3). */
.project-cards[aria-busy="true"] { cursor: progress; }
.project-cards[aria-busy="true"] .project-thumbnail { opacity: 0.6; }
.project-card {
  display: grid; grid-template-columns: 96px minmax(0, 1fr); gap: var(--portal-space-2) var(--portal-space-4);
  align-items: center; padding: var(--portal-space-3); height: 100%;
}
.project-thumbnail {
  width: 96px; aspect-ratio: 4 / 3; border-radius: var(--portal-radius-md); overflow: hidden;
  display: grid; place-items: center; background: var(--portal-accent); color: var(--portal-primary);
}
.project-thumbnail img { width: 100%; height: 100%; object-fit: cover; display: block; }
.project-thumbnail .icon { width: 36px; height: 36px; }
.project-text { display: grid; gap: var(--portal-space-1); min-width: 0; }
.project-name { font-size: var(--portal-font-size-md); overflow-wrap: anywhere; }
.project-type { color: var(--portal-text); font-size: var(--portal-font-size-sm); }
.project-dates span { white-space: nowrap; }
.project-dates {
  display: flex; flex-wrap: wrap; column-gap: var(--portal-space-3);
  color: var(--portal-text-muted); font-size: var(--portal-font-size-sm);
}
.project-delete { grid-column: 1 / -1; justify-self: end; min-height: 44px; }

.skeleton-small { font-size: var(--portal-font-size-sm); width: 60%; }

.pager {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: center;
  gap: var(--portal-space-2) var(--portal-space-3); padding-top: var(--portal-space-2);
}
.pager-pages { display: flex; flex-wrap: wrap; gap: var(--portal-space-1); list-style: none; margin: 0; padding: 0; }
.pager-page {
  display: inline-grid; place-items: center; min-width: 44px; height: 44px; padding: 0 var(--portal-space-2);
  border-radius: var(--portal-radius-md); color: var(--portal-primary); font-weight: 600; text-decoration: none;
}
.pager-page:hover { background: var(--portal-accent); }
.pager-current { background: var(--portal-primary); color: var(--portal-primary-contrast); }
.pager-current:hover { background: var(--portal-primary); }
.pager-gap { display: inline-grid; place-items: center; min-width: 24px; height: 44px; color: var(--portal-text-muted); }
.pager-end[aria-disabled="true"] { cursor: default; opacity: 0.5; border-color: var(--portal-border); color: var(--portal-text-muted); }
.pager-end[aria-disabled="true"]:hover { background: var(--portal-surface); }
.pager-position { flex-basis: 100%; text-align: center; color: var(--portal-text-muted); font-size: var(--portal-font-size-sm); }

@container projects (min-width: 575px) {
  .page-title { font-size: var(--portal-font-size-xxl); }
  .project-card { grid-template-columns: 128px minmax(0, 1fr) auto; }
  .project-thumbnail { width: 128px; }
  .project-delete { grid-column: auto; }
}
`;
