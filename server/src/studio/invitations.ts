import { createHmac } from 'node:crypto';
import type { InvitationForm, StaffRole } from '#lib/studio/contract.ts';
import { invitationPath } from '#lib/studio/contract.ts';
import { escapeHtml, siteLink } from '../auth/account-emails.ts';
import { keyFor, keysFor, type KeyConfig } from '../auth/keys.ts';
import { newSecretToken } from '../auth/secret-tokens.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { recordChange } from './audit-log.ts';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/** An open invitation as the acceptance reads it. */
export interface InvitationRow {
  id: number;
  email: string;
  role: StaffRole;
  invited_by: number | null;
}

const digest = (key: Uint8Array, token: string) => createHmac('sha256', key).update(token).digest('hex');

/** The digests a token may be stored under, newest secret first (a link mailed before a rotation still works). */
function digests(config: KeyConfig, token: string): string[] {
  return keysFor(config, 'studio-invitation').map((key) => digest(key, token));
}

/**
 * Invites `email` as `role`: an open invitation for the same address is replaced, the new one is
 * logged, and its token (stored only as an HMAC) is answered for the mail.
 */
export async function issueInvitation(
  ctx: { config: KeyConfig },
  tx: Database,
  invite: InvitationForm & { invitedBy: number | null; at: Date },
): Promise<{ token: string; expires: Date }> {
  const at = invite.at.toISOString();
  const token = newSecretToken();
  const expires = new Date(invite.at.getTime() + INVITATION_DAYS * 24 * 3600_000);
  await tx.run(
    'UPDATE staff_invitations SET replaced_at = ? WHERE email = ? AND used_at IS NULL AND replaced_at IS NULL',
    [at, invite.email],
  );
  const row = await tx.get<{ id: number }>(
    `INSERT INTO staff_invitations (email, role, token_hash, invited_by, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
    [
      invite.email,
      invite.role,
      digest(keyFor(ctx.config, 'studio-invitation'), token),
      invite.invitedBy,
      at,
      expires.toISOString(),
    ],
  );
  await recordChange(tx, {
    at: invite.at,
    staffId: invite.invitedBy,
    action: 'invite',
    entityType: 'staff_invitation',
    recordId: Number(row?.id),
    before: null,
    after: { email: invite.email, role: invite.role, expires: expires.toISOString() },
  });
  return { token, expires };
}

const OPEN = 'used_at IS NULL AND replaced_at IS NULL AND expires_at > ?';

/** The open invitations, newest first, with who sent each. */
export function listOpenInvitations(db: Database, at: Date) {
  return db.all<{
    id: number;
    email: string;
    role: StaffRole;
    invited_by: string | null;
    created_at: string;
    expires_at: string;
  }>(
    `SELECT i.id, i.email, i.role, s.name AS invited_by, i.created_at, i.expires_at
     FROM staff_invitations i LEFT JOIN staff s ON s.id = i.invited_by
     WHERE i.used_at IS NULL AND i.replaced_at IS NULL AND i.expires_at > ? ORDER BY i.created_at DESC, i.id DESC`,
    [at.toISOString()],
  );
}

/**
 * Revokes an open invitation: its link stops working at once (it is marked replaced, by nothing),
 * and the revocation is logged. Answers false when the invitation is not open.
 */
export async function revokeInvitation(tx: Database, id: number, staffId: number, at: Date): Promise<boolean> {
  const row = await tx.get<{ email: string; role: string }>(
    `UPDATE staff_invitations SET replaced_at = ? WHERE id = ? AND ${OPEN} RETURNING email, role`,
    [at.toISOString(), id, at.toISOString()],
  );
  if (row === undefined) return false;
  await recordChange(tx, {
    at,
    staffId,
    action: 'revoke',
    entityType: 'staff_invitation',
    recordId: id,
    before: { email: row.email, role: row.role },
    after: null,
  });
  return true;
}

/** The open invitation a token names, without using it up; undefined when there is none. */
export function findOpenInvitation(
  ctx: { config: KeyConfig },
  db: Database,
  token: string,
  at: Date,
): Promise<InvitationRow | undefined> {
  const hashes = digests(ctx.config, token);
  return db.get<InvitationRow>(
    `SELECT id, email, role, invited_by FROM staff_invitations WHERE token_hash IN (${hashes.map(() => '?').join(', ')}) AND ${OPEN}`,
    [...hashes, at.toISOString()],
  );
}

/** Uses an invitation up: one atomic UPDATE, so of two acceptances of one link only one passes. */
export function consumeInvitation(tx: Database, id: number, at: Date): Promise<InvitationRow | undefined> {
  return tx.get<InvitationRow>(
    `UPDATE staff_invitations SET used_at = ? WHERE id = ? AND ${OPEN} RETURNING id, email, role, invited_by`,
    [at.toISOString(), id, at.toISOString()],
  );
}

const ROLE_WORDS: Readonly<Record<StaffRole, string>> = {
  admin: 'an admin (you invite staff, set their roles and read the audit log, and edit everything)',
  editor: 'an editor (catalogue records, texts and images)',
  media: 'a media editor (recordings, movements, captions and live-stream links)',
  rights: 'a rights manager (the licences of works and performances, and the plays reports)',
};

/** The invitation mail: `{studio origin}{base}/studio/#/invitation/{token}`, good for INVITATION_DAYS days and once. */
export function invitationMail(
  config: Pick<ServerConfig, 'studioOrigin' | 'SITE_BASE_PATH'>,
  to: string,
  role: StaffRole,
  token: string,
): MailMessage {
  const link = siteLink(
    { siteOrigin: config.studioOrigin, SITE_BASE_PATH: config.SITE_BASE_PATH },
    invitationPath(token),
  );
  const lead = `You are invited to the Concert Library studio as ${ROLE_WORDS[role]}. Open this link to choose your password and set up a passkey. It works once, within ${INVITATION_DAYS} days:`;
  const after = 'If you did not expect this invitation, ignore this message.';
  return {
    to,
    subject: 'Your invitation to the Concert Library studio',
    link,
    text: `${lead}\n\n${link}\n\n${after}\n`,
    html: `<p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(link)}">Accept the invitation</a></p><p>${escapeHtml(after)}</p>`,
  };
}
