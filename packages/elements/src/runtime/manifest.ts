import { type AttributeTable, attributeName, COMMON_ATTRIBUTES } from './attributes.ts';

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

/**
 * Read only by the build (scripts/custom-elements-manifest.ts), never by an element's code, so its
 * descriptions do not ship to the browser.
 */
export interface ElementManifest {
  readonly summary: string;
  readonly description: string;
  readonly attributes: readonly ManifestAttribute[];
  readonly events: readonly ManifestEvent[];
  readonly parts: readonly ManifestPart[];
}

/** What the manifest says of one attribute beyond its name and parsing type. */
export interface AttributeDescription {
  /** The property's TypeScript type as the manifest shows it. */
  readonly type: string;
  readonly description: string;
  readonly default?: string;
}

/**
 * An element's attributes as its manifest entry documents them, from the same table its definition
 * parses them with: a description must be given for every attribute of the table, and for nothing
 * else.
 */
export function describeAttributes<Table extends AttributeTable>(
  table: Table,
  descriptions: { readonly [Name in keyof Table]: AttributeDescription },
): ManifestAttribute[] {
  return Object.keys(table).map((property) => {
    const described = descriptions[property];
    if (described === undefined) throw new Error(`The attribute '${property}' is not described`);
    return { name: attributeName(property), ...described };
  });
}

export const COMMON_MANIFEST_ATTRIBUTES: readonly ManifestAttribute[] = describeAttributes(
  COMMON_ATTRIBUTES,
  {
    brand: {
      type: "'lumora' | 'printwell' | 'fjordfoto' | 'cliche' | 'fotoklover' | 'posterhaus' | 'snapbook' | 'recuerdo'",
      description: "The brand whose theme the element wears; default: the brand of the page's host name.",
    },
    locale: {
      type: 'string',
      description:
        "The element's language (a site locale such as 'nl-BE'); default: the visitor's choice or the site's.",
    },
    basePath: {
      type: 'string',
      description:
        "The path the element's own routes live under: the page must answer every address below it with itself, so reloads and deep links work. Only a path on the page's own origin beginning with one '/' counts; any other value (a scheme, '//host', '/\\host', control characters) is reported as a portal-error READ_ATTRIBUTE_FAILED and the element's default is used.",
    },
    stripped: {
      type: 'boolean',
      description:
        'The stripped in-app layout; also on when the page URL has stripped=true. Carried on every navigation.',
      default: 'false',
    },
  },
);

export const COMMON_MANIFEST_EVENTS: readonly ManifestEvent[] = [
  {
    name: 'portal-navigate',
    description:
      "The element wants to go to detail.href: one of its own routes or another portal page. Composed and cancelable: a page that routes itself (the host portal) cancels it, goes there and then announces 'portal-location' on window, which every element reads the address again on. Left alone, the element adds (or, with detail.replace, replaces) the history entry itself for its own routes, and loads the page for any other address. detail.href is always on the page's own origin: an address elsewhere or of another scheme is neither announced nor loaded, and is reported as NAVIGATE_FAILED.",
    detail: '{ href: string, replace: boolean }',
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
