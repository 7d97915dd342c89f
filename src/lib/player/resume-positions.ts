import { formatClockDuration } from '../time/durations.ts';

/**
 * Where the visitor left each performance, so the composition page and the
 * bar can offer 'Resume at 12:34' on a later visit. Positions are kept per audio recording
 * (what a position is a point in: a re-cut recording gets a new uuid and forgets it), most
 * recent first, in local storage under `resume-positions` beside the rules §9 keys.
 */

/** The local-storage key of the saved positions, e.g. `[{"recording":"4f1c…","position":754}]`. */
export const RESUME_POSITIONS_KEY = 'resume-positions';

/** How many performances are remembered; the one left longest ago goes first. */
export const RESUME_POSITIONS_LIMIT = 200;

/** A position under this many seconds is not worth a 'Resume at 0:03': nothing changes. */
export const MIN_RESUME_SECONDS = 5;

/**
 * A performance counts as finished in its last 15 seconds (the applause and the silence after
 * the last chord), or in its last 5 % when that is shorter, so a 45-second piece is not
 * finished a third of the way through. A finished performance is forgotten and starts from the
 * beginning.
 */
export const FINISHED_WITHIN_SECONDS = 15;
export const FINISHED_WITHIN_FRACTION = 0.05;

/** One remembered performance: its audio recording and the whole second the visitor reached. */
export interface ResumeEntry {
  readonly recording: string;
  readonly position: number;
}

/** The remembered positions, most recent first, at most one per recording. */
export type ResumePositions = readonly ResumeEntry[];

/** Whether `position` (seconds) is at the end of a recording `duration` seconds long. */
export function isFinished(position: number, duration: number): boolean {
  if (!Number.isFinite(duration) || duration <= 0) return false;
  const window = Math.min(FINISHED_WITHIN_SECONDS, duration * FINISHED_WITHIN_FRACTION);
  return position >= duration - window;
}

function isEntry(value: unknown): value is ResumeEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { recording, position } = value as Record<string, unknown>;
  return (
    typeof recording === 'string' &&
    recording.length > 0 &&
    recording.length <= 100 &&
    typeof position === 'number' &&
    Number.isSafeInteger(position) &&
    position >= MIN_RESUME_SECONDS
  );
}

/**
 * The positions from their stored text, never throwing: anything that is not a list of
 * entries reads as none, entries that are not ones are dropped, and only the first (most
 * recent) entry of a recording and the first 200 are kept.
 */
export function readResumePositions(text: string | null): ResumePositions {
  let raw: unknown;
  try {
    raw = text === null ? [] : JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const entries: ResumeEntry[] = [];
  for (const value of raw) {
    if (!isEntry(value) || seen.has(value.recording)) continue;
    seen.add(value.recording);
    entries.push({ recording: value.recording, position: value.position });
    if (entries.length === RESUME_POSITIONS_LIMIT) break;
  }
  return entries;
}

/** The stored text of the positions. */
export function serialiseResumePositions(positions: ResumePositions): string {
  return JSON.stringify(positions);
}

/** The position to resume a recording at, in whole seconds; null when none is remembered. */
export function resumePositionOf(positions: ResumePositions, recording: string): number | null {
  return positions.find((entry) => entry.recording === recording)?.position ?? null;
}

/**
 * The positions after the visitor reached `position` seconds of a recording `duration`
 * seconds long. Reaching the end forgets the recording; a position under 5 s changes nothing
 * (starting again over a saved 12:34 keeps it until the new listening gets somewhere); any
 * other moves the recording to the front at that whole second, dropping the oldest past 200.
 * Answers `positions` itself when nothing changes, so callers can skip a write.
 */
export function recordPosition(
  positions: ResumePositions,
  recording: string,
  position: number,
  duration: number,
): ResumePositions {
  if (recording === '' || !Number.isFinite(position)) return positions;
  const rest = positions.filter((entry) => entry.recording !== recording);
  if (isFinished(position, duration)) return rest.length === positions.length ? positions : rest;
  const second = Math.floor(position);
  if (second < MIN_RESUME_SECONDS) return positions;
  if (positions[0]?.recording === recording && positions[0].position === second) return positions;
  return [{ recording, position: second }, ...rest].slice(0, RESUME_POSITIONS_LIMIT);
}

/** The offer's text: 'Resume at 12:34'. */
export function resumeLabel(seconds: number): string {
  return `Resume at ${formatClockDuration(Math.max(0, seconds) * 1000)}`;
}
