import { describe, expect, it, vi } from 'vitest';
import { createIndexRequester, type FetchLike } from '../../../../../src/features/search/lib/index-request.ts';
import { searchIndexUrl } from '../../../../../src/features/search/lib/search-index-url.ts';
import { SearchIndexLoadError } from '../../../../../src/features/search/lib/search-client-errors.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the index URL', () => {
  it('is search-index.json under the base path, with or without its slash', () => {
    expect(searchIndexUrl('/music/concert-library/')).toBe('/music/concert-library/search-index.json');
    expect(searchIndexUrl('/music/concert-library')).toBe('/music/concert-library/search-index.json');
    expect(searchIndexUrl('/')).toBe('/search-index.json');
  });
});

describe('the index request', () => {
  it('does not fetch until asked', () => {
    const fetch = vi.fn<FetchLike>();
    createIndexRequester('/x/search-index.json', fetch);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches once however many times it is asked, and answers the parsed document', async () => {
    const fetch = vi.fn<FetchLike>(() => Promise.resolve(json({ v: 1 })));
    const requester = createIndexRequester('/x/search-index.json', fetch);
    const answers = await Promise.all([requester.request(), requester.request()]);
    expect(await requester.request()).toEqual({ v: 1 });
    expect(answers).toEqual([{ v: 1 }, { v: 1 }]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/x/search-index.json', { credentials: 'same-origin' });
  });

  it('fails with the status of a non-2xx answer, and retries on the next request', async () => {
    const fetch = vi
      .fn<FetchLike>()
      .mockResolvedValueOnce(json({}, 503))
      .mockResolvedValueOnce(json({ v: 1 }));
    const requester = createIndexRequester('/x/search-index.json', fetch);
    const failure = await requester.request().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SearchIndexLoadError);
    expect((failure as SearchIndexLoadError).status).toBe(503);
    expect(await requester.request()).toEqual({ v: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the network error as the cause', async () => {
    const offline = new TypeError('Failed to fetch');
    const requester = createIndexRequester('/x/search-index.json', async () => Promise.reject(offline));
    const failure = (await requester.request().catch((error: unknown) => error)) as SearchIndexLoadError;
    expect(failure).toBeInstanceOf(SearchIndexLoadError);
    expect(failure.status).toBeNull();
    expect(failure.cause).toBe(offline);
    expect(failure.message).toBe('The search index at /x/search-index.json could not be fetched.');
  });

  it('fails on a body that is not JSON', async () => {
    const requester = createIndexRequester('/x/search-index.json', () =>
      Promise.resolve(new Response('<html>', { status: 200 })),
    );
    const failure = (await requester.request().catch((error: unknown) => error)) as SearchIndexLoadError;
    expect(failure).toBeInstanceOf(SearchIndexLoadError);
    expect(failure.cause).toBeInstanceOf(SyntaxError);
  });
});
