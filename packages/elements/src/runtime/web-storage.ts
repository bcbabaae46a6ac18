/**
 * [Note: Web storage may refuse]
 * A browser that blocks a site's data (a setting, a private window, a CMS page framed by another
 * site) throws on every use of `localStorage` and `sessionStorage`, even on reading the property.
 * What the portal keeps there is a convenience (a chosen sort, a notice already shown, a place in a
 * list), so a refusal never fails a page: these answer `undefined` (read) or `false` (write), and
 * each caller says what its feature does without the storage.
 */
export type WebStorageArea = 'local' | 'session';

function storageOf(area: WebStorageArea): Storage {
  return area === 'local' ? window.localStorage : window.sessionStorage;
}

/** The value kept under `key`: null when none is, undefined when the storage refuses to be read. */
export function readStored(area: WebStorageArea, key: string): string | null | undefined {
  try {
    return storageOf(area).getItem(key);
  } catch {
    return undefined;
  }
}

/** Keeps `value` under `key`, or forgets the key for null; false when the storage refused. */
export function writeStored(area: WebStorageArea, key: string, value: string | null): boolean {
  try {
    if (value === null) storageOf(area).removeItem(key);
    else storageOf(area).setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** A Storage that lives as long as the page, for a browser that refuses local storage. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}
