import type { StudioSession } from '#lib/studio/contract.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { toStaffMember, type StaffRow } from './staff-rows.ts';
import { signStudioToken } from './studio-token.ts';
import { newTokenVersion } from '../auth/token-version.ts';

/** A studio session for a member who completed both factors; notes when they signed in. */
export async function issueStudioSession(
  ctx: Pick<AppContext, 'config' | 'clock'>,
  tx: Database,
  staff: StaffRow,
): Promise<StudioSession> {
  const { token, expires } = await signStudioToken(ctx, staff.id, staff.token_version);
  await tx.run('UPDATE staff SET last_sign_in_at = ? WHERE id = ?', [ctx.clock.now().toISOString(), staff.id]);
  return { token, expires: expires.toISOString(), staff: toStaffMember(staff) };
}

/** Voids every studio token of a member: sign-out, a role change, disabling. */
export async function bumpStaffTokenVersion(tx: Database, staffId: number): Promise<void> {
  await tx.run('UPDATE staff SET token_version = ? WHERE id = ?', [newTokenVersion(), staffId]);
}
