import { DEFAULT_SITES } from '@portal/api/rules/brand';
import { describe, expect, it } from 'vitest';
import { documentTitle, INDEX, NO_INDEX, robotsContent } from './robots.ts';

describe('the robots meta (account-portal §1)', () => {
  it('lets robots index only the root of a production host', () => {
    expect(robotsContent('www.printwell.co.uk', '/', DEFAULT_SITES)).toBe(INDEX);
    expect(robotsContent('printwell.co.uk', '/orders', DEFAULT_SITES)).toBe(NO_INDEX);
  });

  it('keeps test, acceptance, local and unknown hosts out', () => {
    expect(robotsContent('t.printwell.co.uk', '/', DEFAULT_SITES)).toBe(NO_INDEX);
    expect(robotsContent('a.lumora.nl', '/', DEFAULT_SITES)).toBe(NO_INDEX);
    expect(robotsContent('printwell.co.uk.localhost', '/', DEFAULT_SITES)).toBe(NO_INDEX);
    expect(robotsContent('example.com', '/', DEFAULT_SITES)).toBe(NO_INDEX);
  });
});

describe('the document title', () => {
  it("is the page's title and the site's name, or the name alone", () => {
    expect(documentTitle('Orders', 'Printwell')).toBe('Orders | Printwell');
    expect(documentTitle(null, 'Printwell')).toBe('Printwell');
  });
});
