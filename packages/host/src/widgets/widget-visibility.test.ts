import { describe, expect, it } from 'vitest';
import { widgetShows } from './widget-visibility.ts';

describe('where the support chat and tracking run (account-portal §2)', () => {
  it('run on the shell pages while their flag is on', () => {
    expect(widgetShows({ pathname: '/orders', stripped: false, enabled: true })).toBe(true);
    expect(widgetShows({ pathname: '/orders', stripped: false, enabled: false })).toBe(false);
  });

  it('stay off on the photo, album and preview routes and in the stripped layout', () => {
    expect(widgetShows({ pathname: '/my-photos', stripped: false, enabled: true })).toBe(false);
    expect(widgetShows({ pathname: '/my-photos/albums/3/preview/9', stripped: false, enabled: true })).toBe(
      false,
    );
    expect(widgetShows({ pathname: '/my-photos-archive', stripped: false, enabled: true })).toBe(true);
    expect(widgetShows({ pathname: '/orders', stripped: true, enabled: true })).toBe(false);
  });
});
