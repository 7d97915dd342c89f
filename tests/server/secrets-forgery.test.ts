import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtSigningKey } from '../../server/src/auth/jwt-keys.ts';
import { mediaSignature } from '../../server/src/streams/media-signature.ts';
import { bearer, createMediaFixture, IDS, insertStreamCatalog, insertUser } from './support/stream-fixtures.ts';
import { fetchAnswer, getStream } from './support/stream-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** The development secret the server once fell back to; it was published with the code. */
const PUBLISHED_SECRET = 'development-only-secret-change-me';

/** A key derived from a secret as the server derives its keys (server/src/auth/keys.ts). */
const derived = (secret: string, purpose: string) =>
  new Uint8Array(createHmac('sha256', secret).update(`concert-library/${purpose}`).digest());

describe('tokens and media links forged with the published development secret', () => {
  let server: TestServer;
  let userId = 0;
  beforeAll(async () => {
    // Configured as a fresh install is: demo mode, no SECRET_KEY. The server used to fall back
    // to the published value here; it now makes a secret of its own.
    server = await startTestServer({
      env: {
        DEMO: 'true',
        SECRET_KEY: undefined,
        SECRET_KEY_FILE: join(mkdtempSync(join(tmpdir(), 'cl-forgery-')), 'secret-key'),
        MEDIA_ROOT: createMediaFixture().root,
      },
      prepare: (db) => insertStreamCatalog(db),
    });
    userId = await insertUser(server.db, 'listener@example.com', true);
  });
  afterAll(() => server.close());

  /** An access token for the listener as the server makes them, signed with `key` (and its kid). */
  async function accessToken(key: { key: Uint8Array; kid?: string }, withVersion = true): Promise<string> {
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const user = await server.db.get<{ token_version: string }>('SELECT token_version FROM users WHERE id = ?', [
      userId,
    ]);
    return new SignJWT({ typ: 'access', ...(withVersion ? { ver: user?.token_version } : {}) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...(key.kid ? { kid: key.kid } : {}) })
      .setSubject(String(userId))
      .setIssuer('concert-library')
      .setAudience('concert-library-api')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(key.key);
  }

  const stream = (token: string) =>
    getStream(server, 'recording', IDS.recordingAudio, { authorization: `Bearer ${token}` });

  it('the forgeries are built right: made with the server’s own secret, they pass', async () => {
    expect((await stream(await accessToken(jwtSigningKey(server.config, 'access-token')))).status).toBe(200);
    expect(
      (await getStream(server, 'recording', IDS.recordingAudio, { authorization: await bearer(server, userId) }))
        .status,
    ).toBe(200);
    const expires = Math.floor(server.clock.now().getTime() / 1000) + 600;
    const signature = mediaSignature(server.config, expires, 'audio/a01');
    expect((await fetchAnswer(`${server.url}/media/s/${expires}/${signature}/audio/a01/broadband.m4a`)).status).toBe(
      200,
    );
  });

  it('refuses an access token signed with it, in the old shape or the new one', async () => {
    const forgeries = [
      // What the server used to issue: no key id, no token version.
      await accessToken({ key: derived(PUBLISHED_SECRET, 'access-token') }, false),
      // Everything the server now checks but the secret: its key id and the user's token version.
      await accessToken(jwtSigningKey({ secretKeys: [PUBLISHED_SECRET] }, 'access-token')),
      // The published key under the server's own key id.
      await accessToken({
        key: derived(PUBLISHED_SECRET, 'access-token'),
        kid: jwtSigningKey(server.config, 'access-token').kid,
      }),
    ];
    for (const token of forgeries) {
      const answer = await stream(token);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ detail: 'Given token not valid for any token type' });
    }
  });

  it('refuses a media link signed with it', async () => {
    const expires = Math.floor(server.clock.now().getTime() / 1000) + 600;
    for (const folder of ['audio/a01', 'video/v01']) {
      const signature = mediaSignature({ secretKeys: [PUBLISHED_SECRET] }, expires, folder);
      const file = folder.startsWith('audio') ? 'broadband.m4a' : 'index.m3u8';
      const answer = await fetchAnswer(`${server.url}/media/s/${expires}/${signature}/${folder}/${file}`);
      expect(answer.status, folder).toBe(403);
      expect(answer.body).toEqual({ detail: 'This media link is not valid.' });
    }
  });
});
