import {
  confirmAccountDeletion,
  requestAccountDeletion,
  requestEmailChange,
} from '@portal/api/clients/auth-api';
import { getConfig } from '@portal/api/clients/config';
import type { ServiceEndpoint } from '@portal/api/http';
import { type Identity, LOCAL_IDENTITY_PROVIDER } from '@portal/api/schemas/auth-api';
import { runAuthorizationCodeFlow } from '../../../packages/server/src/identity/authorization-code-flow.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { mailedLink, SUBJECTS } from './mail.ts';
import { publicUrl } from './urls.ts';

/**
 * The Auth API as the signed-in portal calls it, for the steps a journey needs before the page that
 * would make them exists (or to put demo data back afterwards): a token from the real sign-in flow,
 * the service's address from config.json, the contract's own client.
 */

export const CHANGE_EMAIL_CONFIRMATION = '/change-email-confirmation';
export const DELETE_ACCOUNT_CONFIRMATION = '/delete-account-confirmation';

export interface SignedInApi {
  readonly identity: Identity;
  readonly authApi: ServiceEndpoint;
}

export async function signInToApi(email: string): Promise<SignedInApi> {
  const origin = publicUrl('').replace(/\/$/, '');
  const { accessToken } = await runAuthorizationCodeFlow({
    baseUrl: origin,
    credentials: { email, password: DEMO_PASSWORD },
  });
  const config = await getConfig({ baseUrl: origin });
  return {
    identity: { idpType: LOCAL_IDENTITY_PROVIDER, idpSub: subjectOf(accessToken) },
    authApi: { baseUrl: new URL(config.services.authApi.baseUrl, origin).href, getToken: () => accessToken },
  };
}

/** Asks for the account's address to become `newEmail`; the link goes to `newEmail` by mail. */
export async function askForEmailChange(api: SignedInApi, newEmail: string, channel: string): Promise<void> {
  const result = await requestEmailChange(api.authApi, api.identity, { email: newEmail, channel });
  if (!result.ok) throw new Error(`The e-mail change to ${newEmail} was refused: ${result.reason}`);
}

/** Asks for the account's deletion; the confirmation link goes to the account's address by mail. */
export async function askForAccountDeletion(api: SignedInApi, channel: string): Promise<void> {
  await requestAccountDeletion(api.authApi, api.identity, channel);
}

/** Deletes the account signed in at `email`, link and all, as if from another device. */
export async function deleteAccountThroughApi(email: string, channel: string): Promise<void> {
  const api = await signInToApi(email);
  await askForAccountDeletion(api, channel);
  const link = await mailedLink(email, SUBJECTS.accountDeletion, DELETE_ACCOUNT_CONFIRMATION);
  await confirmAccountDeletion(api.authApi, api.identity, confirmationTokenOf(link));
}

function confirmationTokenOf(link: URL): string {
  const token = link.searchParams.get('confirmation-token');
  if (!token) throw new Error(`The link ${link.href} carries no confirmation token`);
  return token;
}

function subjectOf(jwt: string): string {
  const payload = jwt.split('.')[1];
  if (!payload) throw new Error('The access token is not a JWT');
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  if (claims === null || typeof claims !== 'object' || !('sub' in claims) || typeof claims.sub !== 'string') {
    throw new Error('The access token names no subject');
  }
  return claims.sub;
}
