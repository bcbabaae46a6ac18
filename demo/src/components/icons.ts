import { html, type SVGTemplateResult, svg, type TemplateResult } from 'lit-html';

/** Line icons, 24 × 24, stroked in the current text colour; always decorative. */
const PATHS = {
  menu: svg`<path d="M4 7h16M4 12h16M4 17h16" />`,
  close: svg`<path d="M6 6l12 12M18 6L6 18" />`,
  user: svg`<circle cx="12" cy="8" r="4" /><path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" />`,
  truck: svg`<path d="M3 6h11v10H3zM14 10h4l3 3v3h-7z" /><circle cx="7" cy="18" r="2" /><circle cx="17" cy="18" r="2" />`,
  cloud: svg`<path d="M7 18a4 4 0 0 1-.6-8 6 6 0 0 1 11.5 1.5A3.5 3.5 0 0 1 17.5 18z" /><path d="M12 15v-4m-2 2l2-2 2 2" />`,
  refresh: svg`<path d="M20 11a8 8 0 0 0-14.5-4.5L4 8M4 13a8 8 0 0 0 14.5 4.5L20 16" /><path d="M4 4v4h4M20 20v-4h-4" />`,
  globe: svg`<circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />`,
  mail: svg`<rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3 7l9 6 9-6" />`,
  arrow: svg`<path d="M5 12h14M13 6l6 6-6 6" />`,
  check: svg`<path d="M5 12.5l4.5 4.5L19 7.5" />`,
} satisfies Record<string, SVGTemplateResult>;

export type IconName = keyof typeof PATHS;

export function icon(name: IconName, size = 20): TemplateResult {
  return html`<svg
    class="icon"
    width=${size}
    height=${size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    stroke-width="1.8"
    stroke-linecap="round"
    stroke-linejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    ${PATHS[name]}
  </svg>`;
}
