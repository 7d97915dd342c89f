import type { Cue } from './caption-times.ts';
import { writeWebVtt } from './captions.ts';

/** A movement as a recording's cue points give it: its title and where it starts, in seconds. */
export interface MovementStart {
  title: string;
  start: number;
}

/** A title as WebVTT cue text: one line, with the characters WebVTT reserves escaped. */
function cueText(title: string): string {
  return title.replace(/\s+/g, ' ').trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A recording's chapters: one per movement, from its start to the next movement's (the last to the
 * recording's end), in time order. Movements that start at or after the end, or at the same moment
 * as the next, make no chapter: a chapter a listener cannot land on is no help.
 */
export function chaptersOf(movements: readonly MovementStart[], durationMs: number): Cue[] {
  const starts = movements
    .map((movement) => ({ title: movement.title, startMs: Math.round(movement.start * 1000) }))
    .filter((movement) => movement.startMs < durationMs)
    .sort((a, b) => a.startMs - b.startMs);
  return starts.flatMap((movement, index) => {
    const endMs = starts[index + 1]?.startMs ?? durationMs;
    return endMs > movement.startMs ? [{ startMs: movement.startMs, endMs, text: cueText(movement.title) }] : [];
  });
}

/** The chapters file (WebVTT) a video player shows as its chapter menu. */
export function chaptersWebVtt(movements: readonly MovementStart[], durationMs: number): string {
  return writeWebVtt(chaptersOf(movements, durationMs));
}
