import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signAccessToken } from '../../../server/src/auth/access-token.ts';
import type { FakeClock } from '../../../server/src/clock.ts';
import type { ServerConfig } from '../../../server/src/config.ts';
import type { Database } from '../../../server/src/db/database.ts';

/** The uuids of the rows insertStreamCatalog writes. */
export const IDS = {
  programVideo: '10000000-0000-4000-8000-000000000001',
  programRestricted: '10000000-0000-4000-8000-000000000002',
  performanceBoth: '20000000-0000-4000-8000-000000000001',
  performanceVideoOnly: '20000000-0000-4000-8000-000000000002',
  performanceNoRecording: '20000000-0000-4000-8000-000000000003',
  performanceRestricted: '20000000-0000-4000-8000-000000000004',
  recordingAudio: '30000000-0000-4000-8000-000000000001',
  recordingVideo: '30000000-0000-4000-8000-000000000002',
  recordingVideoOnly: '30000000-0000-4000-8000-000000000003',
  recordingUsOnly: '30000000-0000-4000-8000-000000000004',
  recordingInRestrictedProgram: '30000000-0000-4000-8000-000000000005',
  featureVideo: '40000000-0000-4000-8000-000000000001',
  featureAudio: '40000000-0000-4000-8000-000000000002',
  collectionIntro: '50000000-0000-4000-8000-000000000001',
  collectionNoIntro: '50000000-0000-4000-8000-000000000002',
  liveOn: '60000000-0000-4000-8000-000000000001',
  liveSample: '60000000-0000-4000-8000-000000000002',
  liveNoFeed: '60000000-0000-4000-8000-000000000003',
  liveError: '60000000-0000-4000-8000-000000000004',
  liveNoReplay: '60000000-0000-4000-8000-000000000005',
  liveReplayEnd: '60000000-0000-4000-8000-000000000006',
  unknown: '99999999-0000-4000-8000-000000000009',
} as const;

/** Where the fixture's live streams start; tests set the clock relative to it. */
export const LIVE_START = '2026-11-20T19:30:00.000Z';
/** The explicit replay end of IDS.liveReplayEnd (a day after the start). */
export const CUSTOM_REPLAY_END = '2026-11-21T19:30:00.000Z';

async function insertPrograms(db: Database): Promise<void> {
  const sql = `INSERT INTO programs (uuid, identifier, title, start_date_time, end_date_time, full_video_media, allowed_countries)
    VALUES (?, ?, ?, '2026-03-01T19:30:00.000Z', '2026-03-01T21:30:00.000Z', ?, ?)`;
  await db.run(sql, [IDS.programVideo, 'spring-gala', 'Spring Gala', 'video/v01', '']);
  await db.run(sql, [IDS.programRestricted, 'broadcast-only', 'Broadcast Only', null, 'US, ca']);
}

async function insertPerformances(db: Database): Promise<void> {
  const composition = await db.get<{ id: number }>(
    "INSERT INTO compositions (identifier, title) VALUES ('serenade', 'Serenade') RETURNING id",
  );
  const performance = async (uuid: string, program: string) =>
    (
      await db.get<{ id: number }>(
        'INSERT INTO performances (uuid, composition_id, program_id) VALUES (?, ?, (SELECT id FROM programs WHERE uuid = ?)) RETURNING id',
        [uuid, composition?.id ?? 0, program],
      )
    )?.id ?? 0;
  const recording = (uuid: string, performanceId: number, type: 'A' | 'V', media: string, countries = '') =>
    db.run('INSERT INTO recordings (uuid, performance_id, type, media, allowed_countries) VALUES (?, ?, ?, ?, ?)', [
      uuid,
      performanceId,
      type,
      media,
      countries,
    ]);
  const both = await performance(IDS.performanceBoth, IDS.programVideo);
  // The video is inserted first, so preferring audio cannot come from insertion order.
  await recording(IDS.recordingVideo, both, 'V', 'video/v01');
  await recording(IDS.recordingAudio, both, 'A', 'audio/a01');
  await recording(
    IDS.recordingVideoOnly,
    await performance(IDS.performanceVideoOnly, IDS.programVideo),
    'V',
    'video/v02',
  );
  await performance(IDS.performanceNoRecording, IDS.programVideo);
  const restricted = await performance(IDS.performanceRestricted, IDS.programRestricted);
  await recording(IDS.recordingInRestrictedProgram, restricted, 'A', 'audio/a02');
  await recording(IDS.recordingUsOnly, both, 'A', 'audio/a03', 'US');
}

async function insertFeaturesAndCollections(db: Database): Promise<void> {
  const category = await db.get<{ id: number }>(
    "INSERT INTO feature_categories (identifier, title) VALUES ('interviews', 'Interviews') RETURNING id",
  );
  const feature = `INSERT INTO media_features (uuid, identifier, title, type, date_time, category_id, media)
    VALUES (?, ?, 'Feature', ?, '2026-01-01T00:00:00.000Z', ?, ?)`;
  await db.run(feature, [IDS.featureVideo, 'meet-the-players', 'V', category?.id ?? 0, 'video/v03']);
  await db.run(feature, [IDS.featureAudio, 'radio-hour', 'A', category?.id ?? 0, 'audio/a04']);
  const collection = 'INSERT INTO curated_collections (uuid, identifier, title, intro_media) VALUES (?, ?, ?, ?)';
  await db.run(collection, [IDS.collectionIntro, 'first-steps', 'First Steps', 'video/v04']);
  await db.run(collection, [IDS.collectionNoIntro, 'quiet-hours', 'Quiet Hours', null]);
}

async function insertLiveStreams(db: Database): Promise<void> {
  const sql = `INSERT INTO live_streams (uuid, identifier, title, status, is_sample_stream, start_date_time, replay_end_time,
    can_replay, stream_error_message, live_media, replay_media, program_id)
    VALUES (?, ?, 'Live', 'I', ?, ?, ?, ?, ?, ?, ?, (SELECT id FROM programs WHERE uuid = ?))`;
  const rows: [string, string, number, string | null, number, string, string | null, string | null, string][] = [
    [IDS.liveOn, 'live-on', 0, null, 1, '', 'video/live', 'video/v01', IDS.programVideo],
    [IDS.liveSample, 'live-sample', 1, null, 1, '', 'video/live', 'video/v02', IDS.programRestricted],
    [IDS.liveNoFeed, 'live-no-feed', 0, null, 1, '', null, null, IDS.programVideo],
    [IDS.liveError, 'live-error', 0, null, 1, 'The encoder is offline.', 'video/live', 'video/v01', IDS.programVideo],
    [IDS.liveNoReplay, 'live-no-replay', 0, null, 0, '', 'video/live', 'video/v01', IDS.programVideo],
    [
      IDS.liveReplayEnd,
      'live-replay-end',
      0,
      CUSTOM_REPLAY_END,
      1,
      '',
      'video/live',
      'video/v01',
      IDS.programRestricted,
    ],
  ];
  for (const [uuid, identifier, sample, replayEnd, canReplay, error, live, replay, program] of rows) {
    await db.run(sql, [uuid, identifier, sample, LIVE_START, replayEnd, canReplay, error, live, replay, program]);
  }
}

/** The few catalogue rows the stream tests need, inserted directly with SQL. */
export async function insertStreamCatalog(db: Database): Promise<void> {
  await insertPrograms(db);
  await insertPerformances(db);
  await insertFeaturesAndCollections(db);
  await insertLiveStreams(db);
}

/** Inserts a user and returns its id. */
export async function insertUser(db: Database, email: string, verified: boolean): Promise<number> {
  const row = await db.get<{ id: number }>(
    `INSERT INTO users (email, email_verified, created_at, credentials_changed_at)
     VALUES (?, ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z') RETURNING id`,
    [email, verified ? 1 : 0],
  );
  return row?.id ?? 0;
}

/** An Authorization header for a user, minted with the server's clock and key at the user's token version. */
export async function bearer(
  ctx: { config: ServerConfig; clock: FakeClock; db: Database },
  userId: number,
): Promise<string> {
  const user = await ctx.db.get<{ token_version: string }>('SELECT token_version FROM users WHERE id = ?', [userId]);
  return `Bearer ${(await signAccessToken(ctx, userId, user?.token_version ?? '')).token}`;
}

/** A media root of small files (and a secret file beside it, for traversal tests). */
export interface MediaFixture {
  root: string;
  /** Absolute path of a file outside the root that must never be served. */
  secret: string;
  /** Bytes of audio/a01/broadband.m4a. */
  audio: Buffer;
}

/** Writes a media root with one file of each kind the media route serves. */
export function createMediaFixture(): MediaFixture {
  const base = mkdtempSync(join(tmpdir(), 'cl-media-'));
  const root = join(base, 'media');
  const audio = Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 31 + 7) % 256));
  const files: Record<string, string | Buffer> = {
    'audio/a01/broadband.m4a': audio,
    'audio/a01/cellular.m4a': audio.subarray(0, 20_000),
    'video/v01/index.m3u8':
      '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:4.000000,\nsegment-000.ts\n#EXT-X-ENDLIST\n',
    'video/v01/segment-000.ts': Buffer.alloc(188 * 10, 0x47),
    'video/v01/init.mp4': Buffer.from('ftyp'),
    'video/v01/part-1.m4s': Buffer.from('moof'),
    'video/v01/captions.en.vtt': 'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\n[Music]\n',
    'video/v01/chapters.vtt': 'WEBVTT\n\n00:00:00.000 --> 00:00:20.000\nI. Allegro\n',
    'video/v01/poster.jpg': Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
    'video/v01/notes.html': '<script>alert(1)</script>',
    'images/people/portrait-01.jpg': Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
    'images/logos/logo-01.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    'images/manifest.json': '[]\n',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  const secret = join(base, 'secret.m4a');
  writeFileSync(secret, 'top secret');
  return { root, secret, audio };
}
