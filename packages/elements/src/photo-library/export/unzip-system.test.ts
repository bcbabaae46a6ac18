import { describe, expect, it } from 'vitest';
import { unzipSystem } from './export-page.tsx';

describe('unzipSystem', () => {
  it('names the system the unzip hint is written for', () => {
    const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
    const linux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
    expect(unzipSystem(windows, 0)).toBe('windows');
    expect(unzipSystem(mac, 0)).toBe('macos');
    // iPadOS says it is a Mac; its touch screen says otherwise.
    expect(unzipSystem(mac, 5)).toBe('ios');
    expect(unzipSystem(iphone, 5)).toBe('ios');
    expect(unzipSystem(android, 5)).toBe('android');
    expect(unzipSystem(linux, 0)).toBe('other');
  });
});
