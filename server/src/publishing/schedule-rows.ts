import type { ScheduleAction, StudioList } from '#lib/studio/contract.ts';
import type { Database } from '../db/database.ts';

/** A schedule as stored (migration 010). */
export interface ScheduleRow {
  id: number;
  list: StudioList;
  record_key: string;
  action: ScheduleAction;
  due_at: string;
  created_by: number;
  created_by_name: string;
  created_at: string;
}

const SELECT = `SELECT c.id, c.list, c.record_key, c.action, c.due_at, c.created_by, s.name AS created_by_name, c.created_at
  FROM studio_schedules c JOIN staff s ON s.id = c.created_by`;

/** What making a schedule writes. */
export interface ScheduleWrite {
  list: StudioList;
  key: string;
  action: ScheduleAction;
  dueAt: Date;
  staffId: number;
  at: Date;
}

/** Sets a record's schedule for an action, replacing the one it had (carried out or not); answers its id. */
export async function writeSchedule(tx: Database, write: ScheduleWrite): Promise<number> {
  await tx.run('DELETE FROM studio_schedules WHERE list = ? AND record_key = ? AND action = ?', [
    write.list,
    write.key,
    write.action,
  ]);
  const row = await tx.get<{ id: number }>(
    `INSERT INTO studio_schedules (list, record_key, action, due_at, created_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
    [write.list, write.key, write.action, write.dueAt.toISOString(), write.staffId, write.at.toISOString()],
  );
  if (row === undefined) throw new Error('The schedule was not written.');
  return row.id;
}

/** The schedules not yet carried out, soonest first. */
export function readWaitingSchedules(db: Database): Promise<ScheduleRow[]> {
  return db.all<ScheduleRow>(`${SELECT} WHERE c.publish_id IS NULL ORDER BY c.due_at, c.id`);
}

/** The schedules whose time has come and that no publish carries out yet, oldest first. */
export function readDueSchedules(db: Database, now: Date): Promise<ScheduleRow[]> {
  return db.all<ScheduleRow>(`${SELECT} WHERE c.publish_id IS NULL AND c.due_at <= ? ORDER BY c.due_at, c.id`, [
    now.toISOString(),
  ]);
}

/** Cancels a schedule not yet carried out; false when there was none. */
export async function deleteWaitingSchedule(db: Database, id: number): Promise<boolean> {
  return (await db.run('DELETE FROM studio_schedules WHERE id = ? AND publish_id IS NULL', [id])).changes === 1;
}

/**
 * Marks schedules as carried out by a publish, inside the transaction that queues it; answers
 * how many it marked: fewer than asked when another instance claimed some first.
 */
export async function claimSchedules(tx: Database, ids: readonly number[], publishId: number): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await tx.run(
    `UPDATE studio_schedules SET publish_id = ? WHERE publish_id IS NULL AND id IN (${ids.map(() => '?').join(', ')})`,
    [publishId, ...ids],
  );
  return result.changes;
}
