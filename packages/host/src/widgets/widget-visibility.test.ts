import { describe, expect, it } from 'vitest';
import { supportChatShows } from './widget-visibility.ts';

describe('where the support chat shows (account-portal §2)', () => {
  it('shows on the shell pages while its flag is on', () => {
    expect(supportChatShows({ pathname: '/orders', stripped: false, enabled: true })).toBe(true);
    expect(supportChatShows({ pathname: '/orders', stripped: false, enabled: false })).toBe(false);
  });

  it('stays off on the photo, album and preview routes and in the stripped layout', () => {
    expect(supportChatShows({ pathname: '/my-photos', stripped: false, enabled: true })).toBe(false);
    expect(
      supportChatShows({ pathname: '/my-photos/albums/3/preview/9', stripped: false, enabled: true }),
    ).toBe(false);
    expect(supportChatShows({ pathname: '/my-photos-archive', stripped: false, enabled: true })).toBe(true);
    expect(supportChatShows({ pathname: '/orders', stripped: true, enabled: true })).toBe(false);
  });
});
