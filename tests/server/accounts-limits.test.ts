import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from './support/account-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { ErrorAnswerSchema } from '../../src/lib/api/common.ts';

describe('rate limits and CORS of the account routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '3', AUTH_RATE_WINDOW_SECONDS: '60' } });
  });
  afterAll(() => server.close());

  it('answers 429 once an address exceeds the limit, counting both spellings of a path together', async () => {
    const attempt = (path: string) => post(server, path, { email: 'guess@example.com', password: 'guess-password' });
    expect((await attempt('/api/token/')).status).toBe(400);
    expect((await attempt('/api/token')).status).toBe(400);
    expect((await attempt('/api/token/')).status).toBe(400);
    const limited = await attempt('/api/token');
    expect(limited.status).toBe(429);
    expect(ErrorAnswerSchema.parse(limited.body).detail).toEqual(expect.any(String));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it.each([
    ['/rest-auth/registration/', { email: 'new@example.com', password1: 'x', password2: 'x' }],
    ['/api/sesame_login/', { email: 'someone@example.com' }],
    ['/api/sesame_token/', { sesame: 'not-a-token' }],
    ['/rest-auth/password/reset/', { email: 'someone@example.com' }],
    [
      '/rest-auth/password/reset/confirm/',
      { uid: 'MQ', token: 'x', new_password1: 'abcdefg', new_password2: 'abcdefg' },
    ],
  ])('limits %s', async (path, body) => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(server, path, body)).status);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it('allows preflights from the configured site origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/api/token/`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const allowed = await preflight('http://site.test');
    expect(allowed.status).toBeLessThan(300);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://site.test');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    const refused = await preflight('http://evil.test');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('does not let another origin read account answers', async () => {
    const answer = await fetch(`${server.url}/api/2/user_delete/`, {
      method: 'DELETE',
      headers: { origin: 'http://evil.test' },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const fromSite = await fetch(`${server.url}/api/2/user_delete/`, {
      method: 'DELETE',
      headers: { origin: 'http://site.test' },
    });
    expect(fromSite.headers.get('access-control-allow-origin')).toBe('http://site.test');
  });
});
