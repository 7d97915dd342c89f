import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreamAnswerSchema } from '../../src/lib/api/stream-links.ts';
import {
  bearer,
  createMediaFixture,
  CUSTOM_REPLAY_END,
  IDS,
  insertStreamCatalog,
  insertUser,
  LIVE_START,
} from './support/stream-fixtures.ts';
import { getStream } from './support/stream-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { ErrorAnswerSchema } from '../../src/lib/api/common.ts';

const HOUR = 3_600_000;
const start = Date.parse(LIVE_START);

describe('stream links: live streams and replays', () => {
  let server: TestServer;
  let userId: number;

  beforeAll(async () => {
    server = await startTestServer({
      env: { MEDIA_ROOT: createMediaFixture().root },
      prepare: (db) => insertStreamCatalog(db),
    });
    userId = await insertUser(server.db, 'listener@example.com', true);
  });
  afterAll(() => server.close());

  /** Moves the clock, then asks with a token minted at that time. */
  async function askAt(at: number, kind: string, uuid: string) {
    server.clock.set(new Date(at));
    return getStream(server, kind, uuid, { authorization: await bearer(server, userId) });
  }

  it('answers 409 with a stream_error_message when a live stream has no feed', async () => {
    const answer = await askAt(start + HOUR, 'livestream', IDS.liveNoFeed);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      detail: 'This livestream can not be played.',
      stream_error_message: 'This livestream can not be played.',
    });
  });

  it("answers 409 with the stream's own message when one is set, even to anonymous visitors", async () => {
    server.clock.set(new Date(start + HOUR));
    const answer = await getStream(server, 'livestream', IDS.liveError);
    expect(answer.status).toBe(409);
    expect(ErrorAnswerSchema.parse(answer.body).stream_error_message).toBe('The encoder is offline.');
  });

  it('plays the replay until 48 hours after the start, and not from that instant on', async () => {
    const open = await askAt(start + 48 * HOUR - 1, 'livestream-replay', IDS.liveOn);
    expect(open.status).toBe(200);
    expect(StreamAnswerSchema.parse(open.body).stream_links.hls).toContain('/video/v01/index.m3u8');
    const closed = await askAt(start + 48 * HOUR, 'livestream-replay', IDS.liveOn);
    expect(closed.status).toBe(409);
    expect(ErrorAnswerSchema.parse(closed.body).stream_error_message).toBe('The replay of this live stream has ended.');
  });

  it('uses the replay end when the stream names one', async () => {
    const end = Date.parse(CUSTOM_REPLAY_END);
    expect((await askAt(end - 1, 'livestream-replay', IDS.liveReplayEnd)).status).toBe(200);
    expect((await askAt(end, 'livestream-replay', IDS.liveReplayEnd)).status).toBe(409);
    expect((await askAt(end + 1000, 'livestream-replay', IDS.liveReplayEnd)).status).toBe(409);
  });

  it('refuses a replay when can_replay is false', async () => {
    const answer = await askAt(start + 2 * HOUR, 'livestream-replay', IDS.liveNoReplay);
    expect(answer.status).toBe(409);
    expect(ErrorAnswerSchema.parse(answer.body).stream_error_message).toBe('This live stream has no replay.');
    expect((await askAt(start + 2 * HOUR, 'livestream', IDS.liveNoReplay)).status).toBe(200);
  });

  it('keeps the live feed available after the replay window has closed', async () => {
    expect((await askAt(start + 72 * HOUR, 'livestream', IDS.liveOn)).status).toBe(200);
  });
});
