import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { signJwt, verifyJwt, type JwtKind } from '../signed-jwt.ts';

/** Minutes a visitor has between opening the popup and coming back from the provider. */
export const POPUP_FLOW_MINUTES = 10;

/** A sealed flow has its own key and audience, so no other token of this server can pass for one. */
const SEALED_FLOW: JwtKind = { purpose: 'provider-popup', audience: 'concert-library/provider-popup' };

/** The secrets of one sign-in: they leave for the provider only as `state`, `nonce` and the PKCE challenge. */
export interface PopupFlow {
  /** The provider id the flow was started for. */
  provider: string;
  /** The CSRF token the provider hands back unchanged. */
  state: string;
  /** Must come back inside the id_token (OpenID Connect), binding the token to this flow. */
  nonce: string;
  /** The PKCE code verifier, sent only with the code exchange. */
  verifier: string;
}

/** The flow cookie is missing, forged, expired, or for another provider. */
export class PopupFlowError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PopupFlowError';
  }
}

const random = () => randomBytes(32).toString('base64url');

/** A fresh flow with random state, nonce and verifier (256 bits each). */
export function startFlow(provider: string): PopupFlow {
  return { provider, state: random(), nonce: random(), verifier: random() };
}

/** The PKCE S256 challenge of a verifier (RFC 7636). */
export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/**
 * Seals a flow into a short-lived HS256 JWT (`keyFor('provider-popup')`) for the flow cookie,
 * so that any instance of the server can finish the sign-in another one started.
 */
export async function sealFlow(ctx: Pick<AppContext, 'config' | 'clock'>, flow: PopupFlow): Promise<string> {
  const { token } = await signJwt(ctx, SEALED_FLOW, {
    claims: { prv: flow.provider, st: flow.state, nn: flow.nonce, cv: flow.verifier },
    lifetimeMs: POPUP_FLOW_MINUTES * 60_000,
  });
  return token;
}

/**
 * Opens a sealed flow of `provider` (sealed with the newest or the previous secret); throws
 * PopupFlowError when it is not good.
 */
export async function openFlow(
  ctx: Pick<AppContext, 'config' | 'clock'>,
  sealed: string,
  provider: string,
): Promise<PopupFlow> {
  let claims: Record<string, unknown>;
  try {
    claims = await verifyJwt(ctx, SEALED_FLOW, sealed, []);
  } catch (error) {
    throw new PopupFlowError('The sign-in flow cookie is not valid.', { cause: error });
  }
  const { prv, st, nn, cv } = claims;
  if (typeof st !== 'string' || typeof nn !== 'string' || typeof cv !== 'string')
    throw new PopupFlowError('The sign-in flow cookie is incomplete.');
  if (prv !== provider) throw new PopupFlowError(`The sign-in flow was started for another provider.`);
  return { provider, state: st, nonce: nn, verifier: cv };
}

/** Compares the returned `state` with the flow's in constant time. */
export function stateMatches(flow: PopupFlow, state: string | undefined): boolean {
  if (state === undefined) return false;
  const expected = Buffer.from(flow.state);
  const given = Buffer.from(state);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
