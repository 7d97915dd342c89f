/** A span of a master, in milliseconds from its start: a part cut from a concert-length file. */
export interface MediaSpan {
  readonly startMs: number;
  readonly endMs: number;
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/**
 * ffmpeg's arguments that read `file`, or only `span` of it: the seek before `-i` (input seeking, which
 * decodes from the nearest key frame and drops what comes before the instant, so the cut is sample- and
 * frame-accurate when the output is encoded) and the span's length.
 */
export function inputArgs(file: string, span?: MediaSpan): string[] {
  if (span === undefined) return ['-i', file];
  return ['-ss', seconds(span.startMs), '-t', seconds(span.endMs - span.startMs), '-i', file];
}

/** Where an instant of a part lies in its master, in seconds, for a seek. */
export function masterSeconds(partMs: number, span?: MediaSpan): string {
  return seconds(partMs + (span?.startMs ?? 0));
}
