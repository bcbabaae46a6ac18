import { describe, expect, it } from 'vitest';
import { authErrorMessage, ThrownMessage, UserMessage } from './errors.ts';

describe('error catalogue', () => {
  it("reports sign-in failures as 'Auth Error: ...'", () => {
    expect(authErrorMessage('login_required')).toBe('Auth Error: login_required');
  });

  it('keeps the spec strings exactly, punctuation included', () => {
    expect(ThrownMessage.exceededMaximumRetries).toBe('Exceeded maximum amount of retries!');
    expect(ThrownMessage.invalidUnitSize).toBe('Invalid unit size!');
    expect(ThrownMessage.unableToParseJson).toBe('Unable to parse JSON');
    expect(UserMessage.b2bStatusBlocked).toBe('Blocked account, please contact customer care.');
    expect(UserMessage.exportFailure).toBe("We've run into a problem exporting your photos...");
  });

  it('holds no message twice', () => {
    const messages = [...Object.values(ThrownMessage), ...Object.values(UserMessage)];
    expect(new Set(messages).size).toBe(messages.length);
  });
});
