/**
 * The User Timing mark an element sets when its area first renders, followed by its tag
 * ('portal-first-render:photo-library'): where a page's first load ends, for the first-load budgets
 * and the benchmarks. Set once per tag and page, as the area's root is committed.
 */
export const FIRST_RENDER_MARK = 'portal-first-render:';
