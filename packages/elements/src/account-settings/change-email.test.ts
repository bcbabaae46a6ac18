import { describe, expect, it } from 'vitest';
import { checkEmail } from './change-email.tsx';

describe('checkEmail', () => {
  it('asks for an address, a valid one, and another than the current', () => {
    expect(checkEmail('', 'me@example.com')).toBe('required');
    expect(checkEmail('me@', 'me@example.com')).toBe('invalid');
    expect(checkEmail('ME@Example.com', 'me@example.com')).toBe('unchanged');
    expect(checkEmail('new@example.com', 'me@example.com')).toBeNull();
  });
});
