import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { pageRequestOf } from './page-site.ts';
import { failedPage, type RenderedPage, type SigningOutForm, signingOutPage, type ViewFor } from './pages.ts';
import { ISSUER_PATH } from './protocol.ts';

/*
 * [Note: One click signs out]
 * The portal signs out with a form POST to the provider's end-session endpoint (RP-Initiated
 * Logout 1.0 §2), the ID token as `id_token_hint` in the body: never in an address, where history,
 * proxies and logs would keep it. oidc-provider asks "Do you want to sign out?" whenever it holds
 * a session, so that another site cannot sign a customer out behind their back. A request carrying
 * an ID token of this very sign-in cannot come from another site (only the portal's pages hold
 * it), so `logoutSource` answers one whose hint names the session's account and its sign-in (`sub`
 * and `auth_time`, which every ID token of the portal carries: `require_auth_time`) with a page
 * that posts the library's own confirmation on at once. Every other request, with no hint, another
 * account's or one of an earlier sign-in, gets the question; a hint the provider did not sign is
 * refused by the library before that.
 *
 * The provider's session cookie is `SameSite=Lax`, so a POST from a page on another site (every
 * brand host) arrives without it, and the library takes it for a request without a session: it
 * confirms a new, empty session in the cookie's place without asking, so any site could make the
 * browser drop its sign-in, and the real session would not be ended but only forgotten. Such a POST
 * is therefore answered first with a page on the provider's origin that posts the same fields to
 * the same address again, now same-origin and so with the cookie: the portal's sign-out then ends
 * the real session, and another site's request reaches the question. Browsers name a request's
 * origin in `Sec-Fetch-Site`; for one that does not, the relay's address carries RELAYED_PARAMETER,
 * so it is relayed once only.
 *
 * Both pages post on with one inline script, allowed by its hash alone (pages.ts), as the
 * library's own form posts do.
 */

/** oidc-provider's end-session route, under the issuer. */
export const END_SESSION_PATH = `${ISSUER_PATH}/session/end`;

const RELAYED_PARAMETER = 'relayed';

/** What the end-session endpoint reads; the relay posts these on and nothing else. */
const END_SESSION_PARAMETERS: ReadonlySet<string> = new Set([
  'id_token_hint',
  'post_logout_redirect_uri',
  'state',
  'ui_locales',
  'client_id',
  'logout_hint',
]);

/** The library's own limit on a form's body. */
const MAX_FORM_BYTES = 56 * 1024;

/**
 * The confirmation to post on at once when the request's `id_token_hint` is of the session's own
 * sign-in; null when the customer must be asked. Called from `logoutSource`, which the library
 * calls only once the hint (if any) has been verified as one it signed for the client.
 */
export function signOutAtOnce(ctx: KoaContextWithOIDC): SigningOutForm | null {
  const hint = ctx.oidc.entities.IdTokenHint?.payload;
  const session = ctx.oidc.session;
  const secret = session?.state?.secret;
  if (hint === undefined || session?.accountId === undefined || secret === undefined) return null;
  const authTime = session.authTime();
  if (hint.sub !== session.accountId || authTime === undefined || hint.auth_time !== authTime) return null;
  return {
    action: ctx.oidc.urlFor('end_session_confirm'),
    fields: [
      ['xsrf', secret],
      ['logout', 'yes'],
    ],
  };
}

export interface SignOutFormOptions {
  readonly viewFor: ViewFor;
  /** The name of the provider's session cookie. */
  readonly sessionCookie: string;
  /** Hands the request, its body unread, to the provider. */
  readonly toProvider: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/**
 * Takes the sign-out form posted to the end-session endpoint (see [Note: One click signs out]):
 * relays it once when it came from another site, else hands it to the provider as the GET request
 * the library answers (see [Note: The provider takes the sign-out form as its GET]).
 */
export function registerSignOutForm(
  scope: FastifyInstance,
  { viewFor, sessionCookie, toProvider }: SignOutFormOptions,
): void {
  scope.post(END_SESSION_PATH, async (request, reply) => {
    const form = await readForm(request);
    const fields = [...(form ?? [])].filter(([name]) => END_SESSION_PARAMETERS.has(name));
    const view = viewFor(pageRequestOf(Object.fromEntries(fields)));
    if (form === null) {
      return sendPage(
        reply.code(400),
        failedPage(view, { error: 'invalid_request', description: 'not a form of at most 56 KiB' }),
      );
    }
    if (needsRelay(request, sessionCookie)) {
      return sendPage(
        reply,
        signingOutPage(view, { action: `${END_SESSION_PATH}?${RELAYED_PARAMETER}`, fields }),
      );
    }
    // [Note: The provider takes the sign-out form as its GET]
    // oidc-provider answers a POST to its end-session endpoint only with `enableHttpPostMethods`,
    // which it allows only with `SameSite=None` session cookies: sent with every other site's
    // POST, and kept by browsers only over https. So the library is handed the same request as its
    // GET, inside this process: the address with the ID token exists only here, for the length of
    // the call, and is never sent, shown or logged.
    const { raw } = request;
    const address = raw.url;
    raw.method = 'GET';
    raw.url = `${END_SESSION_PATH}?${new URLSearchParams(fields)}`;
    try {
      await toProvider(request, reply);
    } finally {
      Object.assign(raw, { method: 'POST', url: address, originalUrl: address });
    }
  });
}

function needsRelay(request: FastifyRequest, sessionCookie: string): boolean {
  if (hasCookie(request.headers.cookie, sessionCookie)) return false;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin';
  return !new URL(request.url, 'http://relay').searchParams.has(RELAYED_PARAMETER);
}

function hasCookie(header: string | undefined, name: string): boolean {
  return (header ?? '').split(';').some((pair) => pair.trim().startsWith(`${name}=`));
}

/** The form in the request's body; null when it is none, or larger than the library would read. */
async function readForm(request: FastifyRequest): Promise<URLSearchParams | null> {
  if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  // Left unread past the limit, not destroyed: the refusal still has to be sent on its socket.
  for await (const chunk of request.raw.iterator({ destroyOnReturn: false })) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(bytes);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendPage(reply: FastifyReply, { html, headers }: RenderedPage): FastifyReply {
  return reply.headers(headers).type('text/html; charset=utf-8').send(html);
}
