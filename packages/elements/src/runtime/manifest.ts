import { BRAND_THEMES } from '../themes/tokens.ts';
import { type AttributeTable, type AttributeType, attributeName, COMMON_ATTRIBUTES } from './attributes.ts';

/**
 * [Note: An element is documented where it is defined]
 * An element's public face is the doc comment right above its `defineElement(` call, in the JSDoc
 * tags Shoelace writes: `@summary`, `@attr` (or `@attribute`) `{type} [name=default] - text`,
 * `@prop`, `@csspart`, `@cssproperty`, `@event {{ detail }} name - text` and `@slot`; the text
 * before the tags is the description. The build reads those comments
 * (scripts/custom-elements-manifest.ts) and writes `dist/custom-elements.json` from them, so no
 * second copy of the face exists to drift: a comment that disagrees with its definition fails the
 * build and the manifest test (`elementProblems` below says how they must agree).
 * - Every attribute is also a property of its camelCase name (r2wc makes one per attribute): the
 *   manifest writes both from the `@attr` line; `@prop` is for a property without an attribute.
 * - `@cssproperty --portal-*` stands for every design token of themes/tokens.ts, each written out
 *   in the manifest: the list lives once, in the tokens, not ten times in comments.
 * Nothing here ships to the browser: only the build and the tests import this module.
 */
export interface ManifestAttribute {
  /** The attribute's name, kebab-case. */
  readonly name: string;
  /** The property's TypeScript type as the manifest shows it. */
  readonly type: string;
  readonly description: string;
  readonly default?: string;
}

export interface ManifestProperty {
  readonly name: string;
  readonly type: string;
  readonly description: string;
  readonly default?: string;
}

export interface ManifestEvent {
  readonly name: string;
  readonly description: string;
  /** The type of `event.detail`, if it has one. */
  readonly detail?: string;
}

export interface ManifestPart {
  readonly name: string;
  readonly description: string;
}

export interface ManifestCssProperty {
  readonly name: string;
  readonly description: string;
  readonly default?: string;
}

export interface ManifestSlot {
  /** '' for the default slot. */
  readonly name: string;
  readonly description: string;
}

/** One element's face as its doc comment writes it. */
export interface ElementManifest {
  readonly summary: string;
  readonly description: string;
  readonly attributes: readonly ManifestAttribute[];
  readonly properties: readonly ManifestProperty[];
  readonly events: readonly ManifestEvent[];
  readonly parts: readonly ManifestPart[];
  readonly cssProperties: readonly ManifestCssProperty[];
  readonly slots: readonly ManifestSlot[];
}

/** What `defineElement` is given that the comment must agree with. */
export interface ElementDefinitionFacts {
  readonly tag: string;
  /** The element's own attributes beyond the common ones, as passed to `defineElement`. */
  readonly attributes: AttributeTable;
  readonly defaultBasePath: string;
}

/**
 * The types every element documents its common attributes with: `brand` names every brand (each has
 * a theme). The contract's BRAND_IDS would say the same, but the build's config, which reads this
 * module, loads no TypeScript from another package.
 */
export const COMMON_ATTRIBUTE_TYPES: { readonly [Name in keyof typeof COMMON_ATTRIBUTES]: string } = {
  brand: Object.keys(BRAND_THEMES)
    .map((brand) => `'${brand}'`)
    .join(' | '),
  locale: 'string',
  basePath: 'string',
  stripped: 'boolean',
};

/** The events every element raises (runtime/context.tsx). */
export const COMMON_EVENTS: readonly string[] = ['portal-navigate', 'portal-error'];

/** The parts `defineElement` renders in every element: its root, the toasts, the cookies page. */
export const RUNTIME_PARTS: readonly string[] = ['root', 'toasts', 'toast', 'enable-cookies'];

/** The prefix of every event an element raises (STYLE.md: `portal-` events). */
const EVENT_PREFIX = 'portal-';

const STRING_LITERAL = `'[^']*'|"[^"]*"`;
const NUMBER_LITERAL = String.raw`-?\d+(?:\.\d+)?`;
const PRIMITIVES = ['string', 'number', 'boolean'];

/** The documented type of an attribute parsed as `type`, as its property holds it. */
export function documentedTypeAgrees(type: AttributeType, documented: string): boolean {
  const text = documented.trim();
  switch (type) {
    case 'boolean':
      return text === 'boolean';
    case 'path':
      return text === 'string';
    case 'string':
      return text === 'string' || isUnionOf(text, STRING_LITERAL);
    case 'number':
      return text === 'number' || isUnionOf(text, NUMBER_LITERAL);
    case 'json':
      // Any value JSON can hold but a lone primitive: those have their own attribute types.
      return (
        text !== '' && !PRIMITIVES.includes(text) && !isUnionOf(text, `${STRING_LITERAL}|${NUMBER_LITERAL}`)
      );
  }
}

function isUnionOf(text: string, member: string): boolean {
  return new RegExp(String.raw`^(?:${member})(?:\s*\|\s*(?:${member}))*$`).test(text);
}

/**
 * Where an element's comment disagrees with its definition or with what every element has: each
 * attribute of the common table and of its own table documented, with the parsing type's
 * TypeScript type, and nothing else; `base-path` defaulting to the definition's
 * `defaultBasePath`; the common events and runtime parts documented; events `portal-` prefixed;
 * no name documented twice. An empty list means they agree.
 */
export function elementProblems(manifest: ElementManifest, definition: ElementDefinitionFacts): string[] {
  const problems: string[] = [];
  const where = `<${definition.tag}>`;
  if (manifest.summary === '') problems.push(`${where}: no @summary`);

  const table: Record<string, AttributeType> = { ...COMMON_ATTRIBUTES, ...definition.attributes };
  const documented = new Map(manifest.attributes.map((attribute) => [attribute.name, attribute]));
  for (const [property, type] of Object.entries(table)) {
    const name = attributeName(property);
    const attribute = documented.get(name);
    if (attribute === undefined) {
      problems.push(`${where}: the attribute '${name}' (${type}) is not documented with @attr`);
      continue;
    }
    if (!documentedTypeAgrees(type, attribute.type)) {
      problems.push(
        `${where}: the attribute '${name}' is parsed as ${type} but documented as {${attribute.type}}`,
      );
    }
  }
  const tableNames = new Set(Object.keys(table).map(attributeName));
  for (const attribute of manifest.attributes) {
    if (!tableNames.has(attribute.name)) {
      problems.push(
        `${where}: the attribute '${attribute.name}' is documented but not in the attributes table`,
      );
    }
  }
  for (const [property, type] of Object.entries(COMMON_ATTRIBUTE_TYPES)) {
    const attribute = documented.get(attributeName(property));
    if (attribute !== undefined && attribute.type !== type) {
      problems.push(`${where}: the attribute '${attributeName(property)}' must be documented as {${type}}`);
    }
  }
  const basePath = documented.get('base-path');
  if (basePath !== undefined && basePath.default !== definition.defaultBasePath) {
    problems.push(
      `${where}: base-path is documented with the default ${basePath.default ?? '(none)'} but defaults to ${definition.defaultBasePath}`,
    );
  }
  const stripped = documented.get('stripped');
  if (stripped !== undefined && stripped.default !== 'false') {
    problems.push(`${where}: stripped must be documented with the default false`);
  }

  const attributeProperties = new Set(Object.keys(table));
  for (const property of manifest.properties) {
    if (attributeProperties.has(property.name)) {
      problems.push(
        `${where}: the property '${property.name}' is its attribute's: document the attribute only`,
      );
    }
  }

  const events = manifest.events.map((event) => event.name);
  for (const event of COMMON_EVENTS) {
    if (!events.includes(event)) problems.push(`${where}: the event '${event}' is not documented`);
  }
  for (const event of events) {
    if (!event.startsWith(EVENT_PREFIX))
      problems.push(`${where}: the event '${event}' is not ${EVENT_PREFIX}prefixed`);
  }
  const parts = manifest.parts.map((part) => part.name);
  for (const part of RUNTIME_PARTS) {
    if (!parts.includes(part)) problems.push(`${where}: the part '${part}' is not documented`);
  }

  const lists: [string, readonly { readonly name: string }[]][] = [
    ['attribute', manifest.attributes],
    ['property', manifest.properties],
    ['event', manifest.events],
    ['part', manifest.parts],
    ['CSS property', manifest.cssProperties],
    ['slot', manifest.slots],
  ];
  for (const [kind, list] of lists) {
    const names = list.map((item) => item.name);
    for (const name of new Set(names.filter((name, index) => names.indexOf(name) !== index))) {
      problems.push(`${where}: the ${kind} '${name}' is documented twice`);
    }
  }
  return problems;
}
