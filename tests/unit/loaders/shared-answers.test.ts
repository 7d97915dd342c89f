import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../../../src/loaders/api-client.ts';
import { getShared } from '../../../src/loaders/shared-answers.ts';
import { startFixtureApi, type FixtureApi } from '../../support/fixture-api.ts';

let api: FixtureApi;
let client: ApiClient;
const logger = { warn: () => undefined };

beforeEach(async () => {
  api = await startFixtureApi([['/api/2/combined/', { compositions: [], people: [], programs: [] }]]);
  client = createApiClient({ apiBase: api.apiBase, retry: { attempts: 1 } });
});
afterEach(async () => {
  vi.useRealTimers();
  await api.close();
});

describe('getShared', () => {
  it('serves callers that come later in the same pull from one request, for 30 s after the answer', async () => {
    // Only timers are faked: the request itself goes over the loopback to the fixture API.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const first = await getShared(client, '/combined/', { etag: undefined, logger });
    vi.advanceTimersByTime(29_999);
    const later = await getShared(client, '/combined/', { etag: undefined, logger });
    expect(later).toBe(first);
    expect(api.requests).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const after = await getShared(client, '/combined/', { etag: undefined, logger });
    expect(after).not.toBe(first);
    expect(api.requests).toHaveLength(2);
  });

  it('asks again for another ETag or another client (another build)', async () => {
    await getShared(client, '/combined/', { etag: undefined, logger });
    await getShared(client, '/combined/', { etag: '"other"', logger });
    await getShared(createApiClient({ apiBase: api.apiBase }), '/combined/', { etag: undefined, logger });
    expect(api.requests).toHaveLength(3);
  });

  it('forgets a failure, so the next caller asks again', async () => {
    api.fail('/api/2/combined/', { kind: 'status', status: 500 }, 1);
    await expect(getShared(client, '/combined/', { etag: undefined, logger })).rejects.toThrow(/HTTP 500/);
    await expect(getShared(client, '/combined/', { etag: undefined, logger })).resolves.toMatchObject({
      status: 'fresh',
    });
  });
});
