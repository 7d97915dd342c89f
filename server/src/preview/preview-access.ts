import type { AppContext } from '../context.ts';
import { signJwt, verifyJwt, type JwtKind } from '../auth/signed-jwt.ts';
import type { StaffRow } from '../studio/staff-rows.ts';
import { findStaffById } from '../studio/staff-rows.ts';

/**
 * Who may see a preview, for a browser tab that carries no bearer token: the studio asks for a
 * ticket (two minutes, for one member of staff and one page), opens it in a new tab, and the API
 * trades it for a cookie of its own, kept only under the preview's path, HttpOnly, for half an
 * hour. The cookie stops working with the member's studio tokens (a role change, a sign-out).
 */

type TokenContext = Pick<AppContext, 'config' | 'clock'>;

const TICKET: JwtKind = { purpose: 'studio-preview', audience: 'studio-preview-ticket' };
const SESSION: JwtKind = { purpose: 'studio-preview', audience: 'studio-preview-session' };
export const PREVIEW_TICKET_MS = 2 * 60_000;
export const PREVIEW_SESSION_MS = 30 * 60_000;
/** The cookie's name. */
export const PREVIEW_COOKIE = 'concert_library_preview';

/** A ticket to open `to` (a path below the preview's prefix), showing `state` on the banner. */
export async function signPreviewTicket(
  ctx: TokenContext,
  staff: StaffRow,
  to: string,
  state: string,
): Promise<string> {
  const { token } = await signJwt(ctx, TICKET, {
    subject: String(staff.id),
    claims: { to, state, version: staff.token_version },
    lifetimeMs: PREVIEW_TICKET_MS,
  });
  return token;
}

/** What a good ticket opens; null for anything else (forged, expired, a session's token). */
export async function readPreviewTicket(
  ctx: TokenContext,
  ticket: string,
): Promise<{ staffId: number; version: string; to: string; state: string } | null> {
  try {
    const payload = await verifyJwt(ctx, TICKET, ticket, ['sub', 'to', 'state', 'version']);
    const { to, state, version } = payload as { to: unknown; state: unknown; version: unknown };
    if (typeof to !== 'string' || !to.startsWith('/') || typeof state !== 'string' || typeof version !== 'string')
      return null;
    return { staffId: Number(payload.sub), version, to, state };
  } catch {
    return null;
  }
}

/** The cookie's value: the member and their tokens' version, for half an hour. */
export async function signPreviewSession(ctx: TokenContext, staffId: number, version: string): Promise<string> {
  const { token } = await signJwt(ctx, SESSION, {
    subject: String(staffId),
    claims: { version },
    lifetimeMs: PREVIEW_SESSION_MS,
  });
  return token;
}

/** Whether a cookie's value names a member of staff whose studio tokens still hold. */
export async function previewSessionHolds(ctx: AppContext, value: string): Promise<boolean> {
  try {
    const payload = await verifyJwt(ctx, SESSION, value, ['sub', 'version']);
    const staff = await findStaffById(ctx.db, Number(payload.sub));
    return staff !== undefined && !staff.disabled && staff.token_version === payload['version'];
  } catch {
    return false;
  }
}

/** A cookie's value from a request's Cookie header; undefined when it has none of that name. */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
