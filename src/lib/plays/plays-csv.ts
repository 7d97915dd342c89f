import type { WorkPlays } from '../studio/plays.ts';
import { playMinutes } from './play-minutes.ts';
import { exportedCount } from './small-counts.ts';
import { territoryLabel } from './territory-label.ts';

/** The export's columns, in order (docs/plays.md, "The CSV export"). */
export const PLAYS_CSV_COLUMNS = [
  'Work title',
  'Composer',
  'Publisher',
  'Territory',
  'Plays',
  'Total minutes streamed',
] as const;

/** Characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field of RFC 4180: quoted when it holds a comma, a quote or a line break, quotes doubled. A text
 * that a spreadsheet would run as a formula (a title typed as '=HYPERLINK(…)') gets a leading apostrophe,
 * as OWASP advises for CSV files opened in spreadsheets.
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const line = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\r\n`;

/**
 * One publisher's plays as CSV: a header, then one row per work and territory, in the report's order.
 * Counts under the limit read '<5'. Lines end with CRLF; UTF-8 with a byte-order mark, so a spreadsheet
 * reads accented names (Dvořák) right.
 */
export function publisherCsv(works: readonly WorkPlays[], publisher: string): string {
  const rows = works
    .filter((work) => work.publisher === publisher)
    .flatMap((work) =>
      work.territories.map((territory) =>
        line([
          work.title,
          work.composer,
          work.publisher,
          territoryLabel(territory.territory),
          exportedCount(territory.plays),
          playMinutes(territory.milliseconds),
        ]),
      ),
    );
  return `\uFEFF${line(PLAYS_CSV_COLUMNS)}${rows.join('')}`;
}

/** The file name of a publisher's export: 'plays-boosey-hawkes-2026-05-01-to-2026-05-31.csv'. */
export function publisherCsvName(publisher: string, from: string, to: string): string {
  const slug =
    publisher
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'no-publisher';
  return `plays-${slug}-${from}-to-${to}.csv`;
}
