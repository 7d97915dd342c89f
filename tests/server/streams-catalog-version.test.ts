import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bumpCatalogVersion } from '../../server/src/catalog/catalog-meta.ts';
import {
  bearer,
  createMediaFixture,
  IDS,
  insertStreamCatalog,
  insertUser,
  LIVE_START,
} from './support/stream-fixtures.ts';
import { getStream } from './support/stream-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { ErrorAnswerSchema } from '../../src/lib/api/common.ts';

describe('stream links across catalogue versions', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({
      env: { MEDIA_ROOT: createMediaFixture().root },
      prepare: (db) => insertStreamCatalog(db),
    });
    server.clock.set(new Date(Date.parse(LIVE_START) + 3_600_000));
    token = await bearer(server, await insertUser(server.db, 'listener@example.com', true));
  });
  afterAll(() => server.close());

  const ask = (kind: string, uuid: string) => getStream(server, kind, uuid, { authorization: token });

  it('reads a stream from the database once per catalogue version, however many ask', async () => {
    const reads = vi.spyOn(server.db, 'get');
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => ask('livestream', IDS.liveOn)));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect((await ask('recording', IDS.recordingAudio)).status).toBe(200);
      expect((await ask('recording', IDS.recordingAudio)).status).toBe(200);
      // Listeners who arrive together share one read; later ones read nothing.
      const streamReads = () => reads.mock.calls.filter(([sql]) => /FROM (live_streams|recordings)/.test(sql));
      expect(streamReads()).toHaveLength(2);
      await Promise.all(Array.from({ length: 20 }, () => ask('livestream', IDS.liveOn)));
      expect(streamReads()).toHaveLength(2);
    } finally {
      reads.mockRestore();
    }
  });

  it('answers a change an import makes within a second, with the clock still read on each request', async () => {
    expect((await ask('livestream', IDS.liveOn)).status).toBe(200);
    await server.db.transaction(async (tx) => {
      await tx.run('UPDATE live_streams SET stream_error_message = ? WHERE uuid = ?', ['Back soon.', IDS.liveOn]);
      await bumpCatalogVersion(tx);
    });
    // Within the second the instance still answers from the version it read.
    expect((await ask('livestream', IDS.liveOn)).status).toBe(200);
    server.clock.advance(1_000);
    expect((await ask('livestream', IDS.liveOn)).body).toMatchObject({ detail: 'Back soon.' });
    // The replay window closes by the clock, not by a new version.
    server.clock.set(new Date(Date.parse(LIVE_START) + 49 * 3_600_000));
    const closed = await ask('livestream-replay', IDS.liveNoReplay);
    expect(closed.status).toBe(409);
    expect(ErrorAnswerSchema.parse((await ask('livestream-replay', IDS.liveOn)).body).detail).toBe(
      'The replay of this live stream has ended.',
    );
  });

  it('answers unknown uuids 404 every time without keeping them', async () => {
    const reads = vi.spyOn(server.db, 'get');
    try {
      for (let i = 0; i < 3; i++) expect((await ask('livestream', IDS.unknown)).status).toBe(404);
      expect(reads.mock.calls.filter(([sql]) => /FROM live_streams/.test(sql))).toHaveLength(3);
    } finally {
      reads.mockRestore();
    }
  });
});
