/**
 * The part of oidc-provider 9 this server uses, typed from the library's source (lib/provider.js,
 * lib/helpers/defaults.js, lib/models/grant.js). The package ships no types; @types/oidc-provider
 * would replace this file.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type JsonObject = { [key: string]: unknown };

  export interface AdapterPayload extends JsonObject {
    grantId?: string;
    userCode?: string;
    uid?: string;
    /** Seconds since the epoch, set once the object was consumed (codes, rotated refresh tokens). */
    consumed?: number;
  }

  /** Storage for one model ('Session', 'Grant', 'RefreshToken', ...). */
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type AdapterFactory = (model: string) => Adapter;

  export interface AccountClaims extends JsonObject {
    sub: string;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<AccountClaims> | AccountClaims;
  }

  export interface Client {
    clientId: string;
    applicationType: 'web' | 'native';
    clientAuthMethod: string;
    redirectUris: string[];
    postLogoutRedirectUris?: string[];
    grantTypeAllowed(type: string): boolean;
  }

  export interface ClientPrototype {
    redirectUriAllowed(this: Client, value: string): boolean;
    postLogoutRedirectUriAllowed(this: Client, value: string): boolean;
  }

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    application_type?: 'web' | 'native';
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris: string[];
    post_logout_redirect_uris?: string[];
    scope?: string;
    /** Every ID token of the client says when the person signed in (`auth_time`). */
    require_auth_time?: boolean;
  }

  /** What a grant source (authorization code, refresh token) carries into a new token. */
  export interface GrantSource {
    accountId?: string;
    amr?: string[];
  }

  export interface IssuedToken {
    accountId?: string;
    clientId?: string;
  }

  export interface OidcContext {
    client?: Client;
    route?: string;
    account?: Account;
    session?: {
      accountId?: string;
      /** What the end-session endpoint keeps for its confirmation: the form's `xsrf` secret. */
      state?: { secret?: string };
      /** When the session's account signed in, in seconds since the epoch. */
      authTime(): number | undefined;
    };
    /** The request's recognised parameters, once read (absent when it failed before that). */
    params?: JsonObject;
    entities: {
      AuthorizationCode?: GrantSource;
      RefreshToken?: GrantSource & { remainingTTL: number };
      RotatedRefreshToken?: { remainingTTL: number };
      /** The end-session request's `id_token_hint`, decoded. */
      IdTokenHint?: { payload: JsonObject };
    };
    /** The absolute URL of one of the provider's routes ('end_session_confirm', ...). */
    urlFor(name: string): string;
  }

  export interface KoaContextWithOIDC {
    oidc: OidcContext;
    /** The parsed query string. */
    query: Record<string, string | string[] | undefined>;
    type: string;
    body: unknown;
    status: number;
    set(field: string, value: string): void;
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export interface ResourceServerInfo {
    scope: string;
    audience: string;
    accessTokenTTL: number;
    accessTokenFormat: 'jwt' | 'opaque';
    jwt?: { sign: { alg: string } };
  }

  /** A lifetime in seconds, or a function of the token; `ctx` is absent outside a request. */
  export type Ttl<T> = number | ((ctx: KoaContextWithOIDC | undefined, token: T, client: Client) => number);

  export interface Configuration {
    adapter: AdapterFactory;
    clients: ClientMetadata[];
    allowOmittingSingleRegisteredRedirectUri: boolean;
    jwks: { keys: JsonObject[] };
    cookies: {
      keys: string[];
      long?: { httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none' };
      short?: { httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none' };
    };
    claims: Record<string, string[] | null>;
    scopes: string[];
    findAccount(ctx: KoaContextWithOIDC, sub: string, token?: unknown): Promise<Account | undefined>;
    extraTokenClaims(ctx: KoaContextWithOIDC, token: IssuedToken): Promise<JsonObject | undefined>;
    issueRefreshToken(ctx: KoaContextWithOIDC, client: Client, source: unknown): Promise<boolean>;
    rotateRefreshToken: boolean;
    clientBasedCORS(ctx: KoaContextWithOIDC, origin: string, client: Client): boolean;
    pkce: { required(ctx: KoaContextWithOIDC, client: Client): boolean };
    interactions: {
      policy: Prompt[];
      url(ctx: KoaContextWithOIDC, interaction: { uid: string }): Promise<string> | string;
    };
    features: {
      devInteractions: { enabled: boolean };
      revocation: {
        enabled: boolean;
        allowedPolicy(ctx: KoaContextWithOIDC, client: Client, token: IssuedToken): Promise<boolean>;
      };
      rpInitiatedLogout: {
        enabled: boolean;
        logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void>;
        postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void>;
      };
      resourceIndicators: {
        enabled: boolean;
        defaultResource(
          ctx: KoaContextWithOIDC,
          client: Client,
          oneOf?: string[],
        ): Promise<string | string[] | undefined>;
        useGrantedResource(ctx: KoaContextWithOIDC, source: unknown): Promise<boolean>;
        getResourceServerInfo(
          ctx: KoaContextWithOIDC,
          resourceIndicator: string,
          client: Client,
        ): Promise<ResourceServerInfo>;
      };
    };
    renderError(ctx: KoaContextWithOIDC, out: ErrorOut, error: Error): Promise<void>;
    ttl: {
      AccessToken: Ttl<unknown>;
      AuthorizationCode: Ttl<unknown>;
      ClientCredentials: Ttl<unknown>;
      DeviceCode: Ttl<unknown>;
      BackchannelAuthenticationRequest: Ttl<unknown>;
      Grant: Ttl<unknown>;
      IdToken: Ttl<unknown>;
      Interaction: Ttl<unknown>;
      RefreshToken: Ttl<unknown>;
      Session: Ttl<unknown>;
    };
  }

  export interface PromptDetails {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
    login_hint?: string;
  }

  export interface Interaction {
    uid: string;
    returnTo: string;
    prompt: { name: string; reasons: string[]; details: PromptDetails };
    params: JsonObject & { client_id?: string; login_hint?: string };
    session?: { accountId?: string; uid?: string };
    grantId?: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; amr?: string[]; acr?: string; remember?: boolean; ts?: number };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
  }

  export class Check {
    constructor(
      reason: string,
      description: string,
      check: (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>,
    );
    static readonly REQUEST_PROMPT: true;
    static readonly NO_NEED_TO_PROMPT: false;
  }

  export interface Prompt {
    name: string;
    checks: { add(check: Check, index?: number): void };
  }

  export type Policy = Prompt[] & { get(name: string): Prompt | undefined };

  export const interactionPolicy: {
    base(): Policy;
    Check: typeof Check;
  };

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
    SessionNotFound: new (description?: string) => Error;
  };

  export class Provider {
    constructor(issuer: string, configuration: Partial<Configuration>);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: typeof Grant;
    readonly Client: { prototype: ClientPrototype };
    /** The name of one of the provider's cookies. */
    cookieName(type: 'session' | 'interaction' | 'resume'): string;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: 'server_error', listener: (ctx: unknown, error: Error) => void): this;
  }

  export default Provider;
}
