import { describe, expect, it } from 'vitest';
import { fetchLiveFeed, liveFeedUrl } from '../../../../../src/features/live/lib/fetch-live-feed.ts';
import {
  LiveFeedAnswerError,
  LiveFeedHttpError,
  LiveFeedNetworkError,
} from '../../../../../src/features/live/lib/live-feed-errors.ts';
import { fakeFetch, json, type FakeRoute } from '../../../auth-client/support/fake-fetch.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';

const API = 'https://api.example.test/api/2';

function request(route: FakeRoute) {
  const server = fakeFetch(route);
  return { server, run: () => fetchLiveFeed({ fetch: server.fetch, apiBase: API }) };
}

describe('fetchLiveFeed', () => {
  it('asks GET /live_streams/?format=json without credentials', async () => {
    const { server, run } = request(() => json(200, { count: 0, next: null, previous: null, results: [] }));
    await run();
    expect(server.requests.map((r) => [r.method, r.url])).toEqual([['GET', `${API}/live_streams/?format=json`]]);
    expect(server.fetch.mock.calls[0]?.[1]?.credentials).toBe('omit');
  });

  it('answers the raw records of the page', async () => {
    const stream = buildLiveStream();
    const { run } = request(() => json(200, { count: 1, next: null, previous: null, results: [stream] }));
    expect(await run()).toEqual([stream]);
  });

  it('throws LiveFeedHttpError with the status on a non-2xx answer', async () => {
    const { run } = request(() => json(503, { detail: 'down' }));
    await expect(run()).rejects.toSatisfy((error) => error instanceof LiveFeedHttpError && error.status === 503);
  });

  it('throws LiveFeedNetworkError when the server cannot be reached', async () => {
    const { run } = request(() => ({ fail: new TypeError('Failed to fetch') }));
    await expect(run()).rejects.toBeInstanceOf(LiveFeedNetworkError);
  });

  it('gives up after its timeout, as a network failure', async () => {
    const server = fakeFetch(() => new Promise(() => undefined));
    const call = fetchLiveFeed({ fetch: server.fetch, apiBase: API, timeoutMs: 20 });
    await expect(call).rejects.toBeInstanceOf(LiveFeedNetworkError);
  });

  it('throws LiveFeedAnswerError on a body that is not JSON or not a list', async () => {
    await expect(request(() => ({ status: 200, text: '{"results": [' })).run()).rejects.toBeInstanceOf(
      LiveFeedAnswerError,
    );
    await expect(request(() => json(200, { detail: 'x' })).run()).rejects.toBeInstanceOf(LiveFeedAnswerError);
  });

  it('builds the URL without a doubled slash', () => {
    expect(liveFeedUrl(`${API}/`)).toBe(`${API}/live_streams/?format=json`);
  });
});
