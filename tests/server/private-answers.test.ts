import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionSchema, type Session } from '../../src/lib/api/auth.ts';
import {
  bearer,
  post,
  registerUser,
  send,
  signIn,
  SITE,
  tokenIn,
  waitForMail,
  type Answer,
} from './support/account-requests.ts';
import { fetchAnswer, getStream } from './support/stream-requests.ts';
import {
  createMediaFixture,
  IDS,
  insertStreamCatalog,
  insertUser,
  LIVE_START,
  bearer as mintedBearer,
} from './support/stream-fixtures.ts';
import { startTestIdentityProvider, type TestIdentityProvider } from './support/test-identity-provider.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** One user-specific answer: what to ask, and the status it must answer with. */
interface Case {
  name: string;
  status: number;
  ask: () => Promise<Pick<Answer, 'status' | 'headers'>>;
}

/** The emailed one-time tokens and sessions the cases spend, made before any case runs. */
interface Prepared {
  member: Session;
  leaver: Session;
  verifyKey: string;
  magicToken: string;
  reset: { uid: string; token: string };
  unverified: string;
  appleToken: string;
}

const PASSWORD = 'fine-password';

/** Registers `email`, asks for a mail on `path` and answers the token in the link after `prefix`. */
async function mailedToken(server: TestServer, email: string, path: string, prefix: string, nth: number) {
  const asked = await post(server, path, { email });
  if (asked.status !== 200) throw new Error(`${path} answered ${asked.status}`);
  return tokenIn((await waitForMail(server, email, nth)).link, `${SITE}/${prefix}/`);
}

async function prepare(server: TestServer, provider: TestIdentityProvider): Promise<Prepared> {
  await registerUser(server, 'member@example.com', PASSWORD);
  await registerUser(server, 'leaver@example.com', PASSWORD);
  await registerUser(server, 'resetter@example.com', PASSWORD);
  await post(server, '/rest-auth/registration/', {
    email: 'newcomer@example.com',
    password1: PASSWORD,
    password2: PASSWORD,
  });
  const [uid, token] = (
    await mailedToken(server, 'resetter@example.com', '/rest-auth/password/reset/', 'reset-password', 2)
  ).split('/');
  return {
    member: SessionSchema.parse(await signIn(server, 'member@example.com', PASSWORD)),
    leaver: SessionSchema.parse(await signIn(server, 'leaver@example.com', PASSWORD)),
    verifyKey: tokenIn((await waitForMail(server, 'newcomer@example.com')).link, `${SITE}/email-confirm/`),
    magicToken: await mailedToken(server, 'member@example.com', '/api/sesame_login/', 'magic', 2),
    reset: { uid: uid!, token: token! },
    unverified: await mintedBearer(server, await insertUser(server.db, 'unverified@example.com', false)),
    appleToken: await provider.idToken({ sub: 'apple-1', email: 'apple@example.com', now: server.clock.now() }),
  };
}

/** Every auth answer (session tokens, registration, magic link, reset, provider sign-in) and deletion. */
function accountCases(server: TestServer, p: () => Prepared): Case[] {
  const wrongToken = { authorization: 'Bearer not-a-token' };
  return [
    {
      name: 'registration',
      status: 201,
      ask: () =>
        post(server, '/rest-auth/registration/', { email: 'a@example.com', password1: PASSWORD, password2: PASSWORD }),
    },
    {
      name: 'registration refused',
      status: 400,
      ask: () =>
        post(server, '/rest-auth/registration/', { email: 'b@example.com', password1: PASSWORD, password2: 'other' }),
    },
    {
      name: 'email verification',
      status: 200,
      ask: () => post(server, '/rest-auth/registration/verify-email/', { key: p().verifyKey }),
    },
    {
      name: 'email verification refused',
      status: 404,
      ask: () => post(server, '/rest-auth/registration/verify-email/', { key: 'unknown' }),
    },
    {
      name: 'password sign-in',
      status: 200,
      ask: () => post(server, '/api/token/', { email: 'member@example.com', password: PASSWORD }),
    },
    {
      name: 'password sign-in refused',
      status: 400,
      ask: () => post(server, '/api/token/', { email: 'member@example.com', password: 'wrong' }),
    },
    {
      name: 'token refresh',
      status: 200,
      ask: () => post(server, '/api/token/refresh/', { refresh: p().member.refresh }),
    },
    {
      name: 'token refresh refused',
      status: 401,
      ask: () => post(server, '/api/token/refresh/', { refresh: 'not-a-token' }),
    },
    {
      name: 'magic link request',
      status: 200,
      ask: () => post(server, '/api/sesame_login/', { email: 'member@example.com' }),
    },
    {
      name: 'magic link sign-in',
      status: 200,
      ask: () => post(server, '/api/sesame_token/', { sesame: p().magicToken }),
    },
    {
      name: 'magic link sign-in refused',
      status: 400,
      ask: () => post(server, '/api/sesame_token/', { sesame: 'unknown' }),
    },
    {
      name: 'password reset request',
      status: 200,
      ask: () => post(server, '/rest-auth/password/reset/', { email: 'member@example.com' }),
    },
    {
      name: 'password reset',
      status: 200,
      ask: () =>
        post(server, '/rest-auth/password/reset/confirm/', {
          ...p().reset,
          new_password1: 'new-password',
          new_password2: 'new-password',
        }),
    },
    {
      name: 'password reset refused',
      status: 400,
      ask: () =>
        post(server, '/rest-auth/password/reset/confirm/', {
          ...p().reset,
          new_password1: 'new-password',
          new_password2: 'new-password',
        }),
    },
    {
      name: 'provider sign-in',
      status: 200,
      ask: () => post(server, '/rest-auth/apple-jwt/', { id_token: p().appleToken }),
    },
    {
      name: 'provider sign-in refused',
      status: 400,
      ask: () => post(server, '/rest-auth/apple-jwt/', { id_token: 'not-a-token' }),
    },
    {
      name: 'provider popup start',
      status: 302,
      ask: () => fetch(`${server.url}/accounts/apple/login/`, { redirect: 'manual' }),
    },
    {
      name: 'provider popup callback',
      status: 200,
      ask: () => fetchAnswer(`${server.url}/accounts/apple/login/callback/?state=x&code=y`),
    },
    {
      name: 'account deletion',
      status: 200,
      ask: () => send(server, 'DELETE', '/api/2/user_delete/', undefined, { headers: bearer(p().leaver.access) }),
    },
    { name: 'account deletion without a token', status: 401, ask: () => send(server, 'DELETE', '/api/2/user_delete/') },
    {
      name: 'account deletion with a bad token',
      status: 401,
      ask: () => send(server, 'DELETE', '/api/2/user_delete/', undefined, { headers: wrongToken }),
    },
  ];
}

/** Stream links, and the stream route's refusals. */
function streamCases(server: TestServer, p: () => Prepared): Case[] {
  const member = () => bearer(p().member.access);
  return [
    { name: 'recording links', status: 200, ask: () => getStream(server, 'recording', IDS.recordingAudio, member()) },
    { name: 'live stream links', status: 200, ask: () => getStream(server, 'livestream', IDS.liveOn, member()) },
    {
      name: 'stream links without a token',
      status: 401,
      ask: () => getStream(server, 'recording', IDS.recordingAudio),
    },
    {
      name: 'stream links with a bad token',
      status: 401,
      ask: () => getStream(server, 'livestream', IDS.liveOn, { authorization: 'Bearer x' }),
    },
    {
      name: 'stream links, unverified',
      status: 403,
      ask: () => getStream(server, 'recording', IDS.recordingAudio, { authorization: p().unverified }),
    },
    {
      name: 'stream links, another region',
      status: 403,
      ask: () => getStream(server, 'recording', IDS.recordingUsOnly, { ...member(), 'x-country-code': 'FR' }),
    },
    {
      name: 'stream links, unplayable',
      status: 409,
      ask: () => getStream(server, 'livestream', IDS.liveError, member()),
    },
    { name: 'stream links, unknown', status: 404, ask: () => getStream(server, 'recording', IDS.unknown, member()) },
  ];
}

describe('user-specific answers are never stored and never sniffed', () => {
  let provider: TestIdentityProvider;
  let server: TestServer;
  let prepared: Prepared | undefined;
  const cases: Case[] = [];
  beforeAll(async () => {
    provider = await startTestIdentityProvider();
    server = await startTestServer({
      env: { AUTH_PROVIDERS: provider.authProviders, AUTH_RATE_LIMIT: '1000', MEDIA_ROOT: createMediaFixture().root },
      prepare: (db) => insertStreamCatalog(db),
    });
    server.clock.set(new Date(Date.parse(LIVE_START) + 3_600_000));
    prepared = await prepare(server, provider);
    const p = () => prepared!;
    cases.push(...accountCases(server, p), ...streamCases(server, p));
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  it('sends Cache-Control: no-store and X-Content-Type-Options: nosniff on each, route by route', async () => {
    expect(cases.length).toBeGreaterThan(20);
    for (const { name, status, ask } of cases) {
      const answer = await ask();
      expect(answer.status, name).toBe(status);
      expect(answer.headers.get('cache-control'), name).toBe('no-store');
      expect(answer.headers.get('x-content-type-options'), name).toBe('nosniff');
    }
  });
});

describe('throttled auth answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1' } });
  });
  afterAll(() => server.close());

  it('are not stored either', async () => {
    const form = { email: 'someone@example.com', password: 'whatever' };
    expect((await post(server, '/api/token/', form)).status).toBe(400);
    const throttled = await post(server, '/api/token/', form);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('cache-control')).toBe('no-store');
    expect(throttled.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
