import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_LOOP_SECONDS } from '../../scripts/media/live-files.ts';
import { SEGMENT_SECONDS } from '../../scripts/media/video-files.ts';
import { StreamAnswerSchema } from '../../src/lib/api/stream-links.ts';
import { bearer, createMediaFixture, IDS, insertStreamCatalog, insertUser } from './support/stream-fixtures.ts';
import { fetchAnswer, getStream } from './support/stream-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** The URIs of a playlist's segments, in order. */
function segmentUris(playlist: string): string[] {
  return playlist
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

async function signedIn(server: TestServer): Promise<Record<string, string>> {
  return { authorization: await bearer(server, await insertUser(server.db, 'viewer@example.com', true)) };
}

async function hlsLink(server: TestServer, auth: Record<string, string>, kind: string, uuid: string): Promise<string> {
  const answer = await getStream(server, kind, uuid, auth);
  return StreamAnswerSchema.parse(answer.body).stream_links.hls ?? '';
}

describe('HLS through a signed link', () => {
  let server: TestServer;
  let auth: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer({
      env: { MEDIA_ROOT: createMediaFixture().root },
      prepare: (db) => insertStreamCatalog(db),
    });
    auth = await signedIn(server);
  });
  afterAll(() => server.close());

  it('serves the playlist, and its relative segment URLs resolve under the same signed prefix', async () => {
    const link = await hlsLink(server, auth, 'program', IDS.programVideo);
    const playlist = await fetchAnswer(link);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const [first] = segmentUris(playlist.bytes.toString('utf8'));
    expect(first).toBe('segment-000.ts');
    const segment = await fetchAnswer(new URL(first ?? '', link).href);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect(segment.bytes.length).toBe(1880);
  });
});

describe('the generated demo media through the routes', () => {
  let server: TestServer;
  let auth: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer({
      env: { MEDIA_ROOT: resolve('server/media') },
      prepare: (db) => insertStreamCatalog(db),
    });
    auth = await signedIn(server);
  });
  afterAll(() => server.close());

  it('plays a video: fragmented MP4 behind the playlist, and its public poster and cue files', async () => {
    const link = await hlsLink(server, auth, 'program', IDS.programVideo);
    const playlist = (await fetchAnswer(link)).bytes.toString('utf8');
    expect(playlist).toContain('#EXT-X-MAP:URI="init.mp4"');
    const uris = segmentUris(playlist);
    expect(uris.length).toBe(Math.ceil(60 / SEGMENT_SECONDS));
    const init = await fetchAnswer(new URL('init.mp4', link).href);
    expect(init.headers.get('content-type')).toBe('video/mp4');
    expect(init.bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const segment = await fetchAnswer(new URL(uris[0] ?? '', link).href);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp4');
    expect(segment.bytes.includes(Buffer.from('moof'))).toBe(true);
    for (const file of ['poster.jpg', 'captions.en.vtt', 'chapters.vtt']) {
      expect((await fetchAnswer(`${server.url}/media/video/v01/${file}`)).status, file).toBe(200);
    }
    const chapters = (await fetchAnswer(`${server.url}/media/video/v01/chapters.vtt`)).bytes.toString('utf8');
    expect(chapters).toMatch(/^WEBVTT\n\n00:00:00\.000 --> 00:00:20\.000\n/);
  });

  it('plays the live feed: a long playlist whose every segment resolves', async () => {
    const link = await hlsLink(server, auth, 'livestream', IDS.liveOn);
    const playlist = (await fetchAnswer(link)).bytes.toString('utf8');
    expect(playlist).toContain('#EXT-X-DISCONTINUITY');
    const distinct = [...new Set(segmentUris(playlist))];
    expect(distinct.length).toBe(LIVE_LOOP_SECONDS / SEGMENT_SECONDS);
    for (const uri of ['init.mp4', ...distinct]) {
      expect((await fetchAnswer(new URL(uri, link).href, { method: 'HEAD' })).status, uri).toBe(200);
    }
  });

  it('plays audio: an MP4 file whose first bytes arrive by Range', async () => {
    const answer = await getStream(server, 'recording', IDS.recordingAudio, auth);
    const link = StreamAnswerSchema.parse(answer.body).stream_links.broadband_standard_dynamics ?? '';
    const head = await fetchAnswer(link, { headers: { range: 'bytes=0-11' } });
    expect(head.status).toBe(206);
    expect(head.bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('serves every picture of the manifest with its renditions', async () => {
    const manifest = (await fetchAnswer(`${server.url}/media/images/manifest.json`)).body as { src: string }[];
    expect(manifest.length).toBeGreaterThanOrEqual(40);
    for (const { src } of manifest.slice(0, 3)) {
      expect((await fetchAnswer(`${server.url}${src}`, { method: 'HEAD' })).status, src).toBe(200);
      const thumbnail = src.replace(/\.(jpg|png)$/, '.thumbnail.jpg');
      expect((await fetchAnswer(`${server.url}${thumbnail}`, { method: 'HEAD' })).status, thumbnail).toBe(200);
    }
  });
});
