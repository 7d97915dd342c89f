import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  NewPasskeyFormSchema,
  PasswordAgainFormSchema,
  type Account,
  type NewPasskeyStart,
  type NewRecoveryCodes,
  type OwnPasskey,
} from '#lib/studio/contract.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { recordChange } from './audit-log.ts';
import { passkeysOf, registrationOptions, verifiedRegistration } from './passkeys.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';
import type { StaffRow } from './staff-rows.ts';
import { storeChallenge, takeChallenge } from './studio-challenges.ts';
import { STUDIO_MESSAGES } from './studio-messages.ts';
import { fieldError, idParam } from './studio-route.ts';
import { TICKET_MINUTES } from './studio-ticket.ts';

/** `account` (GET): the member's passkeys and how many of their recovery codes are unused. */
export async function account(ctx: AppContext, _request: FastifyRequest, _reply: FastifyReply, staff: StaffRow) {
  const passkeys = await ctx.db.all<OwnPasskey>(
    'SELECT id, created_at, last_used_at FROM staff_passkeys WHERE staff_id = ? ORDER BY id',
    [staff.id],
  );
  const left = await ctx.db.get<{ n: number }>(
    'SELECT CAST(count(*) AS INTEGER) AS n FROM staff_recovery_codes WHERE staff_id = ? AND used_at IS NULL',
    [staff.id],
  );
  const answer: Account = { passkeys, recovery_codes_left: left?.n ?? 0 };
  return answer;
}

/** Refuses a change to how the member signs in unless the password given again is theirs. */
async function passwordAgain(request: FastifyRequest, staff: StaffRow): Promise<void> {
  const form = PasswordAgainFormSchema.parse(request.body ?? {});
  if (!(await verifyPassword(staff.password_hash, form.password)))
    throw fieldError('password', STUDIO_MESSAGES.passwordAgainWrong);
}

/** `account/passkeys` (POST, the password again): options for the browser to make another passkey. */
export async function newPasskeyStart(
  ctx: AppContext,
  request: FastifyRequest,
  _reply: FastifyReply,
  staff: StaffRow,
): Promise<NewPasskeyStart> {
  await passwordAgain(request, staff);
  const options = await registrationOptions(
    ctx.config,
    { email: staff.email, name: staff.name, userId: staff.webauthn_user_id },
    await passkeysOf(ctx.db, staff.id),
  );
  const now = ctx.clock.now();
  await storeChallenge(ctx.db, options.challenge, now, {
    purpose: 'registration',
    staffId: staff.id,
    expires: new Date(now.getTime() + TICKET_MINUTES * 60_000),
  });
  return { options };
}

/** `account/passkeys/finish` (POST): stores the new passkey if it answers the member's own challenge (201). */
export async function newPasskeyFinish(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  staff: StaffRow,
): Promise<unknown> {
  const form = NewPasskeyFormSchema.parse(request.body ?? {});
  const passkey = await verifiedRegistration(ctx.config, form.credential, form.challenge);
  if (!passkey) throw fieldError('credential', STUDIO_MESSAGES.newPasskeyRefused);
  const stored = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    // The challenge must be one this member's start step made, unused and unexpired.
    const taken = await takeChallenge(tx, form.challenge, now, { purpose: 'registration', staffId: staff.id });
    if (!taken) throw fieldError('credential', STUDIO_MESSAGES.newPasskeyRefused);
    const row = await tx.get<OwnPasskey>(
      `INSERT INTO staff_passkeys (staff_id, credential_id, public_key, sign_count, transports, created_at)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (credential_id) DO NOTHING RETURNING id, created_at, last_used_at`,
      [
        staff.id,
        passkey.credentialId,
        passkey.publicKey,
        passkey.counter,
        JSON.stringify(passkey.transports),
        now.toISOString(),
      ],
    );
    if (!row) throw fieldError('credential', STUDIO_MESSAGES.newPasskeyRefused);
    await recordChange(tx, {
      at: now,
      staffId: staff.id,
      action: 'passkey-added',
      entityType: 'staff',
      recordId: staff.id,
      before: null,
      after: { passkey: row.id },
    });
    return row;
  });
  return reply.code(201).send(stored);
}

/** `account/passkeys/{id}` (DELETE): removes one of the member's passkeys (204), never their last (409). */
export async function removePasskey(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  staff: StaffRow,
): Promise<unknown> {
  const id = idParam(request);
  await ctx.db.transaction(async (tx) => {
    // On PostgreSQL the member's passkeys are held, so two removals at once cannot leave none.
    const lock = tx.dialect === 'postgres' ? ' FOR UPDATE' : '';
    const own = await tx.all<{ id: number }>(`SELECT id FROM staff_passkeys WHERE staff_id = ?${lock}`, [staff.id]);
    if (!own.some((p) => p.id === id)) throw notFound();
    if (own.length === 1) throw new HttpError(409, { detail: STUDIO_MESSAGES.lastPasskey });
    await tx.run('DELETE FROM staff_passkeys WHERE id = ? AND staff_id = ?', [id, staff.id]);
    await recordChange(tx, {
      at: ctx.clock.now(),
      staffId: staff.id,
      action: 'passkey-removed',
      entityType: 'staff',
      recordId: staff.id,
      before: { passkey: id },
      after: null,
    });
  });
  return reply.code(204).send();
}

/** `account/recovery-codes` (POST, the password again): ten new codes, shown once; the old ones stop working. */
export async function newRecoveryCodes(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  staff: StaffRow,
): Promise<unknown> {
  await passwordAgain(request, staff);
  const codes = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const made = await issueRecoveryCodes(ctx, tx, staff.id, now);
    await recordChange(tx, {
      at: now,
      staffId: staff.id,
      action: 'recovery-codes',
      entityType: 'staff',
      recordId: staff.id,
      before: null,
      after: { recovery_codes: `${made.length} new` },
    });
    return made;
  });
  const answer: NewRecoveryCodes = { recovery_codes: codes };
  return reply.code(201).send(answer);
}
