import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { peopleOf, pickedPerson, type DemoPerson } from './demo-people.ts';
import { escapeHtml, pickerPage, providerPage } from './picker-page.ts';
import { close, listen, readForm, redirect, sendHtml, sendJson } from './provider-http.ts';

/** How the demo social network is reached and which app it knows. */
export interface SocialProviderOptions {
  /** Its display name, e.g. 'Demo Social'. */
  readonly name: string;
  readonly listenHost: string;
  /** The host name browsers reach its dialog by. */
  readonly publicHost: string;
  /** The host name the API reaches its Graph endpoints by. */
  readonly internalHost: string;
  /** The one app: the content API, with its web popup's callback. */
  readonly app: { readonly id: string; readonly secret: string; readonly redirectUri: string };
}

/** A running demo social network: its dialog as browsers reach it, its Graph endpoints as the API does. */
export interface DemoSocialProvider {
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  readonly tokenInfoUrl: string;
  readonly userinfoUrl: string;
  close(): Promise<void>;
}

interface IssuedCode {
  person: DemoPerson;
  challenge: string | null;
  expiresAt: number;
}

/** Seconds a code and an access token live. */
const CODE_SECONDS = 60;
const TOKEN_SECONDS = 3600;

/** A Graph API error answer. */
const graphError = (response: ServerResponse, status: number, message: string, code: number) =>
  sendJson(response, status, { error: { message, type: 'OAuthException', code } });

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The Graph shape of the social network: the login dialog, the code exchange, token inspection and /me. */
function socialNetwork(options: SocialProviderOptions) {
  const { app } = options;
  const people = peopleOf('demo-social');
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, { person: DemoPerson; expiresAt: number }>();
  const now = () => Math.floor(Date.now() / 1000);

  /** The dialog's OAuth parameters, or why they cannot be served (shown on the provider's own page). */
  const dialogParams = (params: URLSearchParams) => {
    if (params.get('client_id') !== app.id) return 'This app is not known here.';
    if (params.get('redirect_uri') !== app.redirectUri) return 'The redirect URI is not registered for this app.';
    if (params.get('response_type') !== 'code' || !params.get('state')) return 'The request is missing its state.';
    const method = params.get('code_challenge_method');
    if (params.has('code_challenge') && method !== 'S256') return 'Only S256 code challenges are accepted.';
    const names = ['client_id', 'redirect_uri', 'response_type', 'state', 'scope', 'code_challenge'];
    return Object.fromEntries(names.flatMap((name) => (params.has(name) ? [[name, params.get(name) ?? '']] : [])));
  };

  const back = (response: ServerResponse, fields: Record<string, string>) => {
    const url = new URL(app.redirectUri);
    for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
    return redirect(response, url.href);
  };

  const dialog = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const params = request.method === 'POST' ? await readForm(request) : url.searchParams;
    const hidden = dialogParams(params);
    if (typeof hidden === 'string') {
      const body = `<h1>Sign-in could not start</h1><p>${escapeHtml(hidden)}</p>`;
      return sendHtml(response, 400, providerPage('Sign-in could not start', body));
    }
    const state = hidden['state'] ?? '';
    const page = (problem?: string) =>
      pickerPage({
        providerName: options.name,
        clientName: 'Concert Library',
        people,
        action: '/dialog/oauth',
        hidden: { ...hidden, code_challenge_method: 'S256' },
        formTargets: [new URL(app.redirectUri).origin],
        ...(problem ? { problem } : {}),
      });
    if (request.method !== 'POST') return sendHtml(response, 200, page());
    if (params.has('cancel')) return back(response, { error: 'access_denied', error_reason: 'user_denied', state });
    const person = pickedPerson(params, people, 'demo-social');
    if (!person) return sendHtml(response, 400, page('Pick someone, or give an email address.'));
    const code = randomBytes(24).toString('base64url');
    codes.set(code, { person, challenge: hidden['code_challenge'] ?? null, expiresAt: now() + CODE_SECONDS });
    return back(response, { code, state });
  };

  /** The code exchange: the app's secret, the same redirect URI, and the PKCE verifier when a challenge was sent. */
  const accessToken = async (request: IncomingMessage, response: ServerResponse) => {
    const form = await readForm(request);
    if (form.get('client_id') !== app.id || !same(form.get('client_secret') ?? '', app.secret))
      return graphError(response, 400, 'Error validating client secret.', 1);
    if (form.get('redirect_uri') !== app.redirectUri)
      return graphError(response, 400, 'Error validating verification code: redirect_uri is not identical.', 100);
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code);
    const verifier = form.get('code_verifier') ?? '';
    const proof = createHash('sha256').update(verifier).digest('base64url');
    if (!issued || issued.expiresAt <= now() || (issued.challenge !== null && proof !== issued.challenge))
      return graphError(response, 400, 'This authorization code has been used or has expired.', 100);
    const token = randomBytes(32).toString('base64url');
    tokens.set(token, { person: issued.person, expiresAt: now() + TOKEN_SECONDS });
    return sendJson(response, 200, { access_token: token, token_type: 'bearer', expires_in: TOKEN_SECONDS });
  };

  /** Token inspection with the app's own token: which app and user a token belongs to, and whether it is good. */
  const debugToken = (response: ServerResponse, url: URL) => {
    if (url.searchParams.get('access_token') !== `${app.id}|${app.secret}`)
      return graphError(response, 400, 'Invalid app access token.', 190);
    const token = tokens.get(url.searchParams.get('input_token') ?? '');
    const valid = token !== undefined && token.expiresAt > now();
    const data = {
      app_id: app.id,
      type: 'USER',
      user_id: token?.person.subject ?? '0',
      expires_at: token?.expiresAt ?? 0,
    };
    return sendJson(response, 200, {
      data: { ...data, is_valid: valid, scopes: valid ? ['email', 'public_profile'] : [] },
    });
  };

  const me = (response: ServerResponse, url: URL) => {
    const token = tokens.get(url.searchParams.get('access_token') ?? '');
    if (!token || token.expiresAt <= now()) return graphError(response, 400, 'Invalid OAuth access token.', 190);
    const { subject, email, firstName, lastName } = token.person;
    return sendJson(response, 200, { id: subject, email, first_name: firstName, last_name: lastName });
  };

  return async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://demo-social.invalid');
    if (url.pathname === '/dialog/oauth') return dialog(request, response, url);
    if (url.pathname === '/oauth/access_token' && request.method === 'POST') return accessToken(request, response);
    if (url.pathname === '/debug_token') return debugToken(response, url);
    if (url.pathname === '/me') return me(response, url);
    return graphError(response, 404, 'Unknown path components.', 2500);
  };
}

/**
 * Starts the demo social network: Facebook's Graph API shape as the API speaks it (a login
 * dialog, the code exchange, token inspection and the profile), with a picker of demo people.
 * There is no library for a fake Facebook; this one keeps to what the API calls.
 */
export async function startSocialProvider(options: SocialProviderOptions): Promise<DemoSocialProvider> {
  const handle = socialNetwork(options);
  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) graphError(response, 500, 'The demo social network failed.', 1);
    });
  });
  const port = await listen(server, options.listenHost);
  const base = `http://${options.publicHost}:${port}`;
  const internal = `http://${options.internalHost}:${port}`;
  return {
    authorizeUrl: `${base}/dialog/oauth`,
    tokenUrl: `${internal}/oauth/access_token`,
    tokenInfoUrl: `${internal}/debug_token`,
    userinfoUrl: `${internal}/me`,
    close: () => close(server),
  };
}
