import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { jwtVerify, type CryptoKey } from 'jose';

/** Who consents on the local provider's authorization page. */
export interface Consent {
  /** The provider's user id: the id_token's `sub`, or the social profile's `id`. */
  sub: string;
  email?: string;
  email_verified?: boolean;
  first_name?: string;
  last_name?: string;
  /** Puts this nonce in the id_token instead of the one the authorization asked for (a replayed token). */
  nonce?: string;
}

/** A client the local provider knows: the platform identity web client, or the social network's app. */
export interface OAuthClient {
  kind: 'oidc' | 'social';
  responseMode: 'query' | 'form_post';
  /** Checks the client secret of a token request. */
  authenticates(secret: string | null): Promise<boolean>;
}

/** An authorization code the local provider has issued. */
interface IssuedCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string | null;
  consent: Consent;
  expiresAt: number;
  used: boolean;
}

/** What the endpoints need from the provider around them. */
export interface OAuthEndpointDeps {
  clients: ReadonlyMap<string, OAuthClient>;
  /** The redirect URIs registered for each client id. */
  redirectUris: Map<string, Set<string>>;
  now(): Date;
  /** Signs an id_token for a consent, addressed to a client, with a nonce. */
  idToken(consent: Consent, clientId: string, nonce: string | null): Promise<string>;
  /** Issues a social access token for a consent. */
  accessToken(consent: Consent): string;
}

/** An answer of the endpoints: status, headers and body. */
export type EndpointAnswer = [number, Record<string, string>, string];

const json = (status: number, body: unknown): EndpointAnswer => [
  status,
  { 'content-type': 'application/json' },
  JSON.stringify(body),
];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** How the provider returns to the client: a redirect with a query, or Apple's auto-submitting form. */
function returnTo(redirectUri: string, mode: 'query' | 'form_post', fields: Record<string, string>): EndpointAnswer {
  if (mode === 'query') {
    const url = new URL(redirectUri);
    for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
    return [302, { location: url.href }, ''];
  }
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const html = `<!doctype html><form method="post" action="${escapeHtml(redirectUri)}">${inputs}</form><script>document.forms[0].submit()</script>`;
  return [200, { 'content-type': 'text/html; charset=utf-8' }, html];
}

/**
 * The authorization and token endpoints (RFC 6749 with PKCE, RFC 7636) of the local provider.
 * The authorization page does not ask anyone: the consent comes with the request.
 */
export function createOAuthEndpoints(deps: OAuthEndpointDeps) {
  const codes = new Map<string, IssuedCode>();
  return {
    authorize(query: URLSearchParams, consent: Consent | 'deny' | null): EndpointAnswer {
      const clientId = query.get('client_id') ?? '';
      const client = deps.clients.get(clientId);
      const redirectUri = query.get('redirect_uri') ?? '';
      if (!client || !deps.redirectUris.get(clientId)?.has(redirectUri)) return json(400, { error: 'invalid_client' });
      const state = query.get('state');
      const challenge = query.get('code_challenge') ?? '';
      const pkce = query.get('code_challenge_method') === 'S256' && /^[\w-]{43}$/.test(challenge);
      if (query.get('response_type') !== 'code' || !state || !pkce) return json(400, { error: 'invalid_request' });
      if (consent === null) return json(400, { error: 'login_required' });
      if (consent === 'deny') {
        const error = client.kind === 'oidc' ? 'user_cancelled_authorize' : 'access_denied';
        return returnTo(redirectUri, client.responseMode, { error, state });
      }
      const code = randomBytes(16).toString('hex');
      const nonce = query.get('nonce');
      const expiresAt = deps.now().getTime() + 60_000;
      codes.set(code, { clientId, redirectUri, challenge, nonce, consent, expiresAt, used: false });
      const fields: Record<string, string> = { code, state };
      // Apple sends the name once, with the first authorization, when the scope asks for it.
      if (client.kind === 'oidc' && (query.get('scope') ?? '').split(' ').includes('name'))
        fields['user'] = JSON.stringify({
          name: { firstName: consent.first_name ?? '', lastName: consent.last_name ?? '' },
          email: consent.email,
        });
      return returnTo(redirectUri, client.responseMode, fields);
    },

    async token(form: URLSearchParams): Promise<EndpointAnswer> {
      if (form.get('grant_type') !== 'authorization_code') return json(400, { error: 'unsupported_grant_type' });
      const issued = codes.get(form.get('code') ?? '');
      const clientId = form.get('client_id') ?? '';
      if (!issued || issued.used || issued.expiresAt <= deps.now().getTime())
        return json(400, { error: 'invalid_grant' });
      issued.used = true;
      const verifier = form.get('code_verifier') ?? '';
      const proof = createHash('sha256').update(verifier).digest('base64url');
      if (issued.clientId !== clientId || issued.redirectUri !== form.get('redirect_uri') || proof !== issued.challenge)
        return json(400, { error: 'invalid_grant' });
      const client = deps.clients.get(clientId);
      if (!client || !(await client.authenticates(form.get('client_secret'))))
        return json(401, { error: 'invalid_client' });
      if (client.kind === 'social')
        return json(200, { access_token: deps.accessToken(issued.consent), token_type: 'bearer', expires_in: 3600 });
      const idToken = await deps.idToken(issued.consent, clientId, issued.consent.nonce ?? issued.nonce);
      const accessToken = randomBytes(16).toString('hex');
      return json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, id_token: idToken });
    },
  };
}

/** Checks a Sign in with Apple client secret: an ES256 JWT from the team, about the client, for the provider. */
export async function signedSecretIsGood(
  secret: string | null,
  expected: { key: CryptoKey; keyId: string; team: string; clientId: string; audience: string; now: Date },
): Promise<boolean> {
  if (secret === null) return false;
  try {
    const { protectedHeader } = await jwtVerify(secret, expected.key, {
      algorithms: ['ES256'],
      issuer: expected.team,
      subject: expected.clientId,
      audience: expected.audience,
      currentDate: expected.now,
      requiredClaims: ['iat', 'exp'],
    });
    return protectedHeader.kid === expected.keyId;
  } catch {
    return false;
  }
}

/** A request's body as text. */
export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The consent a request to the authorization page carries in `x-test-consent`: 'deny' or a JSON Consent. */
export function consentHeader(request: IncomingMessage): Consent | 'deny' | undefined {
  const header = request.headers['x-test-consent'];
  if (typeof header !== 'string') return undefined;
  return header === 'deny' ? 'deny' : (JSON.parse(header) as Consent);
}
