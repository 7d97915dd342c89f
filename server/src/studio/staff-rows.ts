import type { StaffMember, StaffRecord, StaffRole } from '#lib/studio/contract.ts';
import type { Database } from '../db/database.ts';

/** A row of the staff table. */
export interface StaffRow {
  id: number;
  email: string;
  name: string;
  password_hash: string;
  role: StaffRole;
  disabled: number;
  token_version: string;
  webauthn_user_id: string;
  created_at: string;
  last_sign_in_at: string | null;
}

const COLUMNS =
  'id, email, name, password_hash, role, disabled, token_version, webauthn_user_id, created_at, last_sign_in_at';

/** The member of staff with this email (lower-cased), if any. */
export function findStaffByEmail(db: Database, email: string): Promise<StaffRow | undefined> {
  return db.get<StaffRow>(`SELECT ${COLUMNS} FROM staff WHERE email = ?`, [email.trim().toLowerCase()]);
}

/** The member of staff with this id, if any. */
export function findStaffById(db: Database, id: number): Promise<StaffRow | undefined> {
  return db.get<StaffRow>(`SELECT ${COLUMNS} FROM staff WHERE id = ?`, [id]);
}

/** Every member of staff, by name. */
export function listStaff(db: Database): Promise<StaffRow[]> {
  return db.all<StaffRow>(`SELECT ${COLUMNS} FROM staff ORDER BY name, id`);
}

/** How many admins can still sign in. */
export async function countActiveAdmins(db: Database): Promise<number> {
  const row = await db.get<{ n: number }>(
    "SELECT CAST(count(*) AS INTEGER) AS n FROM staff WHERE role = 'admin' AND disabled = 0",
  );
  return row?.n ?? 0;
}

/** A member of staff as sessions and `me` answer. */
export function toStaffMember(row: StaffRow): StaffMember {
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

/** A member of staff as the admin's list shows them. */
export function toStaffRecord(row: StaffRow): StaffRecord {
  return {
    ...toStaffMember(row),
    disabled: row.disabled === 1,
    created_at: row.created_at,
    last_sign_in_at: row.last_sign_in_at,
  };
}
