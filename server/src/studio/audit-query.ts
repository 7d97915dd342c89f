import type { AuditEntry, AuditPage, AuditQuery } from '#lib/studio/contract.ts';
import type { Database, SqlValue } from '../db/database.ts';

interface AuditRow {
  id: number;
  at: string;
  staff_id: number | null;
  staff_name: string | null;
  action: AuditEntry['action'];
  entity_type: string;
  record_id: string;
  changes: string;
}

const DAY_MS = 24 * 3600_000;

/** A bound of the query as an ISO instant: a date means the start of that day in UTC (`to`: of the next day). */
function instant(value: string, end: boolean): string {
  if (value.length > 10) return new Date(value).toISOString();
  const start = new Date(`${value}T00:00:00.000Z`).getTime();
  return new Date(end ? start + DAY_MS : start).toISOString();
}

/** The WHERE clause of a query's filters, with its parameters. */
function filters(query: AuditQuery): { where: string; params: SqlValue[] } {
  const clauses: string[] = [];
  const params: SqlValue[] = [];
  const add = (clause: string, value: SqlValue) => {
    clauses.push(clause);
    params.push(value);
  };
  if (query.staff_id !== undefined) add('a.staff_id = ?', query.staff_id);
  if (query.entity_type !== undefined) add('a.entity_type = ?', query.entity_type);
  if (query.record_id !== undefined) add('a.record_id = ?', query.record_id);
  if (query.from !== undefined) add('a.at >= ?', instant(query.from, false));
  // A date as `to` takes in its whole day; an instant is the last one taken in.
  if (query.to !== undefined) add(query.to.length > 10 ? 'a.at <= ?' : 'a.at < ?', instant(query.to, true));
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** One page of the audit log, newest first, with how many entries match in all. */
export async function readAuditPage(db: Database, query: AuditQuery): Promise<AuditPage> {
  const { where, params } = filters(query);
  const total = await db.get<{ n: number }>(`SELECT CAST(count(*) AS INTEGER) AS n FROM audit_log a ${where}`, params);
  const rows = await db.all<AuditRow>(
    `SELECT a.id, a.at, a.staff_id, s.name AS staff_name, a.action, a.entity_type, a.record_id, a.changes
     FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id ${where}
     ORDER BY a.at DESC, a.id DESC LIMIT ? OFFSET ?`,
    [...params, query.per_page, (query.page - 1) * query.per_page],
  );
  return {
    items: rows.map((row) => ({ ...row, changes: JSON.parse(row.changes) as AuditEntry['changes'] })),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}
