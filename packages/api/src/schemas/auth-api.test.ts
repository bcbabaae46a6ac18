import { describe, expect, it } from 'vitest';
import {
  DeleteAccountBody,
  EmailChangeBody,
  EmailChangeResult,
  Identity,
  IdentityClaims,
  identityOf,
} from './auth-api.ts';

describe('IdentityClaims', () => {
  it('reads email, sub, the authentication methods and the identity-provider type', () => {
    const claims = IdentityClaims.parse({
      sub: 'user-1',
      email: 'jan@example.com',
      amr: ['external'],
      idp: 'Google',
      iss: 'https://id.example.com',
    });
    expect(claims).toEqual({ sub: 'user-1', email: 'jan@example.com', amr: ['external'], idp: 'Google' });
  });

  it('takes a single authentication method as a one-item list and no idp as a local account', () => {
    expect(IdentityClaims.parse({ sub: 'user-1', email: 'jan@example.com', amr: 'pwd' })).toEqual({
      sub: 'user-1',
      email: 'jan@example.com',
      amr: ['pwd'],
      idp: 'local',
    });
    expect(IdentityClaims.parse({ sub: 'user-1', email: 'jan@example.com' }).amr).toEqual([]);
  });

  it('rejects claims without a subject or with an invalid email', () => {
    expect(IdentityClaims.safeParse({ sub: '', email: 'jan@example.com' }).success).toBe(false);
    expect(IdentityClaims.safeParse({ sub: 'user-1', email: 'jan' }).success).toBe(false);
    expect(IdentityClaims.safeParse({ sub: 'user-1', email: 'jan@example.com', amr: [1] }).success).toBe(
      false,
    );
  });

  it('names the identity the Auth API paths need', () => {
    const claims = IdentityClaims.parse({ sub: 'user-1', email: 'jan@example.com', idp: 'Facebook' });
    expect(identityOf(claims)).toEqual({ idpType: 'Facebook', idpSub: 'user-1' });
    expect(Identity.safeParse({ idpType: '', idpSub: 'user-1' }).success).toBe(false);
  });
});

describe('Auth API bodies and results', () => {
  it('requires a channel to delete an account', () => {
    expect(DeleteAccountBody.parse({ channel: 'albelli-nl' })).toEqual({ channel: 'albelli-nl' });
    expect(DeleteAccountBody.safeParse({}).success).toBe(false);
  });

  it('requires a valid email and a channel to change the email', () => {
    expect(EmailChangeBody.safeParse({ email: 'new@example.com', channel: 'albelli-nl' }).success).toBe(true);
    expect(EmailChangeBody.safeParse({ email: 'new', channel: 'albelli-nl' }).success).toBe(false);
    expect(EmailChangeBody.safeParse({ email: 'new@example.com', channel: '' }).success).toBe(false);
  });

  it('holds a successful email change or a failure with its reason', () => {
    expect(EmailChangeResult.safeParse({ ok: true }).success).toBe(true);
    expect(EmailChangeResult.safeParse({ ok: false, reason: 'emailInUse' }).success).toBe(true);
    expect(EmailChangeResult.safeParse({ ok: false, reason: 'tooManyRequests' }).success).toBe(true);
    expect(EmailChangeResult.safeParse({ ok: false }).success).toBe(false);
    expect(EmailChangeResult.safeParse({ ok: false, reason: 'conflict' }).success).toBe(false);
  });
});
