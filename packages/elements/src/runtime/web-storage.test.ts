import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, readStored, writeStored } from './web-storage.ts';

/** A window whose storage throws on every use, as one with site data blocked does. */
function blockedWindow(): object {
  const refuse = (): never => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    get localStorage() {
      return refuse();
    },
    get sessionStorage() {
      return refuse();
    },
  };
}

describe('web storage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps, reads and forgets a value in each area on its own', () => {
    vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
    expect(readStored('local', 'portal.key')).toBeNull();
    expect(writeStored('local', 'portal.key', 'kept')).toBe(true);
    expect(readStored('local', 'portal.key')).toBe('kept');
    expect(readStored('session', 'portal.key')).toBeNull();
    expect(writeStored('local', 'portal.key', null)).toBe(true);
    expect(readStored('local', 'portal.key')).toBeNull();
  });

  it('answers undefined and false when site data is blocked, and never throws', () => {
    vi.stubGlobal('window', blockedWindow());
    for (const area of ['local', 'session'] as const) {
      expect(readStored(area, 'portal.key')).toBeUndefined();
      expect(writeStored(area, 'portal.key', 'kept')).toBe(false);
      expect(writeStored(area, 'portal.key', null)).toBe(false);
    }
  });
});
