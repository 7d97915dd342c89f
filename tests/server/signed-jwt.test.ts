import { base64url, decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { jwtSigningKey } from '../../server/src/auth/jwt-keys.ts';
import { InvalidJwtError, signJwt, verifyJwt, type JwtKind } from '../../server/src/auth/signed-jwt.ts';
import { FakeClock } from '../../server/src/clock.ts';
import { testSecretKey } from './support/test-server.ts';

const NEW = testSecretKey();
const PREVIOUS = testSecretKey();

/** Two kinds that share an audience but not a key, and one that shares the first's key but not its audience. */
const ACCESS: JwtKind = { purpose: 'access-token', audience: 'concert-library-api' };
const REFRESH: JwtKind = { purpose: 'refresh-token', audience: 'concert-library-api' };
const OTHER_AUDIENCE: JwtKind = { purpose: 'access-token', audience: 'studio' };

const LIFETIME_MS = 10 * 60_000;

/** A context as the server's: its secrets, newest first, and a clock the test moves. */
function context(secretKeys: string[] = [NEW, PREVIOUS]) {
  return { config: { secretKeys }, clock: new FakeClock('2030-01-01T12:00:00.000Z') };
}

const sign = (
  ctx: ReturnType<typeof context>,
  kind: JwtKind = ACCESS,
  claims: Record<string, string> = { ver: 'v1' },
) => signJwt(ctx, kind, { subject: '42', claims, lifetimeMs: LIFETIME_MS });

/** The InvalidJwtError a verification throws. */
async function refusal(verification: Promise<unknown>): Promise<InvalidJwtError> {
  try {
    await verification;
  } catch (error) {
    if (error instanceof InvalidJwtError) return error;
    throw error;
  }
  throw new Error('Nothing was refused.');
}

/** A token shaped as signJwt makes them, signed by hand so one thing about it can differ. */
function handMade(ctx: ReturnType<typeof context>, header: { kid?: string }, key: Uint8Array, withExp = true) {
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  const jwt = new SignJWT({ ver: 'v1' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...header })
    .setSubject('42')
    .setIssuer('concert-library')
    .setAudience(ACCESS.audience)
    .setIssuedAt(now);
  if (withExp) jwt.setExpirationTime(now + 600);
  return jwt.sign(key);
}

describe('signJwt and verifyJwt', () => {
  it('answer what was signed, with the kid of the newest key and exp a lifetime after iat', async () => {
    const ctx = context();
    const { token, expires } = await sign(ctx);
    expect(expires).toEqual(new Date(ctx.clock.now().getTime() + LIFETIME_MS));
    expect(decodeProtectedHeader(token)).toEqual({
      alg: 'HS256',
      typ: 'JWT',
      kid: jwtSigningKey(ctx.config, 'access-token').kid,
    });
    const payload = await verifyJwt(ctx, ACCESS, token, ['sub', 'ver']);
    expect(payload).toMatchObject({ sub: '42', ver: 'v1', iss: 'concert-library', aud: ACCESS.audience });
    // The clock stands on a whole second, so iat is now exactly.
    expect(payload).toMatchObject({ iat: ctx.clock.now().getTime() / 1000, exp: expires.getTime() / 1000 });
  });

  it('refuses a token of one kind as another: another purpose’s key, or another audience', async () => {
    const ctx = context();
    const { token } = await sign(ctx);
    expect((await refusal(verifyJwt(ctx, REFRESH, token, ['sub']))).expired).toBe(false);
    expect((await refusal(verifyJwt(ctx, OTHER_AUDIENCE, token, ['sub']))).expired).toBe(false);
    // Another purpose's key under this purpose's kid: the signature, not only the kid, refuses it.
    const borrowed = await handMade(
      ctx,
      { kid: jwtSigningKey(ctx.config, 'access-token').kid },
      jwtSigningKey(ctx.config, 'refresh-token').key,
    );
    expect((await refusal(verifyJwt(ctx, ACCESS, borrowed, ['sub']))).expired).toBe(false);
  });

  it('reports an expired token as expired, and only once it is', async () => {
    const ctx = context();
    const { token } = await sign(ctx);
    ctx.clock.advance(LIFETIME_MS - 1000);
    await expect(verifyJwt(ctx, ACCESS, token, ['sub'])).resolves.toMatchObject({ sub: '42' });
    ctx.clock.advance(2000);
    const error = await refusal(verifyJwt(ctx, ACCESS, token, ['sub']));
    expect(error.expired).toBe(true);
    expect(error.message).toBe('Token is expired.');
  });

  it('refuses a token without a kid, or with one of no current key, though its signature is right', async () => {
    const ctx = context();
    const { key, kid } = jwtSigningKey(ctx.config, 'access-token');
    await expect(verifyJwt(ctx, ACCESS, await handMade(ctx, { kid }, key), ['sub'])).resolves.toMatchObject({
      sub: '42',
    });
    for (const header of [{}, { kid: 'unknown' }]) {
      const error = await refusal(verifyJwt(ctx, ACCESS, await handMade(ctx, header, key), ['sub']));
      expect(error.expired).toBe(false);
    }
  });

  it('verifies with the previous secret’s key during a rotation, and not after it', async () => {
    const before = context([PREVIOUS]);
    const { token } = await sign(before);
    await expect(verifyJwt(context([NEW, PREVIOUS]), ACCESS, token, ['sub'])).resolves.toMatchObject({ sub: '42' });
    expect((await refusal(verifyJwt(context([NEW]), ACCESS, token, ['sub']))).expired).toBe(false);
  });

  it('refuses a tampered payload', async () => {
    const ctx = context();
    const [header, payload, signature] = (await sign(ctx)).token.split('.');
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload ?? ''))) as Record<string, unknown>;
    const tampered = base64url.encode(JSON.stringify({ ...claims, sub: '1' }));
    const error = await refusal(verifyJwt(ctx, ACCESS, `${header}.${tampered}.${signature}`, ['sub']));
    expect(error.expired).toBe(false);
    expect(error.message).toBe('Token is invalid.');
  });

  it('refuses a token missing a required claim, and always one without exp', async () => {
    const ctx = context();
    const { token } = await sign(ctx, ACCESS, { typ: 'access' });
    await expect(verifyJwt(ctx, ACCESS, token, ['sub'])).resolves.toMatchObject({ typ: 'access' });
    expect((await refusal(verifyJwt(ctx, ACCESS, token, ['sub', 'ver']))).expired).toBe(false);
    const { key, kid } = jwtSigningKey(ctx.config, 'access-token');
    const endless = await handMade(ctx, { kid }, key, false);
    expect((await refusal(verifyJwt(ctx, ACCESS, endless, []))).expired).toBe(false);
  });
});
