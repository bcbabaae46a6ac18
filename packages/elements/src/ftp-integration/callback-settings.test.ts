import { describe, expect, it } from 'vitest';
import { callbackFormOf, checkCallbackForm } from './callback-settings.ts';

describe('the callback settings', () => {
  it('accepts an https or http link, saved without surrounding spaces', () => {
    expect(
      checkCallbackForm({ callbackUrl: ' https://erp.example.com/ftp/status ', callbackFormat: 'XML' }),
    ).toEqual({
      ok: true,
      settings: { callbackUrl: 'https://erp.example.com/ftp/status', callbackFormat: 'XML' },
    });
    expect(
      checkCallbackForm({ callbackUrl: 'http://10.0.0.7:8080/hook?x=1', callbackFormat: 'JSON' }),
    ).toEqual({
      ok: true,
      settings: { callbackUrl: 'http://10.0.0.7:8080/hook?x=1', callbackFormat: 'JSON' },
    });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript://%0Aalert(1)',
    'ftp://ftp.example.com/status',
    'data:text/html,hello',
    'erp.example.com/status',
    'http:erp.example.com',
    'https://',
    'https://exa mple.com',
  ])('refuses %s', (callbackUrl) => {
    expect(checkCallbackForm({ callbackUrl, callbackFormat: 'JSON' })).toEqual({ ok: false });
  });

  it('saves an empty link as none: no callbacks', () => {
    expect(checkCallbackForm({ callbackUrl: '   ', callbackFormat: 'JSON' })).toEqual({
      ok: true,
      settings: { callbackUrl: null, callbackFormat: 'JSON' },
    });
  });

  it('shows the saved settings, and JSON while no format was chosen', () => {
    expect(callbackFormOf({ callbackUrl: 'https://erp.example.com', callbackFormat: 'XML' })).toEqual({
      callbackUrl: 'https://erp.example.com',
      callbackFormat: 'XML',
    });
    expect(callbackFormOf({ callbackUrl: null, callbackFormat: null })).toEqual({
      callbackUrl: '',
      callbackFormat: 'JSON',
    });
  });
});
