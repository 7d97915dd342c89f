import type { AppContext } from '../context.ts';
import { signJwt, verifyJwt, type JwtKind } from '../auth/signed-jwt.ts';

/**
 * The token a publish run in CI carries: it names one publish, and the routes take it only while
 * that publish runs. It travels as an input of the workflow (CI logs mask it), so it is good for
 * nothing else and for no longer than a publish may run.
 */

type TokenContext = Pick<AppContext, 'config' | 'clock'>;

const RUN: JwtKind = { purpose: 'publish-run', audience: 'publish-run' };
/** Longer than the CI may take to start the workflow and the workflow may run (docs/studio.md). */
const RUN_TOKEN_MS = 3 * 60 * 60_000;

export async function signRunToken(ctx: TokenContext, publishId: number): Promise<string> {
  const { token } = await signJwt(ctx, RUN, { subject: String(publishId), claims: {}, lifetimeMs: RUN_TOKEN_MS });
  return token;
}

/** Whether a request's `Authorization: Bearer …` is the token of publish `publishId`. */
export async function runTokenHolds(
  ctx: TokenContext,
  publishId: number,
  header: string | undefined,
): Promise<boolean> {
  const token = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
  if (token === undefined) return false;
  try {
    const payload = await verifyJwt(ctx, RUN, token, ['sub']);
    return payload.sub === String(publishId);
  } catch {
    return false;
  }
}
