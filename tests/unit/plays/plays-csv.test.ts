import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, publisherCsv, publisherCsvName } from '../../../src/lib/plays/plays-csv.ts';
import type { WorkPlays } from '../../../src/lib/studio/plays.ts';

/** A small RFC 4180 reader, to prove that what the writer quotes reads back as it was. */
function readCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < line.length; at += 1) {
    const char = line[at] ?? '';
    if (quoted && char === '"' && line[at + 1] === '"') {
      field += '"';
      at += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  return [...fields, field];
}

const work = (over: Partial<WorkPlays>): WorkPlays => ({
  work: 'serenade',
  title: 'Serenade',
  composer: 'Antonín Dvořák',
  publisher: 'Bärenreiter',
  plays: 0,
  milliseconds: 0,
  territories: [],
  ...over,
});

describe('csvField', () => {
  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvField('Serenade')).toBe('Serenade');
    expect(csvField('Serenade, Op. 22')).toBe('"Serenade, Op. 22"');
    expect(csvField('The "Great"')).toBe('"The ""Great"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a spreadsheet from running a title as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('reads back as written, for any text without a formula start', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string().filter((text) => !/^[=+\-@\t\r]/.test(text) && !/[\r\n]/.test(text))),
        (fields) => {
          fc.pre(fields.length > 0);
          expect(readCsvLine(fields.map(csvField).join(','))).toEqual(fields);
        },
      ),
    );
  });
});

describe('publisherCsv', () => {
  const works = [
    work({
      plays: 8,
      milliseconds: 960_000,
      territories: [
        { territory: 'DE', plays: 5, milliseconds: 600_000 },
        { territory: '', plays: 3, milliseconds: 360_000 },
      ],
    }),
    work({
      work: 'other',
      title: 'Other',
      publisher: 'Schott',
      plays: 9,
      territories: [{ territory: 'US', plays: 9, milliseconds: 0 }],
    }),
  ];

  it("writes one row per work and territory of that publisher, counts under 5 as '<5'", () => {
    expect(publisherCsv(works, 'Bärenreiter')).toBe(
      '\uFEFFWork title,Composer,Publisher,Territory,Plays,Total minutes streamed\r\n' +
        'Serenade,Antonín Dvořák,Bärenreiter,DE,5,10.0\r\n' +
        'Serenade,Antonín Dvořák,Bärenreiter,unknown,<5,6.0\r\n',
    );
  });

  it('never writes a count under 5, whatever the counts', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 20 }), { minLength: 1, maxLength: 8 }), (counts) => {
        const territories = counts.map((plays, i) => ({ territory: `T${i}`, plays, milliseconds: 0 }));
        const rows = publisherCsv([work({ territories })], 'Bärenreiter')
          .split('\r\n')
          .slice(1, -1);
        const shown = rows.map((row) => readCsvLine(row)[4]);
        expect(shown).toEqual(counts.map((plays) => (plays < 5 ? '<5' : String(plays))));
      }),
    );
  });
});

describe('publisherCsvName', () => {
  it('names the publisher and the period in plain letters', () => {
    expect(publisherCsvName('Bärenreiter-Verlag', '2026-05-01', '2026-05-31')).toBe(
      'plays-barenreiter-verlag-2026-05-01-to-2026-05-31.csv',
    );
    expect(publisherCsvName('', '2026-05-01', '2026-05-01')).toBe('plays-no-publisher-2026-05-01-to-2026-05-01.csv');
  });
});
