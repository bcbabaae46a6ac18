/**
 * How an attribute's text becomes a property value. A 'path' is a string that becomes an address
 * (a link, a history entry): it counts only as a path on the page's own origin, checked where the
 * element renders, since a page may set the property too ([Note: An attribute that becomes an
 * address] in navigation.ts).
 */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json' | 'path';

/**
 * An element's attributes by property name (camelCase) with their types: the one table both its
 * definition (which parses them) and its doc comment (which documents them, checked against it) agree on.
 */
export type AttributeTable = Readonly<Record<string, AttributeType>>;

/** The attributes every element has. */
export const COMMON_ATTRIBUTES = {
  brand: 'string',
  locale: 'string',
  basePath: 'path',
  stripped: 'boolean',
} as const satisfies AttributeTable;

/** 'basePath' -> 'base-path'. */
export function attributeName(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** An attribute's value as its property: a removed attribute gives undefined, a bare boolean true. */
export function parseAttribute(value: string | null, type: AttributeType): unknown {
  if (value === null) return undefined;
  switch (type) {
    case 'boolean':
      return value !== 'false';
    case 'number': {
      const number = Number.parseFloat(value);
      return Number.isNaN(number) ? undefined : number;
    }
    case 'json':
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return undefined;
      }
    default:
      return value;
  }
}
