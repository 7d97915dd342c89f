import type { AppContext } from '../context.ts';
import { signJwt, verifyJwt, type JwtKind } from '../auth/signed-jwt.ts';

/** How long a ticket between two steps (password and passkey, or invitation and passkey) is good. */
export const TICKET_MINUTES = 5;

/**
 * What a ticket stands for: a password that was right (`sign-in`, for a member of staff), or an
 * invitation whose start step was taken (`registration`, for an invitation); and the WebAuthn
 * challenge the next step must answer, which is stored server-side and works once.
 */
export interface TicketClaims {
  step: 'sign-in' | 'registration';
  /** The staff id (sign-in) or the invitation id (registration). */
  subject: number;
  challenge: string;
}

type TokenContext = Pick<AppContext, 'config' | 'clock'>;

/** Tickets have their own key, and name their step as audience: a ticket for one step is none for the other. */
const ticketKind = (step: TicketClaims['step']): JwtKind => ({ purpose: 'studio-ticket', audience: `studio-${step}` });

/** A signed ticket (HS256, its own key), good for TICKET_MINUTES. */
export async function signTicket(ctx: TokenContext, claims: TicketClaims): Promise<{ ticket: string; expires: Date }> {
  const { token, expires } = await signJwt(ctx, ticketKind(claims.step), {
    subject: String(claims.subject),
    claims: { step: claims.step, chl: claims.challenge },
    lifetimeMs: TICKET_MINUTES * 60_000,
  });
  return { ticket: token, expires };
}

/** The claims of a good ticket for `step`, or null for anything else (forged, expired, another step's). */
export async function readTicket(
  ctx: TokenContext,
  ticket: string,
  step: TicketClaims['step'],
): Promise<TicketClaims | null> {
  try {
    const payload = await verifyJwt(ctx, ticketKind(step), ticket, ['sub', 'chl']);
    const subject = Number(payload.sub);
    const challenge = payload['chl'];
    if (payload['step'] !== step || !Number.isSafeInteger(subject) || typeof challenge !== 'string') return null;
    return { step, subject, challenge };
  } catch {
    return null;
  }
}
