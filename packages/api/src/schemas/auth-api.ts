import * as z from 'zod/mini';
import { email, id } from './common.ts';

/** Auth API (`services.authApi`), account-portal §3 and §7: account deletion and email change. */

/** The identity-provider type an issuer that names none stands for: its own password sign-in. */
export const LOCAL_IDENTITY_PROVIDER = 'local';

/*
 * [Note: Identity from the identity token]
 * The Auth API addresses an identity as /v2/identities/{idpType}/{idpSub}. The portal reads both from
 * the identity token: `idp` is the identity-provider type (IdentityServer-style issuers send it, 'local'
 * for a password account) and `sub` its subject. An issuer that sends no `idp` only has local accounts,
 * hence the default. `amr` (how the customer signed in, RFC 8176) is an array by the standard; a single
 * string is accepted as a one-item array because some issuers send one.
 */
export const IdentityClaims = z.object({
  sub: id,
  email,
  amr: z._default(
    z.pipe(
      z.union([z.string(), z.array(z.string())]),
      z.transform((methods) => (typeof methods === 'string' ? [methods] : methods)),
    ),
    [],
  ),
  idp: z._default(id, LOCAL_IDENTITY_PROVIDER),
});
export type IdentityClaims = z.infer<typeof IdentityClaims>;

/** Which identity an Auth API call acts on. */
export const Identity = z.object({ idpType: id, idpSub: id });
export type Identity = z.infer<typeof Identity>;

/** The identity the claims name (see [Note: Identity from the identity token]). */
export function identityOf(claims: IdentityClaims): Identity {
  return { idpType: claims.idp, idpSub: claims.sub };
}

/** Body of POST .../deleteaccount: the merchandise channel, so the confirmation mail has the brand's look. */
export const DeleteAccountBody = z.object({ channel: id });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/** Body of POST .../emailchanges: the new address and the channel whose brand sends the mail. */
export const EmailChangeBody = z.object({ email, channel: id });
export type EmailChangeBody = z.infer<typeof EmailChangeBody>;

/** Why an email change was refused: 409 the address is in use, 429 too many requests. */
export const EmailChangeFailureReason = z.enum(['emailInUse', 'tooManyRequests']);
export type EmailChangeFailureReason = z.infer<typeof EmailChangeFailureReason>;

/** What requesting an email change gives the page: done, or refused for a reason it can show. */
export const EmailChangeResult = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), reason: EmailChangeFailureReason }),
]);
export type EmailChangeResult = z.infer<typeof EmailChangeResult>;
