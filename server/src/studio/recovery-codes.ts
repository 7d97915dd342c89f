import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '#lib/studio/contract.ts';
import type { KeyConfig } from '../auth/keys.ts';
import { keyFor, keysFor } from '../auth/keys.ts';
import type { Database } from '../db/database.ts';

// Lower-case letters and digits without the look-alikes (0/o, 1/l/i): a code is read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;

/** A new code: two groups of five, e.g. `k7mq2-xr9tb` (about 50 bits). */
function newCode(): string {
  const chars = Array.from({ length: GROUP * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, GROUP).join('')}-${chars.slice(GROUP).join('')}`;
}

/** A code as typed, without spaces, dashes or capitals. */
function normalise(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

function digest(key: Uint8Array, code: string): string {
  return createHmac('sha256', key).update(normalise(code)).digest('hex');
}

/** Replaces a member's recovery codes with RECOVERY_CODE_COUNT new ones; answers them, to be shown once. */
export async function issueRecoveryCodes(
  ctx: { config: KeyConfig },
  tx: Database,
  staffId: number,
  at: Date,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.run('DELETE FROM staff_recovery_codes WHERE staff_id = ?', [staffId]);
  const key = keyFor(ctx.config, 'studio-recovery');
  for (const code of codes) {
    await tx.run('INSERT INTO staff_recovery_codes (staff_id, code_hash, created_at) VALUES (?, ?, ?)', [
      staffId,
      digest(key, code),
      at.toISOString(),
    ]);
  }
  return codes;
}

/** Uses one of a member's codes up, atomically; false when it is not theirs or was used. */
export async function consumeRecoveryCode(
  ctx: { config: KeyConfig },
  tx: Database,
  staffId: number,
  code: string,
  at: Date,
): Promise<boolean> {
  // Codes made before a secret rotation were stored under the previous secret's key.
  const digests = keysFor(ctx.config, 'studio-recovery').map((key) => digest(key, code));
  const result = await tx.run(
    `UPDATE staff_recovery_codes SET used_at = ? WHERE staff_id = ? AND used_at IS NULL AND code_hash IN (${digests.map(() => '?').join(', ')})`,
    [at.toISOString(), staffId, ...digests],
  );
  return result.changes > 0;
}
