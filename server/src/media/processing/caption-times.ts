/** One caption: when it shows, when it goes, and what it says (lines joined by '\n'). */
export interface Cue {
  startMs: number;
  endMs: number;
  text: string;
}

// WebVTT: hours optional (at least two digits when given), minutes and seconds two digits below 60,
// milliseconds three digits. SRT writes the same with a comma before the milliseconds.
const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)[.,](\d{3})$/;

/** A timestamp's milliseconds, or undefined when it is not one; `separator` is '.' (WebVTT) or ',' (SRT). */
export function parseTimestamp(text: string, separator: '.' | ','): number | undefined {
  const match = TIMESTAMP.exec(text);
  if (!match || text.at(-4) !== separator) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = match;
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(millis);
}

/** A WebVTT timestamp, always with hours: 3723004 → '01:02:03.004'. */
export function formatTimestamp(ms: number): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const seconds = Math.floor(ms / 1000);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}.${pad(ms % 1000, 3)}`;
}

/** A timing line split into its two timestamps and whatever follows (WebVTT's cue settings). */
export function splitTiming(line: string): { start: string; end: string; rest: string } | undefined {
  const match = /^(\S+)[ \t]+-->[ \t]+(\S+)(.*)$/.exec(line);
  if (!match) return undefined;
  const [, start = '', end = '', rest = ''] = match;
  return { start, end, rest };
}
