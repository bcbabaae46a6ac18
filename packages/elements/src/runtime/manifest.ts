/**
 * An element's public face, written next to its definition and gathered into the Custom Elements
 * Manifest (`dist/custom-elements.json`, schema 2.0.0) by scripts/custom-elements-manifest.ts. The
 * attributes, events and tokens every element shares are added there once.
 */
export interface ManifestAttribute {
  readonly name: string;
  readonly type: string;
  readonly description: string;
  readonly default?: string;
}

export interface ManifestEvent {
  readonly name: string;
  readonly description: string;
  readonly detail?: string;
}

export interface ManifestPart {
  readonly name: string;
  readonly description: string;
}

export interface ElementManifest {
  readonly summary: string;
  readonly description: string;
  readonly attributes: readonly ManifestAttribute[];
  readonly events: readonly ManifestEvent[];
  readonly parts: readonly ManifestPart[];
}

export const COMMON_MANIFEST_ATTRIBUTES: readonly ManifestAttribute[] = [
  {
    name: 'brand',
    type: "'lumora' | 'printwell' | 'fjordfoto' | 'cliche' | 'fotoklover' | 'posterhaus' | 'snapbook' | 'recuerdo'",
    description: "The brand whose theme the element wears; default: the brand of the page's host name.",
  },
  {
    name: 'locale',
    type: 'string',
    description:
      "The element's language (a site locale such as 'nl-BE'); default: the visitor's choice or the site's.",
  },
  {
    name: 'base-path',
    type: 'string',
    description: "The path the element's own routes live under; links outside it raise portal-navigate.",
  },
  {
    name: 'stripped',
    type: 'boolean',
    description:
      'The stripped in-app layout; also on when the page URL has stripped=true. Carried on every navigation.',
    default: 'false',
  },
];

export const COMMON_MANIFEST_EVENTS: readonly ManifestEvent[] = [
  {
    name: 'portal-navigate',
    description:
      'The element wants to open another portal page. Composed and cancelable: a host that routes itself cancels it; otherwise the page navigates to detail.href.',
    detail: '{ href: string }',
  },
  {
    name: 'portal-error',
    description:
      "An action of the element failed; detail.action ends in _FAILED. Composed, so a page hears it on window. The page-wide reporter receives it too (by default: the console and a 'portal-failure' event on window, which also names failures outside any element).",
    detail: '{ action: string, message: string, correlationId: string | null }',
  },
];

export const COMMON_MANIFEST_PARTS: readonly ManifestPart[] = [
  { name: 'root', description: "The element's content box." },
  { name: 'toasts', description: 'The toast stack (top-centre).' },
  { name: 'toast', description: 'One toast.' },
  { name: 'modal', description: 'A modal dialog.' },
];
