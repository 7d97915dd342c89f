import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreamAnswerSchema } from '../../src/lib/api/stream-links.ts';
import { mediaSignature } from '../../server/src/streams/media-signature.ts';
import {
  bearer,
  createMediaFixture,
  IDS,
  insertStreamCatalog,
  insertUser,
  LIVE_START,
} from './support/stream-fixtures.ts';
import { getStream, rawGet } from './support/stream-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const NOW = new Date(Date.parse(LIVE_START) + 3_600_000);

function audioLinks(origin: string, expires: number, folder: string, secret: string) {
  const prefix = `${origin}/media/s/${expires}/${mediaSignature({ secretKeys: [secret] }, expires, folder)}/${folder}`;
  return {
    broadband_standard_dynamics: `${prefix}/broadband.m4a`,
    cellular_standard_dynamics: `${prefix}/cellular.m4a`,
  };
}

function videoLinks(origin: string, expires: number, folder: string, secret: string) {
  return {
    hls: `${origin}/media/s/${expires}/${mediaSignature({ secretKeys: [secret] }, expires, folder)}/${folder}/index.m3u8`,
  };
}

describe('stream links: every kind', () => {
  let server: TestServer;
  let auth: Record<string, string>;
  const expires = Math.floor(NOW.getTime() / 1000) + 600;

  beforeAll(async () => {
    server = await startTestServer({
      env: {
        MEDIA_ROOT: createMediaFixture().root,
        STREAM_LINK_SECONDS: '600',
        API_ORIGIN: 'https://media.example.org/',
        // Links without play marks: plays-counting.test.ts checks which kinds carry one.
        PLAY_COUNTING: 'off',
      },
      prepare: (db) => insertStreamCatalog(db),
    });
    server.clock.set(NOW);
    auth = { authorization: await bearer(server, await insertUser(server.db, 'listener@example.com', true)) };
  });
  afterAll(() => server.close());

  const origin = 'https://media.example.org';
  const secret = () => server.config.secretKeys[0] ?? '';

  it.each([
    ['recording', IDS.recordingAudio, 'audio', 'audio/a01'],
    ['recording', IDS.recordingVideo, 'video', 'video/v01'],
    ['performance', IDS.performanceBoth, 'audio', 'audio/a01'],
    ['performance', IDS.performanceVideoOnly, 'video', 'video/v02'],
    ['program', IDS.programVideo, 'video', 'video/v01'],
    ['mediafeature', IDS.featureVideo, 'video', 'video/v03'],
    ['mediafeature', IDS.featureAudio, 'audio', 'audio/a04'],
    ['curatedcollection', IDS.collectionIntro, 'video', 'video/v04'],
    ['livestream', IDS.liveOn, 'video', 'video/live'],
    ['livestream-replay', IDS.liveOn, 'video', 'video/v01'],
  ] as const)('%s %s answers %s links to %s', async (kind, uuid, format, folder) => {
    const answer = await getStream(server, kind, uuid, auth);
    expect(answer.status).toBe(200);
    const body = StreamAnswerSchema.parse(answer.body);
    const links =
      format === 'audio'
        ? audioLinks(origin, expires, folder, secret())
        : videoLinks(origin, expires, folder, secret());
    expect(body).toEqual({ stream_links: links, expires: new Date(expires * 1000).toISOString() });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('accepts ?format=json and the path without its trailing slash', async () => {
    const withQuery = await fetch(`${server.url}/api/2/stream/recording/${IDS.recordingAudio}/?format=json`, {
      headers: auth,
    });
    expect(withQuery.status).toBe(200);
    const bare = await fetch(`${server.url}/api/2/stream/recording/${IDS.recordingAudio}`, { headers: auth });
    expect(bare.status).toBe(200);
  });

  it('answers 404 when the entity has nothing to play', async () => {
    for (const [kind, uuid] of [
      ['performance', IDS.performanceNoRecording],
      ['program', IDS.programRestricted],
      ['curatedcollection', IDS.collectionNoIntro],
    ] as const) {
      expect((await getStream(server, kind, uuid, auth)).status, kind).toBe(404);
    }
  });

  it('dates the links from the server clock', async () => {
    server.clock.advance(90_000);
    const body = StreamAnswerSchema.parse((await getStream(server, 'recording', IDS.recordingAudio, auth)).body);
    expect(body.expires).toBe(new Date((expires + 90) * 1000).toISOString());
    server.clock.set(NOW);
  });
});

describe('stream links and the Host header', () => {
  let server: TestServer;
  let auth: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer({
      env: { MEDIA_ROOT: createMediaFixture().root, TRUST_PROXY: 'true' },
      prepare: (db) => insertStreamCatalog(db),
    });
    auth = { authorization: await bearer(server, await insertUser(server.db, 'listener@example.com', true)) };
  });
  afterAll(() => server.close());

  it('point at the configured origin whatever Host the request names, even through a trusted proxy', async () => {
    const forged = {
      ...auth,
      host: 'evil.test',
      'x-forwarded-host': 'evil.test',
      'x-forwarded-proto': 'https',
    };
    for (const [kind, uuid] of [
      ['recording', IDS.recordingAudio],
      ['livestream', IDS.liveSample],
    ] as const) {
      const answer = await rawGet(server.url, `/api/2/stream/${kind}/${uuid}/`, forged);
      expect(answer.status, kind).toBe(200);
      const links = Object.values(StreamAnswerSchema.parse(JSON.parse(answer.body)).stream_links);
      expect(links.length, kind).toBeGreaterThan(0);
      for (const link of links) expect(link?.startsWith(`${server.config.apiOrigin}/media/s/`), link).toBe(true);
      expect(answer.body).not.toContain('evil.test');
    }
  });
});
