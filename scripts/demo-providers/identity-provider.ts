import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, {
  interactionPolicy,
  type Account,
  type Configuration,
  type ErrorOut,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { peopleOf, pickedPerson, type DemoPerson } from './demo-people.ts';
import { demoMemoryAdapter } from './memory-adapter.ts';
import { escapeHtml, pickerPage, providerPage } from './picker-page.ts';
import { close, listen, readForm, sendHtml } from './provider-http.ts';

/** The scopes the site's popup asks this issuer for: an id_token with the email and the name. */
export const IDENTITY_SCOPE = 'openid email profile';

/** How the demo identity provider is reached and whom it serves. */
export interface IdentityProviderOptions {
  /** Its display name, e.g. 'Demo Identity'. */
  readonly name: string;
  /** Where it listens, e.g. 127.0.0.1 or 0.0.0.0. */
  readonly listenHost: string;
  /** The host name browsers reach it by (its issuer's). */
  readonly publicHost: string;
  /** The host name the API reaches it by. */
  readonly internalHost: string;
  /** The one client: the content API's web popup. */
  readonly client: { readonly id: string; readonly secret: string; readonly redirectUri: string };
}

/** A running demo identity provider. */
export interface DemoIdentityProvider {
  /** Its issuer, as browsers reach it and as every id_token names it. */
  readonly issuer: string;
  /** Its endpoints as the API reaches them. */
  readonly jwksUrl: string;
  readonly tokenUrl: string;
  readonly authorizeUrl: string;
  close(): Promise<void>;
}

/** The claims of a person, as OpenID Connect's email and profile scopes name them. */
function claimsOf(person: DemoPerson) {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return {
    sub: person.subject,
    email: person.email,
    email_verified: true,
    ...(person.firstName ? { given_name: person.firstName } : {}),
    ...(person.lastName ? { family_name: person.lastName } : {}),
    ...(name ? { name } : {}),
  };
}

/**
 * The login prompt as oidc-provider has it, plus one check: the picker shows on every sign-in,
 * even while the provider still remembers the last person, so that a signed-out visitor can
 * pick someone else (the site's sign-out does not sign anyone out of the provider).
 */
function pickerEveryTime() {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('demo_picker', 'The demo asks who signs in every time', (ctx) =>
        ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );
  return policy;
}

/** A page for an error the provider cannot send back to the app (an unknown client, a bad redirect). */
function renderError(ctx: KoaContextWithOIDC, out: ErrorOut): void {
  const page = providerPage(
    'Sign-in could not start',
    `<h1>Sign-in could not start</h1><p>${escapeHtml(out.error_description ?? out.error)}</p>` +
      '<p>You can close this window and try again.</p>',
  );
  ctx.type = 'html';
  ctx.set('content-security-policy', page.csp);
  ctx.body = page.html;
}

/** oidc-provider's configuration for the one client, the people it knows, and its fresh keys. */
async function configuration(options: IdentityProviderOptions, known: Map<string, DemoPerson>): Promise<Configuration> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const key = { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
  const minutes = (n: number) => n * 60;
  return {
    adapter: demoMemoryAdapter(),
    clients: [
      {
        client_id: options.client.id,
        client_secret: options.client.secret,
        client_name: 'Concert Library',
        redirect_uris: [options.client.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [key] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    scopes: ['openid', 'email', 'profile'],
    claims: { email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // The API reads the email and the name from the id_token itself, as it does Apple's.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}`, policy: pickerEveryTime() },
    // A first-party client: consent is given with the sign-in, as a platform's own sign-in sheet does.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId ?? '',
        accountId: ctx.oidc.session?.accountId ?? '',
      });
      grant.addOIDCScope(IDENTITY_SCOPE);
      await grant.save();
      return grant;
    },
    findAccount: (_ctx, sub): Account | undefined => {
      const person = known.get(sub);
      return person && { accountId: sub, claims: () => claimsOf(person) };
    },
    ttl: {
      AccessToken: minutes(10),
      AuthorizationCode: 60,
      IdToken: minutes(10),
      Interaction: minutes(10),
      Session: minutes(60),
      Grant: minutes(60),
    },
    clientBasedCORS: () => false,
    renderError,
  };
}

/**
 * The picker at `/interaction/{uid}`: GET shows it; POST finishes the login with the picked
 * person, or with access_denied when the visitor cancels, and oidc-provider redirects on.
 */
async function interaction(
  provider: Provider,
  options: IdentityProviderOptions,
  known: Map<string, DemoPerson>,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<unknown> {
  const details = await provider.interactionDetails(request, response);
  const people = peopleOf('demo-id');
  const page = (problem?: string) =>
    pickerPage({
      providerName: options.name,
      clientName: 'Concert Library',
      people,
      action: `/interaction/${details.uid}`,
      formTargets: [new URL(options.client.redirectUri).origin],
      ...(problem ? { problem } : {}),
    });
  if (request.method !== 'POST') return sendHtml(response, 200, page());
  const form = await readForm(request);
  if (form.has('cancel')) {
    const result = { error: 'access_denied', error_description: 'The visitor cancelled the sign-in.' };
    return provider.interactionFinished(request, response, result, { mergeWithLastSubmission: false });
  }
  const person = pickedPerson(form, people, 'demo-id');
  if (!person) return sendHtml(response, 400, page('Pick someone, or give an email address.'));
  known.set(person.subject, person);
  return provider.interactionFinished(request, response, { login: { accountId: person.subject } });
}

/**
 * Starts the demo identity provider: oidc-provider (a certified OpenID Connect implementation)
 * with one client, the API's popup, and a picker of demo people as its sign-in page.
 */
export async function startIdentityProvider(options: IdentityProviderOptions): Promise<DemoIdentityProvider> {
  const known = new Map(peopleOf('demo-id').map((person) => [person.subject, person]));
  let handle: RequestListener = (_request, response) => void response.writeHead(503).end();
  const server = createServer((request, response) => handle(request, response));
  const port = await listen(server, options.listenHost);
  const issuer = `http://${options.publicHost}:${port}`;
  const provider = new Provider(issuer, await configuration(options, known));
  const oidc = provider.callback();
  handle = (request, response) => {
    if (!request.url?.startsWith('/interaction/')) return void oidc(request, response);
    interaction(provider, options, known, request, response).catch(() => {
      const body = '<h1>This sign-in has expired</h1><p>Close this window and try again.</p>';
      if (!response.headersSent) sendHtml(response, 400, providerPage('Sign-in expired', body));
    });
  };
  const internal = `http://${options.internalHost}:${port}`;
  return {
    issuer,
    authorizeUrl: `${issuer}/auth`,
    tokenUrl: `${internal}/token`,
    jwksUrl: `${internal}/jwks`,
    close: () => close(server),
  };
}
