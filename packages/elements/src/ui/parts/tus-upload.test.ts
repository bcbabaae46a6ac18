import { describe, expect, it } from 'vitest';
import { failureFor } from './tus-upload.ts';

describe('what an answer of the storage service tells the customer', () => {
  it("names the cap a creation met, from the contract's body", () => {
    const limit = (name: string) => JSON.stringify({ message: 'Too many', limit: name });
    expect(failureFor(429, limit('unfinished-uploads'))).toBe('tooManyUnfinished');
    expect(failureFor(429, limit('pending-bytes'))).toBe('tooMuchPending');
  });

  it('takes a 429 without that body as a failure like any other', () => {
    expect(failureFor(429, 'Too Many Requests')).toBe('failed');
    expect(failureFor(429, JSON.stringify({ message: 'Slow down', limit: 'requests' }))).toBe('failed');
  });

  it('tells an upload that can no longer go on from a refused file and a lost session', () => {
    expect(failureFor(410, 'The transfer code this upload was begun with has ended')).toBe('ended');
    expect(failureFor(413, '')).toBe('tooLarge');
    expect(failureFor(415, '')).toBe('unsupported');
    expect(failureFor(422, '')).toBe('unreadable');
    expect(failureFor(401, '')).toBe('signedOut');
    expect(failureFor(500, '')).toBe('failed');
  });
});
