import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreamAnswerSchema } from '../../src/lib/api/stream-links.ts';
import {
  bearer,
  createMediaFixture,
  IDS,
  insertStreamCatalog,
  insertUser,
  LIVE_START,
} from './support/stream-fixtures.ts';
import { getStream } from './support/stream-requests.ts';
import { startTestServer, testSecretKey, type TestServer } from './support/test-server.ts';
import { ErrorAnswerSchema } from '../../src/lib/api/common.ts';
import { withForgedSignature } from './support/forged-signature.ts';

describe('stream links: who may have them', () => {
  let server: TestServer;
  let verified: string;
  let unverified: string;

  beforeAll(async () => {
    server = await startTestServer({
      env: { MEDIA_ROOT: createMediaFixture().root, COUNTRY_HEADER: 'CF-IPCountry' },
      prepare: (db) => insertStreamCatalog(db),
    });
    server.clock.set(new Date(Date.parse(LIVE_START) + 3_600_000));
    verified = await bearer(server, await insertUser(server.db, 'listener@example.com', true));
    unverified = await bearer(server, await insertUser(server.db, 'new@example.com', false));
  });
  afterAll(() => server.close());

  it('gives a verified user links', async () => {
    const answer = await getStream(server, 'recording', IDS.recordingAudio, { authorization: verified });
    expect(answer.status).toBe(200);
    expect(StreamAnswerSchema.parse(answer.body).stream_links.broadband_standard_dynamics).toContain(
      '/audio/a01/broadband.m4a',
    );
  });

  it('answers 401 without a token, with a bad token and with a malformed header', async () => {
    const forged = withForgedSignature(verified);
    for (const headers of [
      {},
      { authorization: forged },
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
    ]) {
      const answer = await getStream(server, 'recording', IDS.recordingAudio, headers);
      expect(answer.status).toBe(401);
      expect(typeof ErrorAnswerSchema.parse(answer.body).detail).toBe('string');
    }
  });

  it('answers 401 for a token signed with another secret', async () => {
    const other = await startTestServer({ env: { SECRET_KEY: testSecretKey() } });
    try {
      const foreign = await bearer(other, await insertUser(other.db, 'listener@example.com', true));
      expect((await getStream(server, 'recording', IDS.recordingAudio, { authorization: foreign })).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("answers 403 with 'verify' for an unverified address", async () => {
    const answer = await getStream(server, 'recording', IDS.recordingAudio, { authorization: unverified });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ detail: 'Please verify your email address to stream this performance.' });
  });

  it("answers 403 without 'verify' outside the recording's countries", async () => {
    const answer = await getStream(server, 'recording', IDS.recordingUsOnly, {
      authorization: verified,
      'cf-ipcountry': 'DE',
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ detail: 'This recording is not available in your region.' });
    expect(ErrorAnswerSchema.parse(answer.body).detail).not.toContain('verify');
  });

  it("applies the program's countries to its recordings and its own links", async () => {
    const inProgram = { authorization: verified, 'cf-ipcountry': 'FR' };
    expect((await getStream(server, 'recording', IDS.recordingInRestrictedProgram, inProgram)).status).toBe(403);
    expect((await getStream(server, 'performance', IDS.performanceRestricted, inProgram)).status).toBe(403);
    // Codes are compared case-insensitively and lists may carry spaces ('US, ca').
    const canada = { authorization: verified, 'cf-ipcountry': 'ca' };
    expect((await getStream(server, 'recording', IDS.recordingInRestrictedProgram, canada)).status).toBe(200);
  });

  it('allows a listed country, and any country when the header is absent', async () => {
    const us = { authorization: verified, 'cf-ipcountry': 'US' };
    expect((await getStream(server, 'recording', IDS.recordingUsOnly, us)).status).toBe(200);
    expect((await getStream(server, 'recording', IDS.recordingUsOnly, { authorization: verified })).status).toBe(200);
  });

  it('reads the country from the configured header only', async () => {
    const answer = await getStream(server, 'recording', IDS.recordingUsOnly, {
      authorization: verified,
      'x-country-code': 'DE',
    });
    expect(answer.status).toBe(200);
  });

  it('lets anyone play a sample live stream, but not other live streams', async () => {
    const sample = await getStream(server, 'livestream', IDS.liveSample);
    expect(sample.status).toBe(200);
    expect(StreamAnswerSchema.parse(sample.body).stream_links.hls).toContain('/video/live/index.m3u8');
    expect((await getStream(server, 'livestream', IDS.liveOn)).status).toBe(401);
  });

  it("applies the program's countries to live streams, samples included", async () => {
    expect((await getStream(server, 'livestream', IDS.liveSample, { 'cf-ipcountry': 'DE' })).status).toBe(403);
    expect((await getStream(server, 'livestream', IDS.liveSample, { 'cf-ipcountry': 'US' })).status).toBe(200);
    const replay = await getStream(server, 'livestream-replay', IDS.liveReplayEnd, {
      authorization: verified,
      'cf-ipcountry': 'DE',
    });
    expect(replay.status).toBe(403);
  });

  it('answers 404 for unknown uuids, kinds and malformed uuids, before asking for a token', async () => {
    for (const [kind, uuid] of [
      ['recording', IDS.unknown],
      ['livestream', IDS.unknown],
      ['program', IDS.unknown],
      ['composition', IDS.recordingAudio],
      ['recording', 'not-a-uuid'],
    ] as const) {
      const answer = await getStream(server, kind, uuid);
      expect(answer.status, `${kind}/${uuid}`).toBe(404);
      expect(answer.body).toEqual({ detail: 'Not found.' });
    }
  });
});
