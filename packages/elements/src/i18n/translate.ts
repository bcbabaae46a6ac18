import type { LocaleCatalogue } from '@portal/api/schemas/config';

/** The values a string's `{{placeholders}}` are filled with; `count` also picks the plural form. */
export type TranslationValues = Readonly<Record<string, string | number>>;

/** `t(key, values)`: the string for `key`, filled in. */
export type TranslateFunction = (key: string, values?: TranslationValues) => string;

/**
 * [Note: Catalogue format]
 * The catalogues keep the i18next JSON format (v4), so translators' tools and the server's
 * catalogue schema stay as they are:
 * - keys nest by dots: 'orders.productCount' is `{ orders: { productCount } }`
 *   (a flat key holding the dots is read too);
 * - `{{name}}` is replaced by the value of `name`, `{{count, number}}` by the number written the
 *   locale's way ('1,234' in English, '1.234' in German);
 * - with a `count`, the key's plural form is chosen: `key_zero` when count is 0 and it exists, else
 *   `key_<category>` by the locale's plural rules (`_one`, `_other`, ...), else `key`.
 * The runtime only ever needed these three features, so they are written here in a few lines
 * instead of shipping i18next and react-i18next (18 KB compressed) in every page's first load.
 */
export function createTranslate(locale: string, catalogues: readonly LocaleCatalogue[]): TranslateFunction {
  const pluralRules = new Intl.PluralRules(locale);
  const numberFormat = new Intl.NumberFormat(locale);
  const lookup = (key: string): string | undefined => {
    for (const catalogue of catalogues) {
      const text = lookupIn(catalogue, key);
      if (text !== undefined) return text;
    }
    return undefined;
  };
  return (key, values = {}) => {
    const count = values.count;
    let text: string | undefined;
    if (typeof count === 'number') {
      text =
        (count === 0 ? lookup(`${key}_zero`) : undefined) ??
        lookup(`${key}_${pluralRules.select(count)}`) ??
        lookup(`${key}_other`);
    }
    text ??= lookup(key);
    if (text === undefined) return key;
    return text.replace(PLACEHOLDER, (whole, name: string, format: string | undefined) => {
      const value = values[name];
      if (value === undefined) return whole;
      return format === 'number' && typeof value === 'number' ? numberFormat.format(value) : String(value);
    });
  };
}

/** `{{name}}` or `{{name, format}}`. */
const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

function lookupIn(catalogue: LocaleCatalogue, key: string): string | undefined {
  const flat = catalogue[key];
  if (typeof flat === 'string') return flat;
  let node: string | LocaleCatalogue | undefined = catalogue;
  for (const segment of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[segment];
  }
  return typeof node === 'string' ? node : undefined;
}
