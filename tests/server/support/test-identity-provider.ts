import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { authorizeInBrowser, type CallbackRequest } from './test-oauth-browser.ts';
import {
  consentHeader,
  createOAuthEndpoints,
  readBody,
  type Consent,
  type EndpointAnswer,
} from './test-oauth-endpoints.ts';
import { API_PUBLIC_ORIGIN, createPopupClients } from './test-popup-clients.ts';

export type { CallbackRequest } from './test-oauth-browser.ts';
export type { Consent } from './test-oauth-endpoints.ts';
export { API_PUBLIC_ORIGIN, WEB_CLIENT_ID } from './test-popup-clients.ts';

/** The client id the local platform identity provider issues id_tokens to. */
export const IDENTITY_CLIENT_ID = 'org.orchestra.concert-library';
/** The app id the local social network knows this server as, and its app token. */
export const SOCIAL_APP_ID = '4242';
const SOCIAL_APP_SECRET = 'test-app-secret';
const SOCIAL_APP_TOKEN = `${SOCIAL_APP_ID}|${SOCIAL_APP_SECRET}`;

/** Claims and signing choices of an id_token the tests ask for. */
export interface IdTokenRequest {
  sub: string;
  /** The instant the token is issued at (the server's fake clock). */
  now: Date;
  email?: string;
  email_verified?: boolean | string;
  nonce?: string;
  aud?: string;
  iss?: string;
  /** Seconds until expiry; 600 unless told. */
  lifetime?: number;
  /** 'rogue' signs with a key that is not in the JWKS (a forged token). */
  signer?: 'trusted' | 'rogue';
}

/** A social network user the local provider knows. */
export interface SocialProfile {
  id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

interface IssuedAccessToken {
  profile: SocialProfile;
  appId: string;
  expiresAt: number;
  valid: boolean;
}

/**
 * A local identity provider on 127.0.0.1 for the server suites: an OpenID Connect issuer with
 * a JWKS endpoint (RS256 key pair from jose) and a social network with a token-inspection and
 * a profile endpoint. Nothing reaches the network.
 */
export interface TestIdentityProvider {
  /** Origin of the provider; also the issuer of its id_tokens. */
  issuer: string;
  /**
   * `AUTH_PROVIDERS` naming this provider as 'apple' (OpenID Connect) and 'facebook' (social),
   * each with a sign-in popup whose callback is at API_PUBLIC_ORIGIN.
   */
  authProviders: string;
  /** The same, with the popups' callbacks registered at another public API origin (a real server's, for a browser). */
  authProvidersFor(apiOrigin: string): string;
  idToken(request: IdTokenRequest): Promise<string>;
  /**
   * Issues a social access token for a profile: to this server's app unless `appId` says
   * otherwise. `valid: false` makes the inspection call it invalid (revoked) while the profile
   * endpoint still answers, so only the inspection can catch it.
   */
  accessToken(
    profile: SocialProfile,
    options: { now: Date; appId?: string; lifetime?: number; valid?: boolean },
  ): string;
  /**
   * Plays the browser's part on the provider's authorization page: loads `authorizeUrl` (where
   * the server sent the popup) with `consent` from the visitor, and answers the request the
   * browser then makes to the callback: a GET with a query, or the POST of Apple's form_post.
   */
  authorize(authorizeUrl: string, consent: Consent | 'deny'): Promise<CallbackRequest>;
  /** The consent a real browser's visit to the authorization page gets (none until told: it answers 400). */
  consentInBrowser(consent: Consent | 'deny' | null): void;
  /** Every token request received so far, oldest first. */
  tokenRequests: readonly URLSearchParams[];
  close(): Promise<void>;
}

function answer(url: URL, jwks: { keys: JWK[] }, tokens: Map<string, IssuedAccessToken>): [number, unknown] {
  if (url.pathname === '/auth/keys') return [200, jwks];
  const token = tokens.get(
    url.searchParams.get(url.pathname === '/debug_token' ? 'input_token' : 'access_token') ?? '',
  );
  if (url.pathname === '/debug_token') {
    if (url.searchParams.get('access_token') !== SOCIAL_APP_TOKEN)
      return [400, { error: { message: 'Invalid app token' } }];
    if (!token) return [200, { data: { is_valid: false, app_id: SOCIAL_APP_ID, user_id: '0', expires_at: 0 } }];
    return [
      200,
      { data: { is_valid: token.valid, app_id: token.appId, user_id: token.profile.id, expires_at: token.expiresAt } },
    ];
  }
  if (url.pathname === '/me')
    return token ? [200, token.profile] : [400, { error: { message: 'Invalid OAuth access token' } }];
  return [404, { error: 'not found' }];
}

/** Starts the local provider on a free loopback port; `now` is its clock for codes and issued tokens. */
export async function startTestIdentityProvider(options: { now?: () => Date } = {}): Promise<TestIdentityProvider> {
  const now = options.now ?? (() => new Date());
  const trusted = await generateKeyPair('RS256');
  const rogue = await generateKeyPair('RS256');
  const kid = 'test-key-1';
  const jwks = { keys: [{ ...(await exportJWK(trusted.publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  const tokens = new Map<string, IssuedAccessToken>();
  const tokenRequests: URLSearchParams[] = [];
  let browserConsent: Consent | 'deny' | null = null;
  let issuer = '';

  const sign = (claims: Record<string, unknown>, request: IdTokenRequest, key: CryptoKey) => {
    const iat = Math.floor(request.now.getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(request.iss ?? issuer)
      .setAudience(request.aud ?? IDENTITY_CLIENT_ID)
      .setSubject(request.sub)
      .setIssuedAt(iat)
      .setExpirationTime(iat + (request.lifetime ?? 600))
      .sign(key);
  };
  const idToken = (request: IdTokenRequest) => {
    const claims = Object.fromEntries(
      Object.entries({ email: request.email, email_verified: request.email_verified, nonce: request.nonce }).filter(
        ([, v]) => v !== undefined,
      ),
    );
    return sign(claims, request, (request.signer === 'rogue' ? rogue : trusted).privateKey);
  };
  const accessToken: TestIdentityProvider['accessToken'] = (profile, options) => {
    const token = randomBytes(24).toString('hex');
    const expiresAt = Math.floor(options.now.getTime() / 1000) + (options.lifetime ?? 3600);
    tokens.set(token, { profile, appId: options.appId ?? SOCIAL_APP_ID, expiresAt, valid: options.valid ?? true });
    return token;
  };

  const popups = await createPopupClients({
    issuer: () => issuer,
    now,
    socialAppId: SOCIAL_APP_ID,
    socialAppSecret: SOCIAL_APP_SECRET,
  });
  const oauth = createOAuthEndpoints({
    clients: popups.clients,
    redirectUris: popups.redirectUris,
    now,
    idToken: (consent, aud, nonce) =>
      idToken({
        sub: consent.sub,
        now: now(),
        aud,
        ...(consent.email === undefined
          ? {}
          : { email: consent.email, email_verified: consent.email_verified ?? true }),
        ...(nonce === null ? {} : { nonce }),
      }),
    accessToken: (consent) =>
      accessToken(
        {
          id: consent.sub,
          ...(consent.email === undefined ? {} : { email: consent.email }),
          ...(consent.first_name === undefined ? {} : { first_name: consent.first_name }),
          ...(consent.last_name === undefined ? {} : { last_name: consent.last_name }),
        },
        { now: now() },
      ),
  });

  const route = async (request: IncomingMessage): Promise<EndpointAnswer> => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/auth/authorize')
      return oauth.authorize(url.searchParams, consentHeader(request) ?? browserConsent);
    if (url.pathname === '/auth/token' && request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request));
      tokenRequests.push(form);
      return oauth.token(form);
    }
    const [status, body] = answer(url, jwks, tokens);
    return [status, { 'content-type': 'application/json' }, JSON.stringify(body)];
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    route(request).then(
      ([status, headers, body]) => response.writeHead(status, headers).end(body),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const authProvidersFor = (apiOrigin: string): string => {
    const popup = popups.popupsFor(apiOrigin);
    return JSON.stringify([
      {
        id: 'apple',
        kind: 'oidc',
        issuer,
        jwksUrl: `${issuer}/auth/keys`,
        clientIds: [IDENTITY_CLIENT_ID, popup.apple['clientId']],
        popup: popup.apple,
      },
      {
        id: 'facebook',
        kind: 'social',
        tokenInfoUrl: `${issuer}/debug_token`,
        userinfoUrl: `${issuer}/me`,
        appId: SOCIAL_APP_ID,
        appToken: SOCIAL_APP_TOKEN,
        popup: popup.facebook,
      },
    ]);
  };

  return {
    issuer,
    authProviders: authProvidersFor(API_PUBLIC_ORIGIN),
    authProvidersFor,
    idToken,
    accessToken,
    authorize: authorizeInBrowser,
    consentInBrowser: (consent) => {
      browserConsent = consent;
    },
    tokenRequests,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
