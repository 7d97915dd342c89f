import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogImportError } from '../../server/src/catalog/catalog-import-error.ts';
import { readCatalogVersion } from '../../server/src/catalog/catalog-meta.ts';
import { exportCatalog } from '../../server/src/catalog/export-catalog.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import type { CatalogDocumentInput } from '../../server/src/catalog/import-schema.ts';
import type { Database } from '../../server/src/db/database.ts';
import { PERFORMANCES, uuid } from '../fixtures/catalog/small-catalog-keys.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { createTestDatabase } from './support/test-database.ts';

type Doc = CatalogDocumentInput;
const list = <K extends keyof Doc>(key: K) => (smallCatalog[key] ?? []) as NonNullable<Doc[K]>;

/** The fixture with one list changed. */
function withList<K extends keyof Doc>(key: K, change: (items: NonNullable<Doc[K]>) => NonNullable<Doc[K]>): Doc {
  return { ...smallCatalog, [key]: change(list(key)) };
}

/** A property of a database, with methods bound to it (its private fields need the real `this`). */
function bound(target: Database, property: PropertyKey): unknown {
  const value = Reflect.get(target, property) as unknown;
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
}

/** A database whose transactions fail at their first insert into `table`, after others have run. */
function failingAt(db: Database, table: string): Database {
  const fail = (tx: Database): Database =>
    new Proxy(tx, {
      get(target, property) {
        if (property !== 'run') return bound(target, property);
        return async (sql: string, params?: readonly never[]) => {
          if (sql.startsWith(`INSERT INTO ${table} `)) throw new Error(`simulated failure in ${table}`);
          return target.run(sql, params);
        };
      },
    });
  return new Proxy(db, {
    get(target, property) {
      if (property !== 'transaction') return bound(target, property);
      return <T>(work: (tx: Database) => Promise<T>) => target.transaction((tx) => work(fail(tx)));
    },
  });
}

describe('catalogue import rejects bad documents and leaves the catalogue intact', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let before: unknown;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
    await importCatalog(db, smallCatalog);
    before = await exportCatalog(db);
  });
  afterAll(() => drop());

  const rejects = async (doc: unknown, message: string) => {
    const error = await importCatalog(db, doc as Doc).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CatalogImportError);
    expect((error as CatalogImportError).message).toContain(message);
    return error as CatalogImportError;
  };

  it('names the record, the field, the bad value and an example of a good one', async () => {
    const error = await rejects(
      withList('compositions', (cs) => [...cs, { identifier: 'Bad Slug', title: '' }]),
      `composition 'Bad Slug': identifier: "Bad Slug" is not an identifier (lower-case letters, digits and single hyphens); expected e.g. "price-adoration"`,
    );
    expect(error).toMatchObject({ entity: 'composition', identifier: 'Bad Slug' });
    expect(error.problems).toHaveLength(2);
    expect(error.message).toContain(`composition 'Bad Slug': title: "" is empty; expected e.g. "Adoration"`);
    await rejects(
      withList('programs', (ps) =>
        ps.map((p) => (p.identifier === 'winter-light' ? { ...p, start_date_time: '12/04/2026 7:30 PM' } : p)),
      ),
      `program 'winter-light' (Winter Light): start_date_time: "12/04/2026 7:30 PM" is not a date-time with a UTC offset; expected e.g. "2026-10-16T19:30:00-05:00"`,
    );
    await rejects(
      withList('performances', (ps) => [...ps, { uuid: 'not-a-uuid', composition: 'fragment' }]),
      `performance 'not-a-uuid' (fragment): uuid: "not-a-uuid" is not a uuid; expected e.g. "9a0c4e7b-2d6f-4a18-b3c5-7e1f0d2a4b69"`,
    );
    await rejects(
      withList('people', (ps) => [...ps, { identifier: 'no-last-name' } as never]),
      `person 'no-last-name': last_name: missing; expected e.g. "Price"`,
    );
    await rejects(
      withList('people', (ps) => [...ps, { identifier: 'x', last_name: 'X', birth_year: '1887' as never }]),
      `person 'x': birth_year: "1887" is not a number; expected e.g. 1887`,
    );
    await rejects(
      { ...smallCatalog, format: 'something-else' },
      'document: format: "something-else" is not "concert-library-catalog"',
    );
    await rejects('not a document', 'document: "not a document" is not an object');
  });

  it('names a field inside a list or an image by its path, with the example of that part', async () => {
    const [first, ...others] = list('performances');
    const recordings = first!.recordings!.map((r, i) => (i === 0 ? { ...r, duration_ms: -1 } : r));
    await rejects(
      { ...smallCatalog, performances: [{ ...first!, recordings }, ...others] },
      `performance '${first!.uuid}' (${first!.composition}): recordings[0].duration_ms: -1 is less than 0; expected e.g. 425000`,
    );
    await rejects(
      withList('people', (ps) => [
        ...ps,
        { identifier: 'y', last_name: 'Y', image: { src: '/media/images/people/y.jpg', width: 0, height: 10 } },
      ]),
      `person 'y': image.width: 0 is not more than 0; expected e.g. 900`,
    );
    await rejects(
      withList('programs', (ps) =>
        ps.map((p) => (p.identifier === 'winter-light' ? { ...p, allowed_countries: ['us'] } : p)),
      ),
      `program 'winter-light' (Winter Light): allowed_countries[0]: "us" is not a two-letter country code in capitals; expected e.g. "US"`,
    );
    const long = 'x'.repeat(500);
    const error = await rejects(
      withList('compositions', (cs) => [
        ...cs,
        { identifier: 'long-title', title: 'T', opus: 7 as never, for_display: long as never },
      ]),
      `composition 'long-title' (T): opus: 7 is not a text; expected e.g. "Op. 7"`,
    );
    // A long value is cut, so one line stays readable.
    expect(error.message).toContain(`for_display: "${'x'.repeat(58)}… is not true or false; expected e.g. true`);
  });

  it('refuses a field or a list it does not know, suggesting the likely spelling', async () => {
    const error = await rejects(
      withList('compositions', (cs) => [
        ...cs,
        { identifier: 'typo', title: 'Typo', composr: 'x', colour: 'red' } as never,
      ]),
      `composition 'typo' (Typo): composr: unknown field (did you mean "composer"?); see docs/catalogue-format.md for the fields`,
    );
    expect(error.message).toContain(`composition 'typo' (Typo): colour: unknown field; see docs/catalogue-format.md`);
    const [first, ...others] = list('performances');
    const recordings = first!.recordings!.map((r, i) => (i === 0 ? { ...r, duraton_ms: 1 } : r));
    await rejects(
      { ...smallCatalog, performances: [{ ...first!, recordings }, ...others] },
      `performance '${first!.uuid}' (${first!.composition}): recordings[0].duraton_ms: unknown field (did you mean "duration_ms"?)`,
    );
    await rejects(
      { ...smallCatalog, live_stream: [] },
      'document: live_stream: unknown list (did you mean "live_streams"?)',
    );
  });

  it('refuses identifiers the contract refuses, which the site could not publish', async () => {
    const long = `work-${'x'.repeat(295)}`;
    await rejects(
      withList('compositions', (cs) => [...cs, { identifier: long, title: 'Long' }]),
      'identifier: "work-xxxxxxx',
    );
    await rejects(
      withList('compositions', (cs) => [...cs, { identifier: long, title: 'Long' }]),
      `… is refused: an identifier has at most 128 characters; expected e.g. "price-adoration"`,
    );
    await rejects(
      withList('performances', (ps) => [...ps, { uuid: uuid(296), composition: long }]),
      `performance '${uuid(296)}' (${long.slice(0, 59)}…): composition: "work-x`,
    );
    const error = await rejects(
      withList('home_content', (hs) => [
        ...hs,
        { content_type: 'headline', identifier: '..' },
        { content_type: 'headline', identifier: 'a/b' },
      ]),
      `home content '..': identifier: ".." is refused: an identifier is ASCII letters, digits, '-', '_' and '.', not starting with '.'`,
    );
    expect(error.message).toContain(`home content 'a/b': identifier: "a/b" is refused: an identifier is ASCII letters`);
  });

  it('names every reference to something the document does not hold', async () => {
    await rejects(
      withList('compositions', (cs) => [...cs, { identifier: 'orphan', title: 'Orphan', composer: 'nobody' }]),
      "composition 'orphan': composer 'nobody' does not exist",
    );
    await rejects(
      withList('people', (ps) => [...ps, { identifier: 'x', last_name: 'X', country: 'symphony' }]),
      "person 'x': country 'symphony' does not exist",
    );
    await rejects(
      withList('performances', (ps) => [...ps, { uuid: uuid(299), composition: 'missing-work', conductor: 'nobody' }]),
      `performance '${uuid(299)}': composition 'missing-work' does not exist`,
    );
    await rejects(
      withList('curated_collections', (cs) => [
        ...cs,
        { uuid: uuid(599), identifier: 'c', title: 'C', items: [{ performance: uuid(298) }] },
      ]),
      `curated collection 'c': performance '${uuid(298)}' does not exist`,
    );
    await rejects(
      withList('home_content', (hs) => [
        ...hs,
        { content_type: 'headline', identifier: 'h', curated_collection: 'nope' },
      ]),
      "home content 'h': curated_collection 'nope' does not exist",
    );
    await rejects(
      withList('media_features', (fs) => [
        ...fs,
        {
          uuid: uuid(499),
          identifier: 'f',
          title: 'F',
          date_time: '2024-01-01T00:00:00Z',
          duration_ms: 1,
          category: 'nope',
          media: 'video/v01',
        },
      ]),
      "media feature 'f': category 'nope' does not exist",
    );
    await rejects(
      withList('live_streams', (ss) => [
        ...ss,
        { uuid: uuid(697), identifier: 's', title: 'S', start_date_time: '2024-01-01T00:00:00Z', program: 'nope' },
      ]),
      "live stream 's': program 'nope' does not exist",
    );
  });

  it('rejects duplicate keys, looping categories and programs that end before they start', async () => {
    await rejects(
      withList('compositions', (cs) => [...cs, { identifier: 'fragment', title: 'Again' }]),
      "composition 'fragment': duplicate identifier 'fragment'",
    );
    const performances = list('performances');
    const copy = { ...performances[0]!, uuid: uuid(297) };
    await rejects(
      { ...smallCatalog, performances: [...performances, copy] },
      `recording '${copy.recordings![0]!.uuid}': duplicate uuid`,
    );
    await rejects(
      withList('feature_categories', (cs) => [
        ...cs,
        { identifier: 'a', title: 'A', parent: 'b' },
        { identifier: 'b', title: 'B', parent: 'a' },
      ]),
      "feature category 'a': its parents form a loop",
    );
    await rejects(
      withList('programs', (ps) =>
        ps.map((p) => (p.identifier === 'winter-light' ? { ...p, end_date_time: '2024-01-01T00:00:00Z' } : p)),
      ),
      "program 'winter-light': end_date_time is before start_date_time",
    );
    await rejects(
      withList('performances', (ps) =>
        ps.map((p) =>
          p.uuid === PERFORMANCES.chant
            ? { ...p, featured_artists: [{ artist: 'jonah-reyes' }, { artist: 'jonah-reyes' }] }
            : p,
        ),
      ),
      `performance '${PERFORMANCES.chant}': duplicate featured artist 'jonah-reyes'`,
    );
  });

  it('rolls the whole import back when the database fails midway', async () => {
    const changed = withList('compositions', (cs) => cs.map((c) => ({ ...c, title: `${c.title} (new)` })));
    await expect(importCatalog(failingAt(db, 'recordings'), changed)).rejects.toThrow(
      'simulated failure in recordings',
    );
  });

  it('left the previous catalogue and its version untouched through all of the above', async () => {
    expect(await exportCatalog(db)).toEqual(before);
    expect(await readCatalogVersion(db)).toBe(1);
  });
});
