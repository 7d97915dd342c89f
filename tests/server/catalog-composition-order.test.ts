import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Combined, CombinedSchema } from '../../src/lib/api/contract.ts';
import { sortWorks } from '../../src/lib/catalog/compositions.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { getOk } from './support/catalog-http.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const bach = 'johann-sebastian-bach';

/**
 * Titles whose order depends on the emphasis rule (a footnote asterisk is no emphasis and stays),
 * on numeric comparison, and on the tie-break. 'zz-same-title' comes first in the document, so it
 * gets the lower id: the order must not depend on ids.
 */
const extraWorks = [
  { identifier: 'symphony-no-5-footnoted', title: 'Symphony No. 5*', composer: bach },
  { identifier: 'symphony-no-5-arranged', title: 'Symphony No. 5 (arr.)', composer: bach },
  { identifier: 'goldberg-variations-no-10', title: '*Goldberg* Variations No. 10', composer: bach },
  { identifier: 'goldberg-variations-no-9', title: 'Goldberg Variations No. 9', composer: bach },
  { identifier: 'zz-same-title', title: 'Same Title', composer: bach },
  { identifier: 'aa-same-title', title: 'Same Title', composer: bach },
];

/** `/combined/` lists compositions in the site's own order (one rule, `compareWorks`). */
describe('catalogue answers: the order of compositions', () => {
  let server: TestServer;
  let combined: Combined;

  beforeAll(async () => {
    const document = { ...smallCatalog, compositions: [...(smallCatalog.compositions ?? []), ...extraWorks] };
    server = await startTestServer({ prepare: (db) => importCatalog(db, document) });
    combined = CombinedSchema.parse(await getOk(server, '/api/2/combined/'));
  });
  afterAll(() => server.close());

  it('sorts titles without their emphasis marks only, numbers by value, ties by identifier', () => {
    const bachWorks = combined.compositions.filter((c) => c.composer?.identifier === bach);
    expect(bachWorks.map((c) => c.identifier)).toEqual([
      'goldberg-variations-no-9',
      'goldberg-variations-no-10',
      'prelude-in-e-major',
      'aa-same-title',
      'zz-same-title',
      'symphony-no-5-arranged',
      'symphony-no-5-footnoted',
    ]);
  });

  it('answers in the order the site sorts into', () => {
    const identifiers = (works: Combined['compositions']) => works.map((c) => c.identifier);
    expect(identifiers(combined.compositions)).toEqual(identifiers(sortWorks(combined.compositions)));
  });
});
