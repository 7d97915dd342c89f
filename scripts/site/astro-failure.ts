/**
 * What a failed `astro build` printed, read back into the step that failed and one line saying
 * why, so a rebuild can name them on one line (scripts/rebuild.ts) while the full log goes to the
 * build's output. Astro prints a thrown error as its message, then indented `Location:`, `Hint:`
 * or `Stack trace:` blocks; its content layer logs 'Syncing content' before the loaders run and
 * 'Synced content' once every collection is pulled.
 */

/** The part of `astro build` that failed: the content loaders' pull, or the rest (rendering, bundling). */
export type AstroStep = 'pull' | 'build';

/** Which step failed, and its error message on one line. */
export interface AstroFailure {
  readonly step: AstroStep;
  readonly cause: string;
}

const ERROR_DETAIL = /^\s+(Location|Hint|Stack trace):\s*$/;
/** Astro's logger's prefix: the time, then the level and the label in brackets. */
const LOG_PREFIX = /^\d{2}:\d{2}:\d{2}\s+(\[[A-Z]+\]\s+)?(\[[^\]]+\]\s+)?/;

/** The message of the first error Astro printed: its lines before the first detail block. */
function errorMessage(lines: readonly string[]): string | undefined {
  const detail = lines.findIndex((line) => ERROR_DETAIL.test(line));
  if (detail <= 0) return undefined;
  let start = detail;
  while (start > 0 && lines[start - 1]?.trim() !== '' && !LOG_PREFIX.test(lines[start - 1] ?? '')) start -= 1;
  // A message logged with the logger's prefix is one line; otherwise it runs from `start` to the detail.
  const message = start === detail ? lines[detail - 1] : lines.slice(start, detail).join(' ');
  return message?.replace(LOG_PREFIX, '').replace(/\s+/g, ' ').trim() || undefined;
}

/** The last line that names an error, for failures printed without detail blocks. */
function lastErrorLine(lines: readonly string[]): string | undefined {
  return lines
    .toReversed()
    .find((line) => /error/i.test(line))
    ?.replace(LOG_PREFIX, '')
    .trim();
}

/** Reads what `astro build` printed before it exited with `code`. */
export function readAstroFailure(output: string, code: number | null): AstroFailure {
  const lines = output.split(/\r?\n/);
  const step: AstroStep = output.includes('Syncing content') && !output.includes('Synced content') ? 'pull' : 'build';
  const cause =
    errorMessage(lines) ??
    lastErrorLine(lines) ??
    `astro build exited with ${code === null ? 'a signal' : `code ${code}`}`;
  return { step, cause };
}
