import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StudioDetailSchema } from '../../src/lib/studio/contract.ts';
import { STUDIO_ROUTES } from '../../server/src/studio/studio-routes.ts';
import { studio } from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe('rate limits and caching of the studio routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '3', AUTH_RATE_WINDOW_SECONDS: '60' } });
  });
  afterAll(() => server.close());

  const limited = STUDIO_ROUTES.filter((route) => route.rateLimited);

  it('limits the sign-in, invitation and inviting routes, and those that ask for the password again', () => {
    expect(limited.map((route) => route.path).sort()).toEqual([
      '/api/studio/account/passkeys/',
      '/api/studio/account/passkeys/finish/',
      '/api/studio/account/recovery-codes/',
      '/api/studio/invitations/',
      '/api/studio/invitations/accept/finish/',
      '/api/studio/invitations/accept/start/',
      '/api/studio/sign-in/passkey/',
      '/api/studio/sign-in/password/',
      '/api/studio/sign-in/recovery/',
    ]);
  });

  for (const route of limited) {
    it(`answers the fourth request to ${route.path} in a window with 429, both spellings counted together`, async () => {
      const statuses: number[] = [];
      for (const url of [route.path, route.path.replace(/\/$/, ''), route.path, route.path]) {
        const answer = await studio(server, route.method, url, { body: {} });
        statuses.push(answer.status);
        expect(answer.headers.get('cache-control')).toBe('no-store');
        if (answer.status === 429) expect(StudioDetailSchema.parse(answer.body).detail).toContain('throttled');
      }
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
    });
  }

  it('marks every answer under the prefix no-store, a 404 included, and leaves the others alone', async () => {
    const missing = await studio(server, 'GET', '/api/studio/nothing-here/');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const listeners = await studio(server, 'GET', '/api/2/nothing-here/');
    expect(listeners.status).toBe(404);
    expect(listeners.headers.get('cache-control')).toBeNull();
  });
});
