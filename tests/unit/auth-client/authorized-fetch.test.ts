import { describe, expect, it } from 'vitest';
import { createAuthorizedFetch } from '../../../src/lib/auth-client/authorized-fetch.ts';
import { SessionRefreshError } from '../../../src/lib/session/refresher.ts';
import { fakeFetch, json } from './support/fake-fetch.ts';

describe('createAuthorizedFetch', () => {
  it('adds Authorization: Bearer with the current access token, keeping the other headers', async () => {
    const server = fakeFetch(() => json(200, {}));
    const fetch = createAuthorizedFetch(() => Promise.resolve('access-9'), server.fetch);
    await fetch('https://api.example.test/api/2/stream/recording/u/', { headers: { Accept: 'application/json' } });
    expect(server.requests[0]?.headers.get('Authorization')).toBe('Bearer access-9');
    expect(server.requests[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('asks for the token at every call, so each call carries the token current then', async () => {
    const server = fakeFetch(() => json(200, {}));
    let token = 'access-1';
    const fetch = createAuthorizedFetch(() => Promise.resolve(token), server.fetch);
    await fetch('https://api.example.test/a');
    token = 'access-2';
    await fetch('https://api.example.test/b');
    expect(server.requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
  });

  it('sends no header when signed out, or when the refresh was refused and the session cleared', async () => {
    const server = fakeFetch(() => json(401, {}));
    await createAuthorizedFetch(() => Promise.resolve(null), server.fetch)('https://api.example.test/a');
    const refused = createAuthorizedFetch(
      () => Promise.reject(new SessionRefreshError(new Error('401'))),
      server.fetch,
    );
    await refused('https://api.example.test/b', { headers: { Authorization: 'Bearer stale' } });
    expect(server.requests.map((request) => request.headers.has('Authorization'))).toEqual([false, false]);
  });

  it('lets any other failure of the token source through', async () => {
    const server = fakeFetch(() => json(200, {}));
    const broken = createAuthorizedFetch(() => Promise.reject(new TypeError('bug')), server.fetch);
    await expect(broken('https://api.example.test/a')).rejects.toBeInstanceOf(TypeError);
    expect(server.requests).toHaveLength(0);
  });
});
