import {
  AcceptFinishFormSchema,
  AcceptStartFormSchema,
  type AcceptFinishAnswer,
  type AcceptStartAnswer,
} from '#lib/studio/contract.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newTokenVersion } from '../auth/token-version.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordChange } from './audit-log.ts';
import { consumeInvitation, findOpenInvitation, type InvitationRow } from './invitations.ts';
import { newWebAuthnUserId, registrationOptions, verifiedRegistration } from './passkeys.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';
import { findStaffByEmail, findStaffById } from './staff-rows.ts';
import { storeChallenge, takeChallenge } from './studio-challenges.ts';
import { STUDIO_MESSAGES } from './studio-messages.ts';
import { fieldError } from './studio-route.ts';
import { issueStudioSession } from './studio-session.ts';
import { readTicket, signTicket } from './studio-ticket.ts';

/** What the start step keeps for the finish step, beside the challenge. */
interface Pending {
  name: string;
  passwordHash: string;
  userId: string;
}

/** `accept/start`: checks the invitation, hashes the password, and answers the options to create a passkey. */
export async function acceptStart(ctx: AppContext, request: FastifyRequest): Promise<AcceptStartAnswer> {
  const form = AcceptStartFormSchema.parse(request.body ?? {});
  const now = ctx.clock.now();
  const invitation = await findOpenInvitation(ctx, ctx.db, form.token, now);
  if (!invitation) throw fieldError('token', STUDIO_MESSAGES.invitationInvalid);
  if (await findStaffByEmail(ctx.db, invitation.email)) throw fieldError('token', STUDIO_MESSAGES.alreadyStaff);
  const pending: Pending = {
    name: form.name,
    passwordHash: await hashPassword(form.password),
    userId: newWebAuthnUserId(),
  };
  const options = await registrationOptions(ctx.config, {
    email: invitation.email,
    name: form.name,
    userId: pending.userId,
  });
  const { ticket, expires } = await signTicket(ctx, {
    step: 'registration',
    subject: invitation.id,
    challenge: options.challenge,
  });
  await storeChallenge(ctx.db, options.challenge, now, {
    purpose: 'registration',
    invitationId: invitation.id,
    pending: JSON.stringify(pending),
    expires,
  });
  return { ticket, expires: expires.toISOString(), options };
}

/** Creates the member an invitation was for, with their passkey, and logs it. */
async function createStaff(tx: Database, invitation: InvitationRow, pending: Pending, at: Date): Promise<number> {
  const row = await tx.get<{ id: number }>(
    `INSERT INTO staff (email, name, password_hash, role, token_version, webauthn_user_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING RETURNING id`,
    [
      invitation.email,
      pending.name,
      pending.passwordHash,
      invitation.role,
      newTokenVersion(),
      pending.userId,
      at.toISOString(),
    ],
  );
  if (!row) throw fieldError('token', STUDIO_MESSAGES.alreadyStaff);
  await recordChange(tx, {
    at,
    staffId: row.id,
    action: 'accept',
    entityType: 'staff',
    recordId: row.id,
    before: null,
    after: { email: invitation.email, name: pending.name, role: invitation.role, disabled: false },
  });
  return row.id;
}

/**
 * `accept/finish`: verifies the new passkey against the start step's challenge, then, in one
 * transaction, uses up the challenge and the invitation and creates the member, their passkey and
 * recovery codes. Answers their first session and the codes (201).
 */
export async function acceptFinish(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const form = AcceptFinishFormSchema.parse(request.body ?? {});
  const claims = await readTicket(ctx, form.ticket, 'registration');
  if (!claims) throw fieldError('ticket', STUDIO_MESSAGES.ticketInvalid);
  const passkey = await verifiedRegistration(ctx.config, form.credential, claims.challenge);
  if (!passkey) throw fieldError('credential', STUDIO_MESSAGES.passkeyRefused);
  const answer = await ctx.db.transaction(async (tx): Promise<AcceptFinishAnswer> => {
    const now = ctx.clock.now();
    const taken = await takeChallenge(tx, claims.challenge, now, {
      purpose: 'registration',
      invitationId: claims.subject,
    });
    if (!taken?.pending) throw fieldError('ticket', STUDIO_MESSAGES.ticketInvalid);
    const invitation = await consumeInvitation(tx, claims.subject, now);
    if (!invitation) throw fieldError('token', STUDIO_MESSAGES.invitationInvalid);
    const staffId = await createStaff(tx, invitation, JSON.parse(taken.pending) as Pending, now);
    const stored = await tx.get<{ id: number }>(
      `INSERT INTO staff_passkeys (staff_id, credential_id, public_key, sign_count, transports, created_at)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (credential_id) DO NOTHING RETURNING id`,
      [
        staffId,
        passkey.credentialId,
        passkey.publicKey,
        passkey.counter,
        JSON.stringify(passkey.transports),
        now.toISOString(),
      ],
    );
    // A passkey already registered to someone cannot be registered again.
    if (!stored) throw fieldError('credential', STUDIO_MESSAGES.passkeyRefused);
    const recovery_codes = await issueRecoveryCodes(ctx, tx, staffId, now);
    const staff = await findStaffById(tx, staffId);
    if (!staff) throw new Error('The new member of staff vanished inside its own transaction.');
    return { ...(await issueStudioSession(ctx, tx, staff)), recovery_codes };
  });
  return reply.code(201).send(answer);
}
