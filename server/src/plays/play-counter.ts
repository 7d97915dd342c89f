import { playDay } from '#lib/plays/play-day.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { SegmentDurations } from './segment-durations.ts';
import {
  addCounts,
  insertNewMarks,
  mediaOfFolders,
  pruneMarks,
  type CountDelta,
  type FolderMedia,
} from './play-store.ts';

/** One answered request of a marked link, as the media route saw it. */
export interface PlayFetch {
  nonce: string;
  territory: string;
  /** The link's expiry, Unix seconds. */
  expires: number;
  folder: string;
  file: string;
  /** Body bytes sent, and the whole file's size. */
  bytes: number;
  size: number;
}

/** What this instance knows of one play while its link lives. */
interface PlayState {
  territory: string;
  expires: number;
  folder: string;
  /** The Central-time day of the first request this instance saw. */
  day: string;
  /** Whether the play's mark is in the database (counted here or by another instance). */
  marked: boolean;
  /** Files read whole: the sum of bytes sent / size over the play's audio requests. */
  fraction: number;
  /** HLS segments fetched, and those whose minutes are written. */
  segments: Set<string>;
  written: Set<string>;
  /** Milliseconds written so far. */
  creditedMs: number;
  dirty: boolean;
  /** Undefined until resolved; null when the folder is no performance's recording. */
  media?: FolderMedia | null;
}

/** A play this flush writes: what it has delivered so far, and the segments that counts. */
interface Pending {
  nonce: string;
  play: PlayState;
  media: FolderMedia;
  targetMs: number;
  segments: string[];
}

const AUDIO_FILE = /\.(?:m4a|mp3|aac|webm)$/i;
const PLAYLIST = /\.m3u8$/i;

/**
 * Counts plays in memory and writes them in one transaction per flush: a media request only updates a
 * map, so counting adds no database work to any request. A play is counted once, by whichever instance
 * first writes its mark; its minutes are the media time this instance delivered, capped at the recording's
 * length (docs/plays.md, "Minutes streamed").
 */
export class PlayCounter {
  readonly #plays = new Map<string, PlayState>();
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #segments: SegmentDurations;
  #flushing: Promise<void> = Promise.resolve();

  constructor(db: Database, clock: Clock, segments: SegmentDurations) {
    this.#db = db;
    this.#clock = clock;
    this.#segments = segments;
  }

  /** Notes one answered request of a marked link. */
  record(fetch: PlayFetch): void {
    let play = this.#plays.get(fetch.nonce);
    if (!play) {
      play = {
        territory: fetch.territory,
        expires: fetch.expires,
        folder: fetch.folder,
        day: playDay(this.#clock.now()),
        marked: false,
        fraction: 0,
        segments: new Set(),
        written: new Set(),
        creditedMs: 0,
        dirty: true,
      };
      this.#plays.set(fetch.nonce, play);
    }
    if (play.folder !== fetch.folder) return;
    if (AUDIO_FILE.test(fetch.file)) play.fraction += fetch.size > 0 ? fetch.bytes / fetch.size : 0;
    else if (!PLAYLIST.test(fetch.file)) play.segments.add(fetch.file);
    play.dirty = true;
  }

  /** Writes what was counted since the last flush; flushes never overlap. */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.catch(() => undefined).then(() => this.#writeOrKeep());
    return this.#flushing;
  }

  /**
   * A failed write leaves its plays to the next flush. A flush with nothing new writes nothing, so an idle
   * instance opens no transaction every PLAYS_FLUSH_SECONDS; the marks of expired links wait for the next
   * flush that writes (no request can carry them meanwhile).
   */
  async #writeOrKeep(): Promise<void> {
    const touched = [...this.#plays].filter(([, play]) => play.dirty);
    if (touched.length === 0) return;
    for (const [, play] of touched) play.dirty = false;
    try {
      await this.#write(touched);
    } catch (error) {
      for (const [, play] of touched) play.dirty = true;
      throw error;
    }
  }

  async #write(touched: [string, PlayState][]): Promise<void> {
    await this.#resolve(touched.map(([, play]) => play));
    const pending: Pending[] = [];
    for (const [nonce, play] of touched) {
      if (!play.media) continue;
      pending.push({ nonce, play, media: play.media, ...(await this.#delivered(play, play.media)) });
    }
    const now = Math.floor(this.#clock.now().getTime() / 1000);
    await this.#db.transaction(async (tx) => {
      const fresh = pending.filter((p) => !p.play.marked).map((p) => ({ mark: p.nonce, expires: p.play.expires }));
      const counted = await insertNewMarks(tx, fresh);
      const deltas = new Map<string, CountDelta>();
      for (const { nonce, play, media, targetMs } of pending) {
        const key = `${media.performanceUuid}\u0000${play.territory}\u0000${play.day}`;
        const delta = deltas.get(key) ?? {
          performanceUuid: media.performanceUuid,
          territory: play.territory,
          day: play.day,
          plays: 0,
          milliseconds: 0,
        };
        delta.plays += counted.has(nonce) ? 1 : 0;
        delta.milliseconds += targetMs - play.creditedMs;
        deltas.set(key, delta);
      }
      await addCounts(
        tx,
        [...deltas.values()].filter((d) => d.plays > 0 || d.milliseconds > 0),
      );
    });
    for (const { play, targetMs, segments } of pending) {
      play.marked = true;
      play.creditedMs = targetMs;
      for (const segment of segments) play.written.add(segment);
    }
    await pruneMarks(this.#db, now);
    for (const [nonce, play] of this.#plays) if (play.expires < now) this.#plays.delete(nonce);
  }

  /** The performance behind each new play's folder, one query for all. */
  async #resolve(plays: PlayState[]): Promise<void> {
    const unknown = [...new Set(plays.filter((play) => play.media === undefined).map((play) => play.folder))];
    if (unknown.length === 0) return;
    const found = await mediaOfFolders(this.#db, unknown);
    for (const play of plays) play.media ??= found.get(play.folder) ?? null;
  }

  /** The media time delivered so far (capped at the recording's length when it is known), and the segments it counts. */
  async #delivered(play: PlayState, media: FolderMedia): Promise<{ targetMs: number; segments: string[] }> {
    const segments = [...play.segments].filter((segment) => !play.written.has(segment));
    let total = play.creditedMs;
    if (play.fraction > 0) total = Math.max(total, play.fraction * media.durationMs);
    if (segments.length > 0) {
      const durations = await this.#segments.of(play.folder);
      for (const segment of segments) total += durations.get(segment) ?? 0;
    }
    const capped = media.durationMs > 0 ? Math.min(total, media.durationMs) : total;
    return { targetMs: Math.max(play.creditedMs, capped), segments };
  }
}
