import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndexDocument,
  serializeSearchIndex,
} from '../../../../../src/features/search/lib/build-search-index.ts';
import { readSearchIndexDocument } from '../../../../../src/features/search/lib/index-document.ts';
import { syntheticCatalogue } from './support/synthetic-catalogue.ts';

const BUDGET_BYTES = 300 * 1024;

describe('the index at scale', () => {
  it('stays within 300 KB gzip at 10,000 compositions, 3,000 people and 1,000 programs', () => {
    const catalogue = syntheticCatalogue({ people: 3000, compositions: 10_000, programs: 1000 });
    const json = serializeSearchIndex(buildSearchIndexDocument(catalogue));
    const gzipped = gzipSync(json, { level: 9 }).length;
    console.info(`search index: ${json.length} bytes of JSON, ${gzipped} bytes gzip (budget ${BUDGET_BYTES})`);
    expect(readSearchIndexDocument(json).c[0]).toHaveLength(10_000);
    expect(gzipped).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
