import type { Combined } from '#lib/api/contract.ts';
import { publishedPages, withPagesOnly, type PublishedPages } from '#lib/catalog/published-pages.ts';
import type { ReadApi } from '#lib/studio/preview.ts';
import { buildSearchIndexDocument, serializeSearchIndex } from '#search/lib/build-search-index.ts';
import { readCombined } from './preview-answers.ts';

/**
 * The search index of a preview (src/preview/pages/search-index.json.ts): the document the site's
 * build writes (src/pages/search-index.json.ts), made by the build's own functions from the
 * catalogue being previewed, its `/combined/` read and checked as the build checks it. So the
 * search modal of a preview finds the drafts' titles and names, as the site's will once they are
 * published.
 */

/**
 * The pages a build of `catalogue` would have for what the index holds: a composition's when it has
 * a detail to draw (the build pulls only those), a concert's for every program, a person's in each
 * role they hold a listed work in (published-pages.ts). Which details would validate is known only
 * once they are pulled: a preview takes each for valid, as its links do.
 */
function indexedPages(catalogue: Combined, listPageSize: number): PublishedPages {
  const { compositions, people, programs } = catalogue;
  const identifiers = (records: readonly { identifier: string }[]) => records.map((record) => record.identifier);
  return publishedPages({
    compositions,
    people,
    programs,
    listPageSize,
    features: [],
    entities: [
      { kind: 'composition', identifiers: identifiers(compositions.filter((work) => work.hasDetail)), indexed: [] },
      { kind: 'concert', identifiers: identifiers(programs), indexed: [] },
    ],
  });
}

/** The index is the same for every preview of one draft catalogue: kept per reader, which the API keeps per catalogue. */
const kept = new WeakMap<ReadApi, Promise<string>>();

/** The search index document of the catalogue `read` answers, as JSON text. */
export function previewSearchIndex(read: ReadApi, listPageSize: number): Promise<string> {
  let index = kept.get(read);
  if (index === undefined) {
    index = readCombined(read).then((catalogue) =>
      serializeSearchIndex(buildSearchIndexDocument(withPagesOnly(catalogue, indexedPages(catalogue, listPageSize)))),
    );
    kept.set(read, index);
    // A failed read is not kept: the next request reads again.
    index.catch(() => kept.delete(read));
  }
  return index;
}
