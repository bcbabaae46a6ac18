import { describe, expect, it } from 'vitest';
import { type CookieJar, CookieStateStore, sessionCookieDomain } from './cookie-store.ts';

/** A cookie jar that honours Max-Age=0 as deletion and remembers the attributes it was given. */
function memoryJar(): CookieJar & { written: string[] } {
  const values = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    read: () => [...values].map(([name, value]) => `${name}=${value}`).join('; '),
    write(cookie) {
      written.push(cookie);
      const [pair = '', ...attributes] = cookie.split('; ');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      if (attributes.includes('Max-Age=0')) values.delete(name);
      else values.set(name, pair.slice(separator + 1));
    },
  };
}

describe('CookieStateStore', () => {
  it('keeps a value larger than one cookie in chunks and reads it back whole', async () => {
    const jar = memoryJar();
    const store = new CookieStateStore({ domain: 'lumora.nl', secure: true, jar });
    const user = JSON.stringify({ access_token: 'a'.repeat(5000), profile: { name: 'Zoë; "x"' } });
    await store.set('user:https://id/:portal', user);
    expect(await store.get('user:https://id/:portal')).toBe(user);
    expect(jar.written.every((cookie) => cookie.length < 4096)).toBe(true);
    expect(jar.written[0]).toContain('Domain=lumora.nl; SameSite=Lax; Secure');
    expect(await store.getAllKeys()).toEqual(['user_https___id__portal']);
  });

  it('removes every chunk and answers the removed value', async () => {
    const jar = memoryJar();
    const store = new CookieStateStore({ domain: null, secure: false, jar });
    await store.set('user', 'x'.repeat(7000));
    expect(await store.remove('user')).toHaveLength(7000);
    expect(await store.get('user')).toBeNull();
    expect(jar.read()).toBe('');
  });

  it('reads a session with a missing chunk as signed out', async () => {
    const jar = memoryJar();
    const store = new CookieStateStore({ domain: null, secure: false, jar });
    await store.set('user', 'y'.repeat(7000));
    const secondChunk = jar.read().match(/portal\.user\.\w+\.1(?==)/)?.[0];
    expect(secondChunk).toBeDefined();
    jar.write(`${secondChunk}=; Max-Age=0`);
    expect(await store.get('user')).toBeNull();
  });

  it('lets a page reading between any two writes see the old value whole or the new one, never a gap', async () => {
    const jar = memoryJar();
    const store = new CookieStateStore({ domain: null, secure: false, jar });
    const before = 'b'.repeat(7000);
    const after = 'a'.repeat(4000);
    await store.set('user', before);
    const seen: (string | null)[] = [];
    const reader = new CookieStateStore({ domain: null, secure: false, jar });
    const write = jar.write.bind(jar);
    jar.write = (cookie) => {
      write(cookie);
      void reader.get('user').then((value) => seen.push(value));
    };
    await store.set('user', after);
    await Promise.resolve();
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.every((value) => value === before || value === after)).toBe(true);
    expect(seen.at(-1)).toBe(after);
  });

  it('reads a value stored as chunks without a generation, and replaces it', async () => {
    const jar = memoryJar();
    jar.write(`portal.user.0=${encodeURIComponent('{"access_')}; Max-Age=60`);
    jar.write(`portal.user.1=${encodeURIComponent('token":"x"}')}; Max-Age=60`);
    jar.write('portal.user.n=2; Max-Age=60');
    const store = new CookieStateStore({ domain: null, secure: false, jar });
    expect(await store.get('user')).toBe('{"access_token":"x"}');
    await store.set('user', 'new');
    expect(await store.get('user')).toBe('new');
    expect(jar.read().split('; ')).toHaveLength(2);
  });

  it('replaces a longer value with a shorter one without stale chunks', async () => {
    const jar = memoryJar();
    const store = new CookieStateStore({ domain: null, secure: false, jar });
    await store.set('user', 'z'.repeat(9000));
    await store.set('user', 'short');
    expect(await store.get('user')).toBe('short');
    expect(jar.read().split('; ')).toHaveLength(2);
  });
});

describe('sessionCookieDomain', () => {
  it('shares www and the bare host, keeps environments apart and stays host-only locally', () => {
    expect(sessionCookieDomain('www.lumora.nl')).toBe('lumora.nl');
    expect(sessionCookieDomain('lumora.nl')).toBe('lumora.nl');
    expect(sessionCookieDomain('t.lumora.nl')).toBe('t.lumora.nl');
    expect(sessionCookieDomain('printwell.co.uk.localhost')).toBe('printwell.co.uk.localhost');
    expect(sessionCookieDomain('localhost')).toBeNull();
    expect(sessionCookieDomain('127.0.0.1')).toBeNull();
  });
});
