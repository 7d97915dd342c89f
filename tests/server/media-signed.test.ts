import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreamAnswerSchema } from '../../src/lib/api/stream-links.ts';
import { mediaSignature } from '../../server/src/streams/media-signature.ts';
import {
  bearer,
  createMediaFixture,
  IDS,
  insertStreamCatalog,
  insertUser,
  type MediaFixture,
} from './support/stream-fixtures.ts';
import { fetchAnswer, getStream } from './support/stream-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe('media route: signed links', () => {
  let server: TestServer;
  let media: MediaFixture;
  let links: { broadband: string; cellular: string };

  beforeAll(async () => {
    media = createMediaFixture();
    // Links without play marks: plays-counting.test.ts tries the marked ones.
    server = await startTestServer({
      env: { MEDIA_ROOT: media.root, PLAY_COUNTING: 'off' },
      prepare: (db) => insertStreamCatalog(db),
    });
    const auth = { authorization: await bearer(server, await insertUser(server.db, 'listener@example.com', true)) };
    const answer = StreamAnswerSchema.parse((await getStream(server, 'recording', IDS.recordingAudio, auth)).body);
    links = {
      broadband: answer.stream_links.broadband_standard_dynamics ?? '',
      cellular: answer.stream_links.cellular_standard_dynamics ?? '',
    };
  });
  afterAll(() => server.close());

  it('serves the file a fresh link names, whole, with its type and Accept-Ranges', async () => {
    const answer = await fetchAnswer(links.broadband);
    expect(answer.status).toBe(200);
    expect(answer.bytes.equals(media.audio)).toBe(true);
    expect(answer.headers.get('content-type')).toBe('audio/mp4');
    expect(answer.headers.get('accept-ranges')).toBe('bytes');
    expect(answer.headers.get('content-length')).toBe(String(media.audio.length));
    expect((await fetchAnswer(links.cellular)).bytes.equals(media.audio.subarray(0, 20_000))).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await fetchAnswer(links.broadband, { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-length')).toBe(String(media.audio.length));
    expect(answer.bytes.length).toBe(0);
  });

  it('lets a link be cached until it expires, no longer', async () => {
    const maxAge = Number(
      /max-age=(\d+)/.exec((await fetchAnswer(links.broadband)).headers.get('cache-control') ?? '')?.[1],
    );
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(server.config.STREAM_LINK_SECONDS);
  });

  it('refuses a link once STREAM_LINK_SECONDS have passed', async () => {
    const issued = server.clock.now();
    try {
      server.clock.advance(server.config.STREAM_LINK_SECONDS * 1000);
      expect((await fetchAnswer(links.broadband)).status).toBe(200);
      server.clock.advance(1000);
      const expired = await fetchAnswer(links.broadband);
      expect(expired.status).toBe(403);
      expect(expired.body).toEqual({ detail: 'This media link has expired.' });
    } finally {
      server.clock.set(issued);
    }
  });

  it('refuses a tampered signature, expiry or folder', async () => {
    const url = new URL(links.broadband);
    const [, , , expires, sig] = url.pathname.split('/');
    const flipped = `${sig?.slice(0, -1)}${sig?.endsWith('A') ? 'B' : 'A'}`;
    const later = String(Number(expires) + 3600);
    for (const path of [
      url.pathname.replace(`/${sig}/`, `/${flipped}/`),
      url.pathname.replace(`/${sig}/`, '/short/'),
      url.pathname.replace(`/${expires}/`, `/${later}/`),
      url.pathname.replace('/audio/a01/', '/audio/a02/'),
      url.pathname.replace('/audio/a01/', '/video/v01/').replace('broadband.m4a', 'index.m3u8'),
    ]) {
      const answer = await fetchAnswer(`${server.url}${path}`);
      expect(answer.status, path).toBe(403);
      expect(answer.body).toEqual({ detail: 'This media link is not valid.' });
    }
  });

  it('refuses a link signed with another secret', async () => {
    const expires = Math.floor(server.clock.now().getTime() / 1000) + 60;
    const sig = mediaSignature({ secretKeys: ['some-other-secret-of-at-least-32-bytes'] }, expires, 'audio/a01');
    expect((await fetchAnswer(`${server.url}/media/s/${expires}/${sig}/audio/a01/broadband.m4a`)).status).toBe(403);
  });

  it('answers 404 for a missing file in a signed folder', async () => {
    const expires = Math.floor(server.clock.now().getTime() / 1000) + 60;
    const sig = mediaSignature(server.config, expires, 'audio/a01');
    const answer = await fetchAnswer(`${server.url}/media/s/${expires}/${sig}/audio/a01/missing.m4a`);
    expect(answer.status).toBe(404);
  });
});
