import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAD_IDENTIFIERS,
  BAD_REFERENCE,
  badIdentifierAnswers,
  SKIPPED_MARK,
} from '../fixtures/api/bad-identifier-catalogue.ts';
import { startFixtureApi, type FixtureApi } from '../support/fixture-api.ts';
import { createScratchSite, type ScratchSite } from './support/scratch-site.ts';
import { filesUnder } from './support/tree-hash.ts';

/**
 * A real build against a content host that sends identifiers with `/`, `\`, `%`, 300 characters
 * and `..`, in records and in a reference, under 5 % of each collection: each such record is
 * skipped and named, and the build publishes the rest, with a page per valid composition made
 * from its identifier as the site's own pages are.
 */

let api: FixtureApi;
let site: ScratchSite;

beforeAll(async () => {
  api = await startFixtureApi(badIdentifierAnswers());
  site = createScratchSite({ pages: ['tests/fixtures/site/record-pages'] });
});

afterAll(async () => {
  await api.close();
  site.remove();
});

const pageOf = (collection: string) => readFileSync(join(site.outDir, 'catalogue', collection, 'index.html'), 'utf8');
const articleIds = (html: string) => [...html.matchAll(/<article id="([^"]+)"/g)].map((match) => match[1]);
const PATTERN = "identifier: an identifier is ASCII letters, digits, '-', '_' and '.', not starting with '.'";

describe('a build from a catalogue with invalid identifiers', () => {
  it('succeeds, skipping and naming each record with an invalid identifier by type and identifier', async () => {
    const run = await site.build(api.origin);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`Skipped malformed composition "bad/slash": ${PATTERN}`);
    expect(run.output).toContain(`Skipped malformed composition "bad%2Fpercent": ${PATTERN}`);
    expect(run.output).toContain(`Skipped malformed composition "..": ${PATTERN}`);
    expect(run.output).toContain(
      `Skipped malformed composition "long-${'x'.repeat(55)}…": identifier: an identifier has at most 128 characters`,
    );
    expect(run.output).toContain(`Skipped malformed person "bad\\\\backslash": ${PATTERN}`);
    expect(run.output).toContain(
      `Skipped malformed composition "${BAD_REFERENCE}": composer.identifier: an identifier is`,
    );
    expect(run.output).not.toContain(BAD_IDENTIFIERS.long);
  });

  it('publishes every valid record, with a page per composition', () => {
    const compositions = articleIds(pageOf('compositions'));
    expect(compositions).toHaveLength(144);
    expect(articleIds(pageOf('composition-details'))).toEqual(compositions);
    expect(articleIds(pageOf('people'))).toHaveLength(62);
    const pages = readdirSync(join(site.outDir, 'composition')).sort();
    expect(pages).toEqual([...compositions].sort());
  });

  it('asks for no detail of a skipped record and writes no bad identifier anywhere', () => {
    const asked = api.requests.map((request) => request.path);
    expect(
      asked.filter(
        (path) =>
          path.startsWith('/api/2/compositions/') && !/^\/api\/2\/compositions\/(work-\d\d|filler-\d{3})\/$/.test(path),
      ),
    ).toEqual([]);
    expect(asked).not.toContain('/api/2/');
    const files = filesUnder(site.outDir);
    expect(
      files.filter((file) => file.includes('bad') || file.includes('long-') || file.includes(BAD_REFERENCE)),
    ).toEqual([]);
    const holding = files.filter((file) => {
      const text = readFileSync(join(site.outDir, file), 'utf8');
      return text.includes(SKIPPED_MARK) || text.includes(BAD_REFERENCE) || text.includes(BAD_IDENTIFIERS.slash);
    });
    expect(holding).toEqual([]);
  });
});
