import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { errors, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  checkClaims,
  hmacKey,
  JwtExpiredError,
  JwtInvalidError,
  verifyHs256,
} from '../../../../server/src/auth/hs256-jwt.ts';

const KEY = new Uint8Array(32).fill(7);
const OTHER_KEY = new Uint8Array(32).fill(8);
const NOW = new Date('2026-11-20T19:30:00.500Z');
const NOW_S = Math.floor(NOW.getTime() / 1000);
const RULES = { issuer: 'concert-library', audience: 'concert-library-api', now: NOW, required: ['sub', 'iat', 'exp'] };
const GOOD = { typ: 'access', sub: '12', iss: RULES.issuer, aud: RULES.audience, iat: NOW_S - 60, exp: NOW_S + 600 };

/** Signs any claims and header with jose, as a token of this server or a forger's would be made. */
function sign(claims: Record<string, unknown>, header: Record<string, unknown> = {}, key = KEY): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...header }).sign(key);
}

/** A token signed with KEY by hand, for contents jose would not sign. */
function signedByHand(header: string, payload: string): string {
  return `${header}.${payload}.${createHmac('sha256', KEY).update(`${header}.${payload}`).digest('base64url')}`;
}

/** How our verification ends: 'ok', 'expired' or 'invalid'. */
function ours(token: string): string {
  try {
    checkClaims(verifyHs256(token, hmacKey(KEY)), RULES);
    return 'ok';
  } catch (error) {
    if (error instanceof JwtExpiredError) return 'expired';
    if (error instanceof JwtInvalidError) return 'invalid';
    throw error;
  }
}

/** How jose's jwtVerify, which the server used before, ends with the same rules. */
async function jose(token: string): Promise<string> {
  try {
    await jwtVerify(token, KEY, {
      algorithms: ['HS256'],
      issuer: RULES.issuer,
      audience: RULES.audience,
      currentDate: NOW,
      requiredClaims: RULES.required,
    });
    return 'ok';
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}

describe('verifyHs256 and checkClaims', () => {
  it('accept a token signed with the key and answer its claims', async () => {
    const token = await sign(GOOD);
    expect(verifyHs256(token, hmacKey(KEY))).toEqual(GOOD);
    expect(ours(token)).toBe('ok');
  });

  it('refuse other algorithms, extensions, forgeries and malformed tokens', async () => {
    const good = await sign(GOOD);
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const cases = {
      unsigned: `${encode({ alg: 'none' })}.${payload}.`,
      hs512: await new SignJWT(GOOD).setProtectedHeader({ alg: 'HS512' }).sign(KEY),
      critical: signedByHand(encode({ alg: 'HS256', crit: ['exp'], exp: 1 }), payload),
      'another key': await sign(GOOD, {}, OTHER_KEY),
      'changed payload': `${header}.${encode({ ...GOOD, sub: '13' })}.${signature}`,
      'changed signature': `${header}.${payload}.${signature.slice(0, -2)}AA`,
      'two parts': `${header}.${payload}`,
      'four parts': `${good}.${signature}`,
      'not base64url': `${header}.${payload}.${signature.slice(0, -1)}=`,
      // jose will not sign a payload that is not an object; a forger with the key could.
      'an array payload': signedByHand(encode({ alg: 'HS256' }), encode([1])),
      'a payload that is not UTF-8': signedByHand(
        encode({ alg: 'HS256' }),
        Buffer.from([0xff, 0xfe]).toString('base64url'),
      ),
      garbage: 'garbage',
    };
    for (const [name, token] of Object.entries(cases)) {
      expect(ours(token), name).toBe('invalid');
      expect(await jose(token), name).toBe('invalid');
    }
  });

  it('check the claims as jose did: presence, issuer, audience, types, not-before and expiry', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['no iat', { ...GOOD, iat: undefined }, 'invalid'],
      ['no sub', { ...GOOD, sub: undefined }, 'invalid'],
      ['no aud', { ...GOOD, aud: undefined }, 'invalid'],
      ['another issuer', { ...GOOD, iss: 'someone-else' }, 'invalid'],
      ['another audience', { ...GOOD, aud: 'another-api' }, 'invalid'],
      ['audiences naming this API', { ...GOOD, aud: ['other', RULES.audience] }, 'ok'],
      ['audiences without this API', { ...GOOD, aud: ['other'] }, 'invalid'],
      ['iat as text', { ...GOOD, iat: String(NOW_S) }, 'invalid'],
      ['nbf later', { ...GOOD, nbf: NOW_S + 1 }, 'invalid'],
      ['nbf now', { ...GOOD, nbf: NOW_S }, 'ok'],
      ['exp now', { ...GOOD, exp: NOW_S }, 'expired'],
      ['exp a second ahead', { ...GOOD, exp: NOW_S + 1 }, 'ok'],
      ['exp as text', { ...GOOD, exp: String(NOW_S + 600) }, 'invalid'],
    ];
    for (const [name, claims, outcome] of cases) {
      const token = await sign(JSON.parse(JSON.stringify(claims)));
      expect(ours(token), name).toBe(outcome);
      expect(await jose(token), name).toBe(outcome);
    }
  });

  it('agree with jose on any claims, header and key, and on any one character changed', async () => {
    /** Mostly the good value, so that every outcome comes up; else a bad one or none. */
    const claim = (good: unknown, ...bad: unknown[]) =>
      fc.oneof(
        { arbitrary: fc.constant(good), weight: 4 },
        { arbitrary: fc.constantFrom(...bad, undefined), weight: 1 },
      );
    const claims = fc.record({
      iss: claim(RULES.issuer, 'other', 7),
      aud: claim(RULES.audience, 'other', [RULES.audience, 'other'], ['other'], 7),
      sub: claim('12', 12),
      iat: claim(NOW_S, NOW_S + 5, '0'),
      nbf: claim(undefined, NOW_S - 1, NOW_S, NOW_S + 1),
      exp: fc.oneof(fc.integer({ min: NOW_S - 2, max: NOW_S + 3 }), fc.constantFrom('later', undefined)),
    });
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        claims,
        claim('HS256', 'HS384'),
        claim(KEY, OTHER_KEY),
        fc.option(fc.nat(), { freq: 3, nil: undefined }),
        async (payload, alg, key, flip) => {
          const defined = Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined));
          const signingKey = key instanceof Uint8Array ? key : KEY;
          let token = await new SignJWT(defined).setProtectedHeader({ alg: String(alg ?? 'HS256') }).sign(signingKey);
          if (flip !== undefined) {
            const at = flip % token.length;
            const swapped = token[at] === 'A' ? 'B' : 'A';
            token = token.slice(0, at) + (token[at] === '.' ? '.' : swapped) + token.slice(at + 1);
          }
          const outcome = ours(token);
          seen.add(outcome);
          expect(outcome).toBe(await jose(token));
        },
      ),
      { numRuns: 500 },
    );
    expect([...seen].sort()).toEqual(['expired', 'invalid', 'ok']);
  });
});
