import type { StreamKind } from '#lib/api/stream-links.ts';
import type { RecordedReplayTerritory } from '#lib/rights/replay-rights.ts';
import type { Media, Rights } from '#lib/rights/rights.ts';
import { liveFeedProblem, replayProblem, type LivePlayabilityFields } from '#live/lib/live-playability.ts';
import { RIGHTS_COLUMNS, rightsOfRow, type StoredRightsRow } from '../catalog/performance-rights.ts';
import type { Database } from '../db/database.ts';

/** Audio answers the two dynamics (m4a); video answers an HLS playlist. */
export type MediaFormat = 'audio' | 'video';

/** What a stream request resolves to: the media folder and the rules that guard it. */
export interface StreamTarget {
  /** Folder under the media root; null when the entity has nothing to play. */
  media: string | null;
  format: MediaFormat;
  /** Comma-separated country lists that must all allow the visitor; an empty list allows all. */
  countryLists: readonly string[];
  /** Sample live streams play without sign-in. */
  anonymous: boolean;
  /** A performance's streaming rights (docs/rights.md); null for what no licence record covers (a program's video, a feature, a live stream). */
  rights: Rights | null;
  /** Why a live stream cannot be played now; null when it can or for other kinds. */
  problem: string | null;
}

/**
 * What the catalogue says about a stream before the clock is read: the target without its
 * problem, and how to find the problem at a given moment (a replay window closes by the clock).
 * It changes only with the catalogue, so it may be kept for a catalogue version.
 */
export interface StreamSource extends Omit<StreamTarget, 'problem'> {
  /** The problem at `now` for a visitor in `country` (null: unknown): a replay may end at other times elsewhere. */
  problemAt: (now: Date, country: string | null) => string | null;
}

/** `unrecorded`: what a performance with no licence recorded streams (RIGHTS_UNRECORDED). */
type Lookup = (db: Database, uuid: string, unrecorded: Media) => Promise<StreamSource | undefined>;

const noProblem = () => null;

/** The live-stream columns that decide whether a link can be issued: the playability fields, as stored, and the media. */
interface LiveStreamRow extends LivePlayabilityFields {
  can_replay: number;
  live_media: string | null;
  replay_media: string | null;
  replay_territories_json: string;
}

interface RecordingRow extends StoredRightsRow {
  type: string | null;
  media: string | null;
  countries: string | null;
  program_countries: string | null;
}

const RECORDING_COLUMNS = `r.type, r.media, r.allowed_countries AS countries, p.allowed_countries AS program_countries,
  ${RIGHTS_COLUMNS}`;

const RECORDING_SQL = `SELECT ${RECORDING_COLUMNS}
  FROM recordings r JOIN performances pf ON pf.id = r.performance_id JOIN compositions c ON c.id = pf.composition_id
  LEFT JOIN programs p ON p.id = pf.program_id
  WHERE r.uuid = ?`;

// Every recording of the performance, audio first (r.type sorts 'A' before 'V'); one row of nulls without any.
const PERFORMANCE_SQL = `SELECT ${RECORDING_COLUMNS}
  FROM performances pf JOIN compositions c ON c.id = pf.composition_id
  LEFT JOIN recordings r ON r.performance_id = pf.id LEFT JOIN programs p ON p.id = pf.program_id
  WHERE pf.uuid = ? ORDER BY r.type, r.id`;

const LIVE_SQL = `SELECT ls.identifier, ls.live_media, ls.replay_media, ls.stream_error_message, ls.can_replay,
  ls.start_date_time, ls.replay_end_time, ls.replay_territories_json, ls.is_sample_stream, p.allowed_countries AS countries
  FROM live_streams ls LEFT JOIN programs p ON p.id = ls.program_id WHERE ls.uuid = ?`;

function fromRecording(row: RecordingRow | undefined, unrecorded: Media): StreamSource | undefined {
  if (!row) return undefined;
  return {
    media: row.media,
    format: row.type === 'A' ? 'audio' : 'video',
    countryLists: [row.countries ?? '', row.program_countries ?? ''],
    anonymous: false,
    rights: rightsOfRow(row, unrecorded),
    problemAt: noProblem,
  };
}

/**
 * A performance plays its audio when its licence covers audio, else its video: a performance
 * licensed for video alone still plays from its page's Play button.
 */
function performanceSource(rows: RecordingRow[], unrecorded: Media): StreamSource | undefined {
  const sources = rows.map((row) => fromRecording(row, unrecorded)).filter((source) => source !== undefined);
  const licensed = sources.find(({ format, rights }) => rights?.media === 'both' || rights?.media === format);
  return licensed ?? sources[0];
}

function video(media: string | null, countries = ''): StreamSource {
  return { media, format: 'video', countryLists: [countries], anonymous: false, rights: null, problemAt: noProblem };
}

function liveLookup(replay: boolean): Lookup {
  return async (db, uuid) => {
    const row = await db.get<LiveStreamRow & { is_sample_stream: number; countries: string | null }>(LIVE_SQL, [uuid]);
    if (!row) return undefined;
    const feedProblem = liveFeedProblem(row, row.live_media);
    const stream = { ...row, replay_territories: JSON.parse(row.replay_territories_json) as RecordedReplayTerritory[] };
    return {
      media: replay ? row.replay_media : row.live_media,
      format: 'video',
      countryLists: [row.countries ?? ''],
      anonymous: row.is_sample_stream === 1,
      rights: null,
      problemAt: replay ? (now, country) => replayProblem(stream, now, row.replay_media, country) : () => feedProblem,
    };
  };
}

/** One indexed query per kind, by the entity's unique uuid. */
const LOOKUPS: Record<StreamKind, Lookup> = {
  recording: async (db, uuid, unrecorded) =>
    fromRecording(await db.get<RecordingRow>(RECORDING_SQL, [uuid]), unrecorded),
  performance: async (db, uuid, unrecorded) =>
    performanceSource(await db.all<RecordingRow>(PERFORMANCE_SQL, [uuid]), unrecorded),
  program: async (db, uuid) => {
    const row = await db.get<{ media: string | null; countries: string }>(
      'SELECT full_video_media AS media, allowed_countries AS countries FROM programs WHERE uuid = ?',
      [uuid],
    );
    return row && video(row.media, row.countries);
  },
  mediafeature: async (db, uuid) => {
    const row = await db.get<{ media: string; type: string }>('SELECT media, type FROM media_features WHERE uuid = ?', [
      uuid,
    ]);
    return row && { ...video(row.media), format: row.type === 'A' ? 'audio' : 'video' };
  },
  curatedcollection: async (db, uuid) => {
    const row = await db.get<{ media: string | null }>(
      'SELECT intro_media AS media FROM curated_collections WHERE uuid = ?',
      [uuid],
    );
    return row && video(row.media);
  },
  livestream: liveLookup(false),
  'livestream-replay': liveLookup(true),
};

/** Reads what the catalogue says about `/stream/{kind}/{uuid}/`, or undefined when no such entity exists. */
export function findStreamSource(
  db: Database,
  kind: StreamKind,
  uuid: string,
  unrecorded: Media,
): Promise<StreamSource | undefined> {
  return LOOKUPS[kind](db, uuid, unrecorded);
}

/** The target of a source at `now`, for a visitor in `country` (null: unknown). */
export function targetAt({ problemAt, ...source }: StreamSource, now: Date, country: string | null): StreamTarget {
  return { ...source, problem: problemAt(now, country) };
}
