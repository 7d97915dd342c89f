import type { FastifyRequest } from 'fastify';
import { decideStream } from '#lib/rights/decide.ts';
import { refusalDetail, RIGHTS_MESSAGES } from '#lib/rights/rights-messages.ts';
import { authenticate } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { StreamTarget } from './stream-targets.ts';

/** 403 for a signed-in user whose address is unverified; the site looks for 'verify' (rules §6). */
export const VERIFY_DETAIL = 'Please verify your email address to stream this performance.';
/** 403 for a visitor in a country the rights do not cover: the rights rules' own sentence (docs/rights.md). */
export const REGION_DETAIL = RIGHTS_MESSAGES.territory.api;
/** 401 without a token. */
export const SIGN_IN_DETAIL = 'Authentication credentials were not provided.';

/** True when a comma-separated list of ISO codes is empty or names the country. */
export function countryAllowed(list: string, country: string): boolean {
  const codes = list
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  return codes.length === 0 || codes.includes(country);
}

/**
 * The visitor's country, from the header a trusted proxy sets (COUNTRY_HEADER). Without the
 * header the request did not come through such a proxy (local use, tests), and the country is
 * unknown: it is then allowed everywhere, so region rules rest on the proxy alone.
 */
export function visitorCountry(request: FastifyRequest, header: string): string | null {
  const value = request.headers[header.toLowerCase()];
  const country = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return country ? country : null;
}

/**
 * Applies rules §6 to a stream request: a sign-in (401 without a token or with a bad
 * one) unless the target is a sample live stream, a verified address (403 'verify'), the
 * visitor's country (403 region), then the performance's licence (docs/rights.md): a refusal is
 * a 403 whose detail says why, the region's own sentence for a territory. Answers when the
 * licence's window closes (null when it does not), which the signed links must not outlive.
 */
export async function checkStreamAccess(
  request: FastifyRequest,
  ctx: AppContext,
  target: StreamTarget,
): Promise<Date | null> {
  if (!target.anonymous) {
    const user = await authenticate(request, ctx);
    if (!user) throw unauthorized(SIGN_IN_DETAIL);
    if (!user.email_verified) throw forbidden(VERIFY_DETAIL);
  }
  const country = visitorCountry(request, ctx.config.COUNTRY_HEADER);
  if (country && !target.countryLists.every((list) => countryAllowed(list, country))) throw forbidden(REGION_DETAIL);
  if (target.rights === null) return null;
  const decision = decideStream(target.rights, { medium: target.format, country, now: ctx.clock.now() });
  if (!decision.ok) throw forbidden(refusalDetail(decision, target.format));
  return decision.until;
}
