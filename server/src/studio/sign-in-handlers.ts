import type { FastifyRequest } from 'fastify';
import {
  PasskeyStepFormSchema,
  PasswordStepFormSchema,
  RecoveryStepFormSchema,
  type SecondFactorChallenge,
  type StudioSession,
} from '#lib/studio/contract.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import { authenticationOptions, passkeysOf, verifiedAssertion, type PasskeyRow } from './passkeys.ts';
import { recordChange } from './audit-log.ts';
import { consumeRecoveryCode } from './recovery-codes.ts';
import { findStaffById, findStaffByEmail, type StaffRow } from './staff-rows.ts';
import { storeChallenge, takeChallenge } from './studio-challenges.ts';
import { STUDIO_MESSAGES } from './studio-messages.ts';
import { fieldError } from './studio-route.ts';
import { issueStudioSession } from './studio-session.ts';
import { readTicket, signTicket, type TicketClaims } from './studio-ticket.ts';

const invalidCredentials = () => badRequest({ non_field_errors: [STUDIO_MESSAGES.invalidCredentials] });

/**
 * `sign-in/password`: the first factor. Unknown emails still spend one hash (the decoy), and
 * every failure answers alike. A right password answers a ticket and the passkey options.
 */
export async function passwordStep(ctx: AppContext, request: FastifyRequest): Promise<SecondFactorChallenge> {
  const form = PasswordStepFormSchema.parse(request.body ?? {});
  const staff = await findStaffByEmail(ctx.db, form.email);
  const matches = await verifyPassword(staff?.password_hash, form.password);
  if (!staff || !matches || staff.disabled) throw invalidCredentials();
  const options = await authenticationOptions(ctx.config, await passkeysOf(ctx.db, staff.id));
  const { ticket, expires } = await signTicket(ctx, {
    step: 'sign-in',
    subject: staff.id,
    challenge: options.challenge,
  });
  await storeChallenge(ctx.db, options.challenge, ctx.clock.now(), {
    purpose: 'authentication',
    staffId: staff.id,
    expires,
  });
  return { ticket, expires: expires.toISOString(), options };
}

/** The ticket's claims, or a 400 at the ticket field. */
async function ticketClaims(ctx: AppContext, ticket: string): Promise<TicketClaims> {
  const claims = await readTicket(ctx, ticket, 'sign-in');
  if (!claims) throw fieldError('ticket', STUDIO_MESSAGES.ticketInvalid);
  return claims;
}

/**
 * Ends a sign-in: uses the ticket's challenge up (so the ticket works once) and answers a session,
 * unless the member was disabled meanwhile, and logs it with the second factor it took. Runs in
 * the transaction of the second factor's check.
 */
async function finishSignIn(
  ctx: AppContext,
  tx: Database,
  claims: TicketClaims,
  factor: 'passkey' | 'recovery code',
): Promise<StudioSession> {
  const now = ctx.clock.now();
  const taken = await takeChallenge(tx, claims.challenge, now, { purpose: 'authentication', staffId: claims.subject });
  if (!taken) throw fieldError('ticket', STUDIO_MESSAGES.ticketInvalid);
  const staff: StaffRow | undefined = await findStaffById(tx, claims.subject);
  if (!staff || staff.disabled) throw invalidCredentials();
  await recordChange(tx, {
    at: now,
    staffId: staff.id,
    action: 'sign-in',
    entityType: 'staff',
    recordId: staff.id,
    before: null,
    after: { second_factor: factor },
  });
  return issueStudioSession(ctx, tx, staff);
}

/**
 * `sign-in/passkey`: the ticket and a passkey's signature over its challenge. A refused
 * signature leaves the ticket good for another try until it expires.
 */
export async function passkeyStep(ctx: AppContext, request: FastifyRequest): Promise<StudioSession> {
  const form = PasskeyStepFormSchema.parse(request.body ?? {});
  const claims = await ticketClaims(ctx, form.ticket);
  const passkey = await ctx.db.get<PasskeyRow>(
    'SELECT id, staff_id, credential_id, public_key, sign_count, transports FROM staff_passkeys WHERE credential_id = ? AND staff_id = ?',
    [form.credential.id, claims.subject],
  );
  const counter = passkey ? await verifiedAssertion(ctx.config, form.credential, claims.challenge, passkey) : null;
  if (!passkey || counter === null) throw fieldError('credential', STUDIO_MESSAGES.passkeyRefused);
  return ctx.db.transaction(async (tx) => {
    await tx.run('UPDATE staff_passkeys SET sign_count = ?, last_used_at = ? WHERE id = ?', [
      counter,
      ctx.clock.now().toISOString(),
      passkey.id,
    ]);
    return finishSignIn(ctx, tx, claims, 'passkey');
  });
}

/**
 * `sign-in/recovery`: the ticket and one recovery code in place of the passkey. The code is used
 * up with the ticket, in one transaction; a wrong code uses up neither.
 */
export async function recoveryStep(ctx: AppContext, request: FastifyRequest): Promise<StudioSession> {
  const form = RecoveryStepFormSchema.parse(request.body ?? {});
  const claims = await ticketClaims(ctx, form.ticket);
  return ctx.db.transaction(async (tx) => {
    if (!(await consumeRecoveryCode(ctx, tx, claims.subject, form.code, ctx.clock.now())))
      throw fieldError('code', STUDIO_MESSAGES.recoveryRefused);
    return finishSignIn(ctx, tx, claims, 'recovery code');
  });
}
