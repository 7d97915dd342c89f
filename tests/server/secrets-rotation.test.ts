import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtSigningKey } from '../../server/src/auth/jwt-keys.ts';
import { openFlow, PopupFlowError, sealFlow } from '../../server/src/auth/provider-popup/flow.ts';
import { oneTimeTokenDigest } from '../../server/src/auth/secret-tokens.ts';
import { FakeClock } from '../../server/src/clock.ts';
import { splitMarkedSignature } from '../../server/src/plays/play-mark.ts';
import { mediaLinkAudience } from '../../server/src/streams/media-signature.ts';
import { SessionSchema, type Session } from '../../src/lib/api/auth.ts';
import { StreamAnswerSchema } from '../../src/lib/api/stream-links.ts';
import { post, registerUser, signIn, SITE, tokenIn, waitForMail } from './support/account-requests.ts';
import { createMediaFixture, IDS, insertStreamCatalog } from './support/stream-fixtures.ts';
import { fetchAnswer, getStream } from './support/stream-requests.ts';
import { startTestServer, testSecretKey, type TestServer } from './support/test-server.ts';

const PREVIOUS = testSecretKey();
const NEW = testSecretKey();
const EMAIL = 'listener@example.com';

describe('rotating SECRET_KEY: "new,previous", then "new"', () => {
  const media = createMediaFixture();
  const env = { MEDIA_ROOT: media.root, AUTH_RATE_LIMIT: '1000' };
  /** Before the rotation (SECRET_KEY=previous); it owns the database the others share. */
  let before: TestServer;
  /** During it (SECRET_KEY=new,previous). */
  let during: TestServer;
  /** After it (SECRET_KEY=new). */
  let after: TestServer;
  /** Signed before the rotation. */
  let old: { session: Session; mediaPath: string; magicToken: string };

  beforeAll(async () => {
    before = await startTestServer({ env: { ...env, SECRET_KEY: PREVIOUS }, prepare: (db) => insertStreamCatalog(db) });
    await registerUser(before, EMAIL, 'fine-password');
    const session = SessionSchema.parse(await signIn(before, EMAIL, 'fine-password'));
    const answer = await getStream(before, 'recording', IDS.recordingAudio, {
      authorization: `Bearer ${session.access}`,
    });
    const link = StreamAnswerSchema.parse(answer.body).stream_links.broadband_standard_dynamics ?? '';
    await post(before, '/api/sesame_login/', { email: EMAIL });
    const magicToken = tokenIn((await waitForMail(before, EMAIL, 2)).link, `${SITE}/magic/`);
    old = { session, mediaPath: new URL(link).pathname, magicToken };
    during = await startTestServer({ env: { ...env, SECRET_KEY: `${NEW},${PREVIOUS}` }, db: before.db });
    after = await startTestServer({ env: { ...env, SECRET_KEY: NEW }, db: before.db });
  });
  afterAll(async () => {
    await after.close();
    await during.close();
    await before.close();
  });

  const stream = (server: TestServer, access: string) =>
    getStream(server, 'recording', IDS.recordingAudio, { authorization: `Bearer ${access}` });

  it('during the rotation, accepts an access token signed before it', async () => {
    expect((await stream(during, old.session.access)).status).toBe(200);
  });

  it('during the rotation, plays a media link signed before it', async () => {
    const file = await fetchAnswer(`${during.url}${old.mediaPath}`);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(media.audio)).toBe(true);
  });

  it('during the rotation, finds an emailed token stored before it', async () => {
    // The database keeps an HMAC of the token under the previous secret; it is looked up under both.
    const magic = await post(during, '/api/sesame_token/', { sesame: old.magicToken });
    expect(magic.status).toBe(200);
  });

  it('during the rotation, signs everything new with the new key only', async () => {
    const newKid = jwtSigningKey({ secretKeys: [NEW] }, 'access-token').kid;
    const session = SessionSchema.parse(await signIn(during, EMAIL, 'fine-password'));
    expect(decodeProtectedHeader(session.access).kid).toBe(newKid);
    expect(decodeProtectedHeader(session.refresh).kid).toBe(jwtSigningKey({ secretKeys: [NEW] }, 'refresh-token').kid);
    const answer = StreamAnswerSchema.parse((await stream(during, session.access)).body);
    const [, , , expires, marked, ...folder] = new URL(
      answer.stream_links.broadband_standard_dynamics ?? '',
    ).pathname.split('/');
    // The link's play mark follows its signature after a dot (docs/plays.md); the signature is before it.
    const signature = splitMarkedSignature(marked ?? '').signature;
    const signed = folder.slice(0, -1).join('/');
    expect(mediaLinkAudience({ secretKeys: [NEW] }, Number(expires), signed, signature)).toBe('listener');
    expect(mediaLinkAudience({ secretKeys: [PREVIOUS] }, Number(expires), signed, signature)).toBeNull();
    await post(during, '/api/sesame_login/', { email: EMAIL });
    await during.app.afterAnswer.drain();
    const [mail] = await during.outbox();
    const token = tokenIn(mail?.link, `${SITE}/magic/`);
    const stored = await during.db.get('SELECT id FROM one_time_tokens WHERE token_hash = ?', [
      oneTimeTokenDigest({ secretKeys: [NEW] }, token),
    ]);
    expect(stored).toBeDefined();
    // What the rotation signs is good after it too.
    expect((await stream(after, session.access)).status).toBe(200);
    expect((await post(after, '/api/token/refresh/', { refresh: session.refresh })).status).toBe(200);
  });

  it('during the rotation, refreshes with a refresh token signed before it, into new-key tokens', async () => {
    const old2 = SessionSchema.parse(await signIn(before, EMAIL, 'fine-password'));
    const refreshed = await post(during, '/api/token/refresh/', { refresh: old2.refresh });
    expect(refreshed.status).toBe(200);
    const session = SessionSchema.parse(refreshed.body);
    expect(decodeProtectedHeader(session.access).kid).toBe(jwtSigningKey({ secretKeys: [NEW] }, 'access-token').kid);
  });

  it('keeps what the previous key signed only until it expires', async () => {
    const issued = before.clock.now().getTime();
    try {
      during.clock.set(new Date(issued + 15 * 60_000 - 1000));
      expect((await stream(during, old.session.access)).status).toBe(200);
      during.clock.set(new Date(issued + 15 * 60_000 + 1000));
      expect((await stream(during, old.session.access)).status).toBe(401);
    } finally {
      during.clock.set(before.clock.now());
    }
  });

  it('after the previous key is removed, refuses what it signed', async () => {
    const session = SessionSchema.parse(await signIn(before, EMAIL, 'fine-password'));
    expect((await stream(after, session.access)).status).toBe(401);
    expect((await post(after, '/api/token/refresh/', { refresh: session.refresh })).status).toBe(401);
    expect((await fetchAnswer(`${after.url}${old.mediaPath}`)).status).toBe(403);
    await post(before, '/api/sesame_login/', { email: EMAIL });
    await before.app.afterAnswer.drain();
    const mails = await before.outbox();
    const token = tokenIn(mails[mails.length - 1]?.link, `${SITE}/magic/`);
    expect((await post(after, '/api/sesame_token/', { sesame: token })).status).toBe(400);
  });

  it('treats the provider popup’s flow cookie alike', async () => {
    const clock = new FakeClock();
    const flow = { provider: 'apple', state: 's', nonce: 'n', verifier: 'v' };
    const sealed = await sealFlow({ config: before.config, clock }, flow);
    expect(await openFlow({ config: during.config, clock }, sealed, 'apple')).toEqual(flow);
    await expect(openFlow({ config: after.config, clock }, sealed, 'apple')).rejects.toThrow(PopupFlowError);
  });
});
