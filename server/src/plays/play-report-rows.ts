import type { WorkTerritoryRow } from '#lib/plays/plays-report.ts';
import type { PlaysQuery } from '#lib/studio/plays.ts';
import type { Database } from '../db/database.ts';

/**
 * The counts of a period summed per work and territory, with the work's title, composer and publisher as
 * the catalogue has them now. Plays of performances no longer in the catalogue are summed under work ''.
 */
const SQL = `SELECT COALESCE(c.identifier, '') AS work, COALESCE(c.title, '') AS title,
    COALESCE(TRIM(p.first_name || ' ' || p.last_name), '') AS composer, COALESCE(c.publisher, '') AS publisher,
    pc.territory, SUM(pc.plays) AS plays, SUM(pc.milliseconds) AS milliseconds
  FROM play_counts pc
  LEFT JOIN performances pf ON pf.uuid = pc.performance_uuid
  LEFT JOIN compositions c ON c.id = pf.composition_id
  LEFT JOIN people p ON p.id = c.composer_id
  WHERE pc.day >= ? AND pc.day <= ?
  GROUP BY c.identifier, c.title, p.first_name, p.last_name, c.publisher, pc.territory`;

/** The title given to plays of performances taken out of the catalogue since. */
export const GONE_TITLE = 'Performances no longer in the catalogue';

/** Rows of the report for the period, both days included. */
export async function readPlayRows(db: Database, period: PlaysQuery): Promise<WorkTerritoryRow[]> {
  const rows = await db.all<
    Omit<WorkTerritoryRow, 'plays' | 'milliseconds'> & Record<'plays' | 'milliseconds', number | string>
  >(SQL, [period.from, period.to]);
  // PostgreSQL answers sums of integers as numeric, which its driver gives as text.
  return rows.map((row) => ({
    ...row,
    title: row.work === '' ? GONE_TITLE : row.title,
    plays: Number(row.plays),
    milliseconds: Number(row.milliseconds),
  }));
}
