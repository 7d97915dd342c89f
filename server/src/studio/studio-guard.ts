import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '#lib/studio/contract.ts';
import { InvalidTokenError, verifyAccessToken } from '../auth/access-token.ts';
import type { AppContext } from '../context.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { findStaffById, type StaffRow } from './staff-rows.ts';
import { STUDIO_MESSAGES } from './studio-messages.ts';
import { InvalidStudioTokenError, verifyStudioToken, type StudioClaims } from './studio-token.ts';

/** A 403 for a listener's token, or a 401 for anything else that is not a studio token. */
async function refuseForeignToken(ctx: AppContext, token: string, error: InvalidStudioTokenError): Promise<never> {
  if (error.expired) throw unauthorized(STUDIO_MESSAGES.tokenExpired);
  try {
    await verifyAccessToken(ctx, token);
  } catch (listenerError) {
    if (listenerError instanceof InvalidTokenError) throw unauthorized(STUDIO_MESSAGES.tokenInvalid);
    throw listenerError;
  }
  throw forbidden(STUDIO_MESSAGES.listener);
}

/**
 * The member of staff a request's `Authorization: Bearer <studio token>` names, when their role
 * is among `roles`. No header, a malformed one, a forged, expired or revoked token (signed out,
 * role changed, disabled) answers 401; a listener's valid token, or a role not allowed, 403.
 */
export function guardStudioRequest(
  ctx: AppContext,
  request: FastifyRequest,
  roles: readonly StaffRole[],
): Promise<StaffRow> {
  return staffOfAuthorization(ctx, request.headers.authorization, roles);
}

/** The member of staff an `Authorization` header's value names, as {@link guardStudioRequest} checks it. */
export async function staffOfAuthorization(
  ctx: AppContext,
  header: string | null | undefined,
  roles: readonly StaffRole[],
): Promise<StaffRow> {
  if (!header) throw unauthorized(STUDIO_MESSAGES.noCredentials);
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token) throw unauthorized(STUDIO_MESSAGES.badHeader);
  let claims: StudioClaims;
  try {
    claims = await verifyStudioToken(ctx, token);
  } catch (error) {
    if (error instanceof InvalidStudioTokenError) return refuseForeignToken(ctx, token, error);
    throw error;
  }
  const staff = await findStaffById(ctx.db, claims.staffId);
  if (!staff || staff.disabled || staff.token_version !== claims.version)
    throw unauthorized(STUDIO_MESSAGES.tokenRevoked);
  if (!roles.includes(staff.role)) throw forbidden(STUDIO_MESSAGES.roleNotAllowed);
  return staff;
}
