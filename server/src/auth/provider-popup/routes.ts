import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountRouteDeps, RateLimiter } from '../account-route.ts';
import { createIdTokenVerifier } from '../oidc-verifier.ts';
import type { AuthProvider } from '../provider-config.ts';
import { authorizationUrl, type PopupProvider } from './authorize.ts';
import { finishSignIn, type PopupSignIn } from './callback.ts';
import { clientSecretSource } from './client-secret.ts';
import { clearedFlowCookie, flowCookie, readFlowCookie } from './cookie.ts';
import { sealFlow, startFlow } from './flow.ts';
import { messagePage, relayPage, type PopupPage } from './page.ts';

/** The longest value of each callback parameter worth reading; anything longer is dropped. */
const PARAM_LIMITS = { code: 2048, state: 256, error: 256, user: 4096, relay: 1 } as const;
type ParamName = keyof typeof PARAM_LIMITS;

const hasPopup = (provider: AuthProvider): provider is PopupProvider => provider.popup !== undefined;

/** Reads the known callback parameters from a query or a form, ignoring anything that is not a short string. */
function callbackParams(source: unknown): Partial<Record<ParamName, string>> {
  const params: Partial<Record<ParamName, string>> = {};
  if (typeof source !== 'object' || source === null) return params;
  for (const [name, limit] of Object.entries(PARAM_LIMITS) as [ParamName, number][]) {
    const value: unknown = (source as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '' && value.length <= limit) params[name] = value;
  }
  return params;
}

/** Sends a popup page: never cached, never framed, its inline script allowed by hash only. */
function sendPage(reply: FastifyReply, page: PopupPage): FastifyReply {
  return (
    reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', page.csp)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      // A stricter opener policy would cut the popup off from the site window it must post to.
      .header('cross-origin-opener-policy', 'unsafe-none')
      .send(page.html)
  );
}

/** `GET /accounts/{id}/login/`: seals a new flow into the cookie and sends the visitor to the provider. */
function loginHandler(deps: AccountRouteDeps, provider: PopupProvider) {
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    const flow = startFlow(provider.id);
    const sealed = await sealFlow(deps.ctx, flow);
    return reply
      .header('set-cookie', flowCookie(provider.popup, sealed))
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(authorizationUrl(provider, flow).href, 302);
  };
}

/**
 * `GET|POST /accounts/{id}/login/callback/`: a provider's form_post without the flow cookie
 * (a cross-site POST) is relayed once from this origin; everything else finishes the sign-in
 * and answers the page that posts the outcome to the site. The flow cookie is spent either way.
 */
function callbackHandler(deps: AccountRouteDeps, signIn: PopupSignIn) {
  const { popup } = signIn.provider;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const params = callbackParams(request.method === 'POST' ? request.body : request.query);
    const sealed = readFlowCookie(request);
    if (request.method === 'POST' && sealed === undefined && params.relay === undefined)
      return sendPage(reply, relayPage(popup.redirectUri, params));
    const message = await finishSignIn(deps.ctx, signIn, params, sealed, request.log);
    reply.header('set-cookie', clearedFlowCookie(popup));
    return sendPage(reply, messagePage(message, deps.ctx.config.siteOrigins));
  };
}

/** Registers a GET (or GET and POST) route at `path` and without its trailing slash, HEAD left out. */
function addPopupRoute(
  scope: FastifyInstance,
  method: 'GET' | ['GET', 'POST'],
  path: string,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>,
  limiter: RateLimiter,
): void {
  // A HEAD request would run the handler too: start a flow, or spend a code, for nothing.
  for (const url of [path, path.replace(/\/$/, '')])
    scope.route({ method, url, handler, onRequest: limiter, exposeHeadRoute: false });
}

/**
 * The web sign-in popup (rules §7) for every provider of `AUTH_PROVIDERS` that has a
 * `popup`: `GET /accounts/{id}/login/` and `GET|POST /accounts/{id}/login/callback/`. Other
 * ids have no such routes and answer 404. Client secret keys are read here, at start-up.
 */
export async function registerProviderPopupRoutes(
  scope: FastifyInstance,
  deps: AccountRouteDeps,
  providers: readonly AuthProvider[],
): Promise<void> {
  for (const provider of providers.filter(hasPopup)) {
    const secret = await clientSecretSource(provider.id, provider.popup);
    const signIn: PopupSignIn =
      provider.kind === 'oidc'
        ? { provider, secret, verifyIdToken: createIdTokenVerifier(provider) }
        : { provider, secret };
    addPopupRoute(scope, 'GET', `/accounts/${provider.id}/login/`, loginHandler(deps, provider), deps.limiter());
    addPopupRoute(
      scope,
      ['GET', 'POST'],
      `/accounts/${provider.id}/login/callback/`,
      callbackHandler(deps, signIn),
      deps.limiter(),
    );
  }
}
