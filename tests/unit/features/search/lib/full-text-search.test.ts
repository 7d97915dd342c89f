import { describe, expect, it, vi } from 'vitest';
import {
  createFullTextSearch,
  pagefindScriptUrl,
  shardManifestUrl,
  type JsonLoader,
  type ModuleImporter,
  type PagefindApi,
  type PagefindResultData,
} from '../../../../../src/features/search/lib/full-text-search.ts';
import { FullTextSearchError } from '../../../../../src/features/search/lib/search-client-errors.ts';

const page = (url: string, title: string | undefined, excerpt: string): PagefindResultData => ({
  url,
  excerpt,
  meta: title === undefined ? {} : { title },
});

/** A stand-in for Pagefind's module answering every search with `pages`. */
function fakePagefind(pages: PagefindResultData[]) {
  const data = vi.fn((found: PagefindResultData) => Promise.resolve(found));
  const api = {
    options: vi.fn<PagefindApi['options']>(async () => {}),
    mergeIndex: vi.fn<PagefindApi['mergeIndex']>(async () => {}),
    search: vi.fn<PagefindApi['search']>(() =>
      Promise.resolve({ results: pages.map((found) => ({ data: () => data(found) })) }),
    ),
  };
  return { api, data };
}

/** The manifest of an index in one shard. */
const oneShard = () => Promise.resolve({ shards: ['shard-00/'] });

/** createFullTextSearch with a one-shard manifest unless told otherwise. */
const fullTextOf = (basePath: string, importer: ModuleImporter, loadJson: JsonLoader = oneShard) =>
  createFullTextSearch(basePath, importer, loadJson);

describe('the Pagefind script', () => {
  it('lives under the base path, beside the manifest of its shards', () => {
    expect(pagefindScriptUrl('/music/concert-library/')).toBe('/music/concert-library/pagefind/pagefind.js');
    expect(shardManifestUrl('/music/concert-library')).toBe('/music/concert-library/pagefind/shards.json');
  });
});

describe('full-text search', () => {
  it('loads Pagefind only on the first search, once, with the site’s base URL', async () => {
    const { api } = fakePagefind([]);
    const importer = vi.fn(() => Promise.resolve(api));
    const fullText = fullTextOf('/music/concert-library/', importer);
    expect(importer).not.toHaveBeenCalled();
    await fullText.search('horn');
    await fullText.search('call');
    expect(importer).toHaveBeenCalledOnce();
    expect(importer).toHaveBeenCalledWith('/music/concert-library/pagefind/pagefind.js');
    expect(api.options).toHaveBeenCalledWith({
      basePath: '/music/concert-library/pagefind/shard-00/',
      baseUrl: '/music/concert-library/',
      excerptLength: 30,
    });
    expect(api.mergeIndex).not.toHaveBeenCalled();
  });

  it('searches every shard the manifest names: the first as Pagefind’s own index, the others merged', async () => {
    const { api } = fakePagefind([]);
    const loadJson = vi.fn(() => Promise.resolve({ shards: ['shard-01/', 'shard-04/', 'shard-07/'] }));
    const fullText = createFullTextSearch('/music/concert-library', () => Promise.resolve(api), loadJson);
    await fullText.search('horn');
    await fullText.search('call');
    expect(loadJson).toHaveBeenCalledOnce();
    expect(loadJson).toHaveBeenCalledWith('/music/concert-library/pagefind/shards.json');
    expect(api.options).toHaveBeenCalledWith(
      expect.objectContaining({ basePath: '/music/concert-library/pagefind/shard-01/' }),
    );
    const options = { baseUrl: '/music/concert-library/', excerptLength: 30 };
    expect(api.mergeIndex.mock.calls).toEqual([
      ['/music/concert-library/pagefind/shard-04/', options],
      ['/music/concert-library/pagefind/shard-07/', options],
    ]);
    // Merged before the first search, once.
    expect(
      api.mergeIndex.mock.invocationCallOrder.every((order) => order < (api.search.mock.invocationCallOrder[0] ?? 0)),
    ).toBe(true);
  });

  it('fails with a typed error when the manifest cannot load or names no shard, and retries', async () => {
    const { api } = fakePagefind([]);
    const loadJson = vi
      .fn<JsonLoader>()
      .mockRejectedValueOnce(new Error('/pagefind/shards.json answered 404'))
      .mockResolvedValueOnce({ shards: [] })
      .mockResolvedValueOnce({ shards: ['shard-00/'] });
    const fullText = createFullTextSearch('/', () => Promise.resolve(api), loadJson);
    await expect(fullText.search('word')).rejects.toBeInstanceOf(FullTextSearchError);
    await expect(fullText.search('word')).rejects.toThrow('The full-text index names no shards.');
    await expect(fullText.search('word')).resolves.toMatchObject({ total: 0 });
  });

  it('answers the pages with their titles, URLs without a trailing slash, and excerpt segments', async () => {
    const { api } = fakePagefind([
      page('/music/concert-library/composition/horn-concerto/', 'Horn Concerto', 'a <mark>hunting</mark> call'),
      page('/music/concert-library/compositions/composer/anna-berg/', undefined, 'no mark'),
    ]);
    const results = await fullTextOf('/music/concert-library', () => Promise.resolve(api)).search('hunting');
    expect(api.search).toHaveBeenCalledWith('hunting');
    expect(results).toEqual({
      query: 'hunting',
      total: 2,
      hits: [
        {
          url: '/music/concert-library/composition/horn-concerto',
          title: 'Horn Concerto',
          excerpt: [
            { text: 'a ', marked: false },
            { text: 'hunting', marked: true },
            { text: ' call', marked: false },
          ],
        },
        {
          url: '/music/concert-library/compositions/composer/anna-berg',
          title: '/music/concert-library/compositions/composer/anna-berg',
          excerpt: [{ text: 'no mark', marked: false }],
        },
      ],
    });
  });

  it('reads only the first results’ data (each is a download)', async () => {
    const pages = Array.from({ length: 30 }, (_, at) => page(`/p/${at}/`, `Page ${at}`, ''));
    const { api, data } = fakePagefind(pages);
    const results = await fullTextOf('/', () => Promise.resolve(api)).search('word', 5);
    expect(results.total).toBe(30);
    expect(results.hits.map((hit) => hit.title)).toEqual(['Page 0', 'Page 1', 'Page 2', 'Page 3', 'Page 4']);
    expect(data).toHaveBeenCalledTimes(5);
  });

  it('answers nothing when Pagefind drops a search', async () => {
    const { api } = fakePagefind([]);
    api.search.mockResolvedValueOnce(null);
    expect(await fullTextOf('/', () => Promise.resolve(api)).search('word')).toEqual({
      query: 'word',
      total: 0,
      hits: [],
    });
  });

  it('fails with a typed error when the script cannot load, and retries on the next search', async () => {
    const { api } = fakePagefind([]);
    const missing = new TypeError('Failed to fetch dynamically imported module');
    const importer = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockRejectedValueOnce(missing)
      .mockResolvedValueOnce(api);
    const fullText = fullTextOf('/', importer);
    const failure = await fullText.search('word').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FullTextSearchError);
    expect((failure as FullTextSearchError).cause).toBe(missing);
    await expect(fullText.search('word')).resolves.toMatchObject({ total: 0 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('refuses a script that is not Pagefind’s', async () => {
    const failure = await fullTextOf('/', () => Promise.resolve({ default: {} }))
      .search('word')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FullTextSearchError);
  });
});

describe('warming up', () => {
  it('loads Pagefind and its index metadata before the first search, once', async () => {
    const { api } = fakePagefind([]);
    const init = vi.fn(async () => {});
    const importer = vi.fn(() => Promise.resolve({ ...api, init }));
    const fullText = fullTextOf('/', importer);
    await fullText.warm();
    await fullText.search('word');
    expect(importer).toHaveBeenCalledOnce();
    expect(init).toHaveBeenCalledOnce();
    expect(api.search).toHaveBeenCalledOnce();
  });
});
