import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountRouteDeps, RateLimiter } from '../account-route.ts';
import { createIdTokenVerifier } from '../oidc-verifier.ts';
import { createAccessTokenVerifier } from '../social-verifier.ts';
import type { AuthProvider } from '../provider-config.ts';
import { authorizationUrl, type PopupProvider } from './authorize.ts';
import { finishSignIn, type PopupSignIn } from './callback.ts';
import { clientSecretSource } from './client-secret.ts';
import { clearedFlowCookie, flowCookie, readFlowCookie } from './cookie.ts';
import { sealFlow, startFlow } from './flow.ts';
import { messagePage, PROVIDER_LOGIN_MESSAGE, relayPage, type PopupPage } from './page.ts';
import { providerReachability, type ProviderReachability } from './reachability.ts';
import { HttpError } from '../../http/errors.ts';

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
function sendPage(reply: FastifyReply, page: PopupPage, status = 200): FastifyReply {
  return (
    reply
      .code(status)
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

/** The page that tells the site a sign-in failed, with `code`, in the popup's place. */
function failurePage(deps: AccountRouteDeps, provider: string, code: string): PopupPage {
  return messagePage({ type: PROVIDER_LOGIN_MESSAGE, provider, error: code }, deps.ctx.config.siteOrigins);
}

/**
 * `GET /accounts/{id}/login/`: seals a new flow into the cookie and sends the visitor to the
 * provider; while the provider cannot be reached, the page that says so to the site instead.
 */
function loginHandler(deps: AccountRouteDeps, provider: PopupProvider, reachable: ProviderReachability) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await reachable(deps.ctx.clock.now()))) {
      request.log.warn({ provider: provider.id }, 'provider popup: the provider cannot be reached');
      return sendPage(reply, failurePage(deps, provider.id, 'provider_unavailable'), 502);
    }
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

/** The provider ids a popup path may name: the site derives them from display names, so letters and digits. */
const POPUP_ID = /^[a-z0-9]{1,64}$/;

/**
 * `/accounts/{id}/login/` and its callback for an id that has no popup: a site built with a
 * provider this server does not have. The popup gets the page that tells the site the sign-in
 * failed (404), never a JSON body in its window; a path that names no possible id is a plain 404.
 */
function notConfiguredHandler(deps: AccountRouteDeps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { provider } = request.params as { provider: string };
    if (!POPUP_ID.test(provider)) throw new HttpError(404, { detail: 'Not found.' });
    request.log.info({ provider }, 'provider popup: no such provider is configured');
    return sendPage(reply, failurePage(deps, provider, 'not_configured'), 404);
  };
}

/** The provider id in a popup route's path, when it has one. */
function popupProviderOf(request: FastifyRequest): string | undefined {
  const id = /\/accounts\/([^/?]+)\/login(?:\/|\?|$)/.exec(request.url)?.[1];
  return id !== undefined && POPUP_ID.test(id) ? id : undefined;
}

/**
 * Failures of the popup routes (a 429 from the rate limit, a fault of ours) as the page that tells
 * the site, with the same status: the popup window never shows a JSON body.
 */
function popupErrorHandler(deps: AccountRouteDeps) {
  return (error: Error, request: FastifyRequest, reply: FastifyReply) => {
    const provider = popupProviderOf(request);
    const status = error instanceof HttpError ? error.statusCode : 500;
    if (provider === undefined) throw error;
    if (status >= 500) request.log.error({ err: error, provider }, 'provider popup failed');
    const code = status === 429 ? 'rate_limited' : status >= 500 ? 'server_error' : 'invalid_request';
    return sendPage(reply, failurePage(deps, provider, code), status);
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
 * ids answer 404 with the page that tells the site the sign-in failed. Client secret keys are
 * read here, at start-up.
 */
export async function registerProviderPopupRoutes(
  scope: FastifyInstance,
  deps: AccountRouteDeps,
  providers: readonly AuthProvider[],
): Promise<void> {
  const prepared = await Promise.all(
    providers.filter(hasPopup).map(async (provider) => {
      const secret = await clientSecretSource(provider.id, provider.popup);
      const signIn: PopupSignIn =
        provider.kind === 'oidc'
          ? { provider, secret, verifyIdToken: createIdTokenVerifier(provider) }
          : { provider, secret, verifyAccessToken: createAccessTokenVerifier(provider) };
      return signIn;
    }),
  );
  await scope.register((popups, _options, done) => {
    popups.setErrorHandler(popupErrorHandler(deps));
    for (const signIn of prepared) {
      const { provider } = signIn;
      const login = loginHandler(deps, provider, providerReachability(provider.popup.authorizeUrl));
      addPopupRoute(popups, 'GET', `/accounts/${provider.id}/login/`, login, deps.limiter());
      addPopupRoute(
        popups,
        ['GET', 'POST'],
        `/accounts/${provider.id}/login/callback/`,
        callbackHandler(deps, signIn),
        deps.limiter(),
      );
    }
    const notConfigured = notConfiguredHandler(deps);
    addPopupRoute(popups, 'GET', '/accounts/:provider/login/', notConfigured, deps.limiter());
    addPopupRoute(popups, ['GET', 'POST'], '/accounts/:provider/login/callback/', notConfigured, deps.limiter());
    done();
  });
}
