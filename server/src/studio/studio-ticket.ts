import { jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../context.ts';
import { TOKEN_ISSUER } from '../auth/access-token.ts';
import { jwtKeyResolver, jwtSigningKey } from '../auth/jwt-keys.ts';

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

/** A signed ticket (HS256, its own key), good for TICKET_MINUTES. */
export async function signTicket(ctx: TokenContext, claims: TicketClaims): Promise<{ ticket: string; expires: Date }> {
  const now = ctx.clock.now();
  const expires = new Date(now.getTime() + TICKET_MINUTES * 60_000);
  const { key, kid } = jwtSigningKey(ctx.config, 'studio-ticket');
  const ticket = await new SignJWT({ step: claims.step, chl: claims.challenge })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid })
    .setSubject(String(claims.subject))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(`studio-${claims.step}`)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(key);
  return { ticket, expires };
}

/** The claims of a good ticket for `step`, or null for anything else (forged, expired, another step's). */
export async function readTicket(
  ctx: TokenContext,
  ticket: string,
  step: TicketClaims['step'],
): Promise<TicketClaims | null> {
  try {
    const { payload } = await jwtVerify(ticket, jwtKeyResolver(ctx.config, 'studio-ticket'), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: `studio-${step}`,
      currentDate: ctx.clock.now(),
      requiredClaims: ['sub', 'exp', 'chl'],
    });
    const subject = Number(payload.sub);
    const challenge = payload['chl'];
    if (payload['step'] !== step || !Number.isSafeInteger(subject) || typeof challenge !== 'string') return null;
    return { step, subject, challenge };
  } catch {
    return null;
  }
}
