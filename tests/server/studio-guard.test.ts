import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionSchema } from '../../src/lib/api/auth.ts';
import { STAFF_ROLES, StudioDetailSchema, STUDIO_PATHS, type StaffRole } from '../../src/lib/studio/contract.ts';
import { findStaffById } from '../../server/src/studio/staff-rows.ts';
import { STUDIO_ROUTES } from '../../server/src/studio/studio-routes.ts';
import { signStudioToken } from '../../server/src/studio/studio-token.ts';
import { registerUser, signIn } from './support/account-requests.ts';
import { createStaff, studio } from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** Who calls a route in the guard table. */
const CALLERS = [...STAFF_ROLES, 'listener', 'anonymous', 'expired studio token', 'revoked studio token'] as const;
type Caller = (typeof CALLERS)[number];

/** What the route table says a caller gets: exactly 401 or 403, or anything else ('through'). */
function expected(access: 'public' | readonly StaffRole[], caller: Caller): 401 | 403 | 'through' {
  if (access === 'public') return 'through';
  if (caller === 'anonymous' || caller === 'expired studio token' || caller === 'revoked studio token') return 401;
  if (caller === 'listener') return 403;
  return access.includes(caller) ? 'through' : 403;
}

describe('the studio route guard, from the route table', () => {
  let server: TestServer;
  const staffIds = new Map<StaffRole, number>();
  let listenerToken: string;

  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '10000' } });
    for (const role of STAFF_ROLES)
      staffIds.set(role, (await createStaff(server, `${role}@example.org`, role)).staff.id);
    await registerUser(server, 'listener@example.org', 'listener-password');
    listenerToken = SessionSchema.parse(await signIn(server, 'listener@example.org', 'listener-password')).access;
  });
  afterAll(() => server.close());

  /** A token for the caller, made fresh: a route may have just signed the member out. */
  async function tokenFor(caller: Caller): Promise<string | undefined> {
    if (caller === 'anonymous') return undefined;
    if (caller === 'listener') return listenerToken;
    const role = caller === 'expired studio token' || caller === 'revoked studio token' ? 'admin' : caller;
    const staff = await findStaffById(server.db, staffIds.get(role) ?? 0);
    if (!staff) throw new Error(`No ${role} to sign for.`);
    if (caller === 'revoked studio token') return (await signStudioToken(server, staff.id, 'a revoked version')).token;
    const clock =
      caller === 'expired studio token'
        ? { now: () => new Date(server.clock.now().getTime() - 9 * 3600_000) }
        : server.clock;
    return (await signStudioToken({ config: server.config, clock }, staff.id, staff.token_version)).token;
  }

  it('names admin among the roles of every route that needs one', () => {
    expect(STUDIO_ROUTES.length).toBeGreaterThan(0);
    for (const route of STUDIO_ROUTES)
      if (route.access !== 'public') expect(route.access, route.path).toContain('admin');
  });

  for (const route of STUDIO_ROUTES) {
    for (const caller of CALLERS) {
      const outcome = expected(route.access, caller);
      it(`${route.method} ${route.path} by ${caller}: ${outcome === 'through' ? 'not 401/403' : outcome}`, async () => {
        // A PATCH names the editor, so that no call here can leave the table without an admin.
        const path = route.path.replace(':id', String(staffIds.get('editor')));
        for (const url of [path, path.replace(/\/$/, '')]) {
          const token = await tokenFor(caller);
          const body = route.method === 'GET' ? undefined : {};
          const answer = await studio(server, route.method, url, {
            ...(token ? { token } : {}),
            ...(body ? { body } : {}),
          });
          if (outcome === 'through')
            expect([401, 403], `${url}: ${JSON.stringify(answer.body)}`).not.toContain(answer.status);
          else expect(answer.status, url).toBe(outcome);
          expect(answer.status, url).toBeLessThan(500);
          expect(answer.headers.get('cache-control'), url).toBe('no-store');
          if (outcome !== 'through') expect(StudioDetailSchema.strict().parse(answer.body).detail, url).not.toBe('');
        }
      });
    }
  }

  it('tells a listener the studio is not theirs', async () => {
    const answer = await studio(server, 'GET', STUDIO_PATHS.me, { token: listenerToken });
    expect(answer).toMatchObject({
      status: 403,
      body: { detail: "The studio is for the orchestra's staff: a listener's account cannot open it." },
    });
  });

  it('keeps studio tokens out of the listeners’ routes', async () => {
    const token = await tokenFor('admin');
    const answer = await fetch(`${server.url}/api/2/user_delete/`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    expect(answer.status).toBe(401);
  });
});

describe('CORS of the studio routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const preflight = (path: string) =>
    fetch(`${server.url}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://site.test',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization, content-type, if-match',
      },
    });

  it('allows PATCH, PUT and If-Match from the site on studio routes', async () => {
    const answer = await preflight(STUDIO_PATHS.staffMember(1));
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://site.test');
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, DELETE, OPTIONS, PATCH, PUT');
    expect(answer.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type, If-None-Match, If-Match',
    );
  });

  it('answers the listeners’ routes as before', async () => {
    const answer = await preflight('/api/2/composition/');
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://site.test');
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, DELETE, OPTIONS');
    expect(answer.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type, If-None-Match');
  });
});
