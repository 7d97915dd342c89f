import type { CompositionDetail, FeaturedArtist, Performance, ProgramNote, Recording } from '../api/contract.ts';
import { compareText, newestFirst } from './ordering.ts';

/** Shown on a performance that has no recording (rules §2). */
export const NOT_AVAILABLE_FOR_STREAMING = 'Not available for streaming.';

/** A movement of a recording with its length. */
export interface Movement {
  readonly title: string;
  /** Its place in the recording's movement_cuepoints, the index the player seeks by. */
  readonly cueIndex: number;
  /** Start, in seconds from the beginning of the recording. */
  readonly start: number;
  /** Until the next movement starts, or the recording ends. */
  readonly durationMs: number;
}

/** What one performance block of a composition page shows (rules §2). */
export interface PerformanceView {
  readonly performance: Performance;
  /** The premiere label, e.g. 'World premiere'; null when not a premiere. */
  readonly premiere: string | null;
  /** Has a recording to play. */
  readonly streamable: boolean;
  /** {@link NOT_AVAILABLE_FOR_STREAMING} when not streamable; null otherwise. */
  readonly unavailableMessage: string | null;
  /** In display order. */
  readonly featuredArtists: FeaturedArtist[];
  /** The movement list, with durations; empty for a single-movement recording. */
  readonly movements: Movement[];
  /**
   * The performance's own program note; null when none (the composition's primary note
   * is shown once, above the performances, so it is not repeated here).
   */
  readonly programNote: ProgramNote | null;
}

/** Start of a performance for ordering; performances without a date sort last. */
function startOf(performance: Performance): string {
  return performance.start_date_time ?? '0000-01-01T00:00:00Z';
}

/** Newest first, then by position in the program, then id. */
function comparePerformances(a: Performance, b: Performance): number {
  return newestFirst(startOf(a), startOf(b)) || a.position - b.position || a.id - b.id;
}

/**
 * The performances a composition page lists (rules §2): unlisted ones are hidden unless
 * the composition itself is unlisted (then its page is reached by direct link and shows
 * everything it has). Ordered by start date, newest first — a visitor most likely wants
 * the latest recording — then position and id; undated ones last.
 */
export function visiblePerformances(detail: CompositionDetail): Performance[] {
  const shown = detail.unlisted ? detail.performances : detail.performances.filter((p) => !p.unlisted);
  return [...shown].sort(comparePerformances);
}

/** True when a performance has a recording to play. */
export function isStreamable(performance: Performance): boolean {
  return performance.recordings.length > 0;
}

/**
 * True when a program's or a collection's row leads to the performance's video on its composition
 * page instead of offering to play it: it has a video and no audio, so the player bar has nothing
 * to play or queue; and it is listed, so that page shows its block whatever the composition's state.
 */
export function watchedOnCompositionPage(performance: Performance): boolean {
  const types = new Set(performance.recordings.map((r) => r.type));
  return types.has('V') && !types.has('A') && !performance.unlisted;
}

/** True when the performance is a premiere (rules §3: a non-empty `premiere`). */
export function isPremiere(performance: Performance): boolean {
  return performance.premiere.trim() !== '';
}

/** Featured artists by `sequence`, then name. */
export function featuredArtistsInOrder(performance: Performance): FeaturedArtist[] {
  return [...performance.featured_artists].sort(
    (a, b) => a.sequence - b.sequence || compareText(a.artist.sort_name, b.artist.sort_name),
  );
}

/**
 * The recording whose movement list a performance shows: the audio one, which the
 * player bar plays, else the first video.
 */
export function listingRecording(performance: Performance): Recording | undefined {
  return performance.recordings.find((r) => r.type === 'A') ?? performance.recordings[0];
}

/** A recording's movements with their lengths, in order of start. */
export function movementsOf(recording: Recording): Movement[] {
  const cues = recording.movement_cuepoints
    .map((cue, cueIndex) => ({ ...cue, cueIndex }))
    .sort((a, b) => a.start - b.start);
  return cues.map((cue, index) => {
    const endSeconds = cues[index + 1]?.start ?? recording.duration_ms / 1000;
    return {
      title: cue.title,
      cueIndex: cue.cueIndex,
      start: cue.start,
      durationMs: Math.max(0, Math.round((endSeconds - cue.start) * 1000)),
    };
  });
}

/** The performance block model of one performance of a composition. */
export function performanceView(performance: Performance): PerformanceView {
  const streamable = isStreamable(performance);
  const recording = listingRecording(performance);
  return {
    performance,
    premiere: isPremiere(performance) ? performance.premiere.trim() : null,
    streamable,
    unavailableMessage: streamable ? null : NOT_AVAILABLE_FOR_STREAMING,
    featuredArtists: featuredArtistsInOrder(performance),
    movements: recording === undefined ? [] : movementsOf(recording),
    programNote: performance.program_note,
  };
}

/** Every performance block of a composition page, in display order. */
export function performanceViews(detail: CompositionDetail): PerformanceView[] {
  return visiblePerformances(detail).map(performanceView);
}
