import type { TerritoryPlays, WorkPlays } from '../studio/plays.ts';

/** One row of the counts as the database sums them: one work in one territory over the period. */
export interface WorkTerritoryRow {
  work: string;
  title: string;
  composer: string;
  publisher: string;
  territory: string;
  plays: number;
  milliseconds: number;
}

/** Most played first; ties by name, so a report reads the same each time. */
function byPlays<T extends { plays: number }>(name: (item: T) => string) {
  return (a: T, b: T) => b.plays - a.plays || name(a).localeCompare(name(b), 'en');
}

/** The rows grouped into works, each with its territories and totals, most played first. */
export function worksFromRows(rows: readonly WorkTerritoryRow[]): WorkPlays[] {
  const works = new Map<string, WorkPlays>();
  for (const row of rows) {
    let work = works.get(row.work);
    if (!work) {
      const { work: key, title, composer, publisher } = row;
      work = { work: key, title, composer, publisher, plays: 0, milliseconds: 0, territories: [] };
      works.set(row.work, work);
    }
    work.plays += row.plays;
    work.milliseconds += row.milliseconds;
    work.territories.push({ territory: row.territory, plays: row.plays, milliseconds: row.milliseconds });
  }
  const sorted = [...works.values()];
  for (const work of sorted) work.territories.sort(byPlays<TerritoryPlays>((t) => t.territory));
  return sorted.sort(byPlays<WorkPlays>((w) => w.title));
}

/** The publishers the works name, in alphabetical order; '' (none recorded) last. */
export function publishersOf(works: readonly WorkPlays[]): string[] {
  const named = [...new Set(works.map((work) => work.publisher))];
  return named.sort((a, b) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b, 'en')));
}
