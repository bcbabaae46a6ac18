import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting-name.ts';

describe('greetingName', () => {
  it("greets by the customer's first name", () => {
    expect(greetingName('Alex', 'Alexander')).toBe('Alex');
  });

  it('falls back to the signed-in given name while the customer has none or is not loaded', () => {
    expect(greetingName(null, 'Sam')).toBe('Sam');
    expect(greetingName(undefined, 'Sam')).toBe('Sam');
    expect(greetingName('  ', 'Sam')).toBe('Sam');
  });

  it('answers null for a neutral greeting when neither is known', () => {
    expect(greetingName(null, null)).toBeNull();
    expect(greetingName('', ' ')).toBeNull();
  });
});
