import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bumpCatalogVersion } from '../../server/src/catalog/catalog-meta.ts';
import { mediaSignature } from '../../server/src/streams/media-signature.ts';
import { StreamAnswerSchema } from '../../src/lib/api/stream-links.ts';
import {
  bearer,
  createMediaFixture,
  IDS,
  insertStreamCatalog,
  insertUser,
  LIVE_START,
} from './support/stream-fixtures.ts';
import { fetchAnswer, getStream } from './support/stream-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { withForgedSignature } from './support/forged-signature.ts';

const NOW = new Date('2027-03-01T12:00:00.000Z');
/** Midnight of 1 June 2027 in Central time: 'until 31 May 2027'. */
const JUNE_1 = '2027-06-01T05:00:00.000Z';

interface RightsColumns {
  streaming_media?: string | null;
  allowed_territories?: string;
  excluded_territories?: string;
  available_from?: string | null;
  available_until?: string | null;
  embargo_until?: string | null;
}

const OPEN: Required<RightsColumns> = {
  streaming_media: null,
  allowed_territories: '',
  excluded_territories: '',
  available_from: null,
  available_until: null,
  embargo_until: null,
};

describe('stream links under a performance’s licence', () => {
  let server: TestServer;
  let listener: number;
  let token: string;
  let testStart = NOW.getTime();

  /** Records a performance's rights as an import or a publish would: a new catalogue version. */
  async function license(uuid: string, columns: RightsColumns): Promise<void> {
    const values = { ...OPEN, ...columns };
    await server.db.transaction(async (tx) => {
      await tx.run(
        `UPDATE performances SET streaming_media = ?, allowed_territories = ?, excluded_territories = ?,
          available_from = ?, available_until = ?, embargo_until = ? WHERE uuid = ?`,
        [
          values.streaming_media,
          values.allowed_territories,
          values.excluded_territories,
          values.available_from,
          values.available_until,
          values.embargo_until,
          uuid,
        ],
      );
      await bumpCatalogVersion(tx);
    });
    // The instances re-read the catalogue version at most once a second.
    server.clock.advance(1_000);
  }

  const ask = (kind: string, uuid: string, country?: string) =>
    getStream(server, kind, uuid, { authorization: token, ...(country ? { 'x-country-code': country } : {}) });

  beforeAll(async () => {
    server = await startTestServer({
      env: { MEDIA_ROOT: createMediaFixture().root },
      prepare: (db) => insertStreamCatalog(db),
    });
    listener = await insertUser(server.db, 'listener@example.com', true);
  });
  beforeEach(async () => {
    // Each test an hour after the last began: a catalogue version read in one is never fresh in the next.
    testStart += 3_600_000;
    server.clock.set(new Date(testStart));
    token = await bearer(server, listener);
    await license(IDS.performanceBoth, {});
  });
  afterAll(() => server.close());

  it('streams a performance with no licence recorded, as RIGHTS_UNRECORDED=stream (the default) says', async () => {
    expect((await ask('recording', IDS.recordingAudio)).status).toBe(200);
    expect((await ask('recording', IDS.recordingVideo)).status).toBe(200);
  });

  it('refuses a medium the licence leaves out, and plays the performance in the one it covers', async () => {
    await license(IDS.performanceBoth, { streaming_media: 'video' });
    const audio = await ask('recording', IDS.recordingAudio);
    expect(audio.status).toBe(403);
    expect(audio.body).toEqual({ detail: 'The audio of this recording is not licensed for streaming.' });
    expect((await ask('recording', IDS.recordingVideo)).status).toBe(200);
    // The performance's Play falls back to the medium it may stream.
    const performance = StreamAnswerSchema.parse((await ask('performance', IDS.performanceBoth)).body);
    expect(performance.stream_links.hls).toContain('/video/v01/index.m3u8');
  });

  it('refuses everything licensed for nothing, before and whatever the country', async () => {
    await license(IDS.performanceBoth, { streaming_media: 'none' });
    for (const country of [undefined, 'US', 'DE']) {
      const answer = await ask('recording', IDS.recordingAudio, country);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ detail: 'This recording is not licensed for streaming.' });
    }
  });

  it('answers the region refusal outside the territories, and the license’s own country is let in', async () => {
    await license(IDS.performanceBoth, { streaming_media: 'audio', allowed_territories: 'US, CA' });
    expect((await ask('recording', IDS.recordingAudio, 'US')).status).toBe(200);
    const germany = await ask('recording', IDS.recordingAudio, 'DE');
    expect(germany.status).toBe(403);
    expect(germany.body).toEqual({ detail: 'This recording is not available in your region.' });
    // No trusted proxy's header: the region rules rest on the proxy, as the API's always have.
    expect((await ask('recording', IDS.recordingAudio)).status).toBe(200);
    await license(IDS.performanceBoth, { excluded_territories: 'DACH' });
    expect((await ask('recording', IDS.recordingAudio, 'AT')).status).toBe(403);
    expect((await ask('recording', IDS.recordingAudio, 'FR')).status).toBe(200);
  });

  it('refuses before the window, under embargo and from its end on, naming the date', async () => {
    await license(IDS.performanceBoth, { available_from: JUNE_1 });
    expect((await ask('recording', IDS.recordingAudio)).body).toEqual({
      detail: 'This recording is not available until 1 June 2027.',
    });
    await license(IDS.performanceBoth, { embargo_until: JUNE_1 });
    expect((await ask('recording', IDS.recordingAudio)).body).toEqual({
      detail: 'This recording is under embargo until 1 June 2027.',
    });
    await license(IDS.performanceBoth, { available_until: JUNE_1 });
    expect((await ask('recording', IDS.recordingAudio)).status).toBe(200);
    server.clock.set(new Date(JUNE_1));
    token = await bearer(server, listener);
    const ended = await ask('recording', IDS.recordingAudio);
    expect(ended.status).toBe(403);
    expect(ended.body).toEqual({ detail: 'This recording was available until 31 May 2027.' });
  });

  it('signs links that expire before the window closes, and that stop working when it has', async () => {
    const closes = new Date(server.clock.now().getTime() + 90_000);
    await license(IDS.performanceBoth, { available_until: closes.toISOString() });
    const answer = StreamAnswerSchema.parse((await ask('recording', IDS.recordingAudio)).body);
    expect(Date.parse(answer.expires)).toBeLessThan(closes.getTime());
    const link = answer.stream_links.broadband_standard_dynamics ?? '';
    expect((await fetchAnswer(link)).status).toBe(200);
    server.clock.set(closes);
    const late = await fetchAnswer(link);
    expect(late.status).toBe(403);
  });

  it('refuses a signed link once its performance is taken down, without waiting for it to expire', async () => {
    const answer = StreamAnswerSchema.parse((await ask('recording', IDS.recordingAudio)).body);
    const link = answer.stream_links.broadband_standard_dynamics ?? '';
    expect((await fetchAnswer(link)).status).toBe(200);
    await license(IDS.performanceBoth, { streaming_media: 'none' });
    const refused = await fetchAnswer(link);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: 'This recording is not licensed for streaming.' });
    // Outside the territory too: a link carried to another country does not play there.
    await license(IDS.performanceBoth, { allowed_territories: 'US' });
    expect((await fetchAnswer(link, { headers: { 'x-country-code': 'US' } })).status).toBe(200);
    expect((await fetchAnswer(link, { headers: { 'x-country-code': 'DE' } })).status).toBe(403);
  });

  it("plays the studio's links to a master whatever the licence, and no listener link passes for one", async () => {
    await license(IDS.performanceBoth, { streaming_media: 'none' });
    const expires = Math.floor(server.clock.now().getTime() / 1000) + 600;
    const studio = mediaSignature(server.config, expires, 'audio/a01', 'studio');
    const path = `${server.url}/media/s/${expires}/${studio}/audio/a01/broadband.m4a`;
    expect((await fetchAnswer(path)).status).toBe(200);
    const forged = `${server.url}/media/s/${expires}/${withForgedSignature(studio)}/audio/a01/broadband.m4a`;
    expect((await fetchAnswer(forged)).body).toEqual({ detail: 'This media link is not valid.' });
  });
});

describe('stream links with RIGHTS_UNRECORDED=withhold', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { MEDIA_ROOT: createMediaFixture().root, RIGHTS_UNRECORDED: 'withhold' },
      prepare: (db) => insertStreamCatalog(db),
    });
  });
  afterAll(() => server.close());

  it('streams nothing whose licence is not recorded, unless its work is in the public domain', async () => {
    server.clock.set(NOW);
    const token = await bearer(server, await insertUser(server.db, 'listener@example.com', true));
    const ask = () => getStream(server, 'recording', IDS.recordingAudio, { authorization: token });
    const withheld = await ask();
    expect(withheld.status).toBe(403);
    expect(withheld.body).toEqual({ detail: 'This recording is not licensed for streaming.' });
    await server.db.transaction(async (tx) => {
      await tx.run("UPDATE compositions SET public_domain = 1 WHERE identifier = 'serenade'");
      await bumpCatalogVersion(tx);
    });
    server.clock.advance(1_000);
    expect((await ask()).status).toBe(200);
  });
});

describe('live replays under territories whose licence ends them elsewhen', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({
      env: { MEDIA_ROOT: createMediaFixture().root },
      prepare: async (db) => {
        await insertStreamCatalog(db);
        const dayAfter = new Date(Date.parse(LIVE_START) + 24 * 3_600_000).toISOString();
        await db.run('UPDATE live_streams SET replay_territories_json = ? WHERE uuid = ?', [
          JSON.stringify([{ territories: 'DACH', until: dayAfter }]),
          IDS.liveOn,
        ]);
      },
    });
    server.clock.set(new Date(Date.parse(LIVE_START) + 30 * 3_600_000));
    token = await bearer(server, await insertUser(server.db, 'listener@example.com', true));
  });
  afterAll(() => server.close());

  const replayFrom = (country?: string) =>
    getStream(server, 'livestream-replay', IDS.liveOn, {
      authorization: token,
      ...(country ? { 'x-country-code': country } : {}),
    });

  it('ends the replay at the territory’s end there, and at the stream’s own elsewhere', async () => {
    const austria = await replayFrom('AT');
    expect(austria.status).toBe(409);
    expect(austria.body).toMatchObject({ detail: 'The replay of this live stream has ended.' });
    expect((await replayFrom('US')).status).toBe(200);
    // No proxy's country: the latest end of all, as a page knowing no country offers it.
    expect((await replayFrom()).status).toBe(200);
  });

  it('answers the replay territories with the stream, for the pages to decide on', async () => {
    const answer = (await fetchAnswer(`${server.url}/api/2/live_streams/?format=json`)).body as {
      results: { uuid: string; replay_territories?: unknown }[];
    };
    const stream = answer.results.find((result) => result.uuid === IDS.liveOn);
    expect(stream?.replay_territories).toEqual([
      { territories: 'DACH', until: new Date(Date.parse(LIVE_START) + 24 * 3_600_000).toISOString() },
    ]);
  });
});
