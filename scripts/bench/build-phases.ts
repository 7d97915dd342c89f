import { stripVTControlCharacters } from 'node:util';

/**
 * A build's phases read from what `npm run build` printed (`bench:build` prints each
 * phase's seconds beside the bare build): the pull (Astro's content sync, to the second, as its
 * log stamps it), the render (Astro's "generating static routes" step, getStaticPaths included),
 * the full-text index (Pagefind, as the integration reports it), Vite's bundling, the link check,
 * the precompression, and the whole run. A phase the
 * output does not show is null: a no-change rebuild still syncs, a bare build has no pull.
 */

/** Seconds of each phase; `total` is the whole command's wall time. */
export interface BuildPhases {
  readonly pull: number | null;
  /** Vite's bundling of the server and client code (its "✓ built in" lines, summed). */
  readonly bundle: number | null;
  readonly render: number | null;
  readonly index: number | null;
  /** The pipeline's link check and precompression (scripts/site/build-pipeline.ts). */
  readonly check: number | null;
  readonly compress: number | null;
  readonly total: number;
}

/** Seconds in Astro's durations: '812ms', '7.64s', '2m 39s', '1m 3.2s'. */
export function astroDuration(text: string): number | null {
  const match = /^(?:(\d+)m\s*)?(?:(\d+(?:\.\d+)?)s)?$|^(\d+(?:\.\d+)?)ms$/.exec(text.trim());
  if (match === null || text.trim() === '') return null;
  if (match[3] !== undefined) return Number(match[3]) / 1000;
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

/** Seconds since midnight of an Astro log line's 'HH:MM:SS' stamp. */
function stampSeconds(line: string | undefined): number | null {
  const match = /^(\d\d):(\d\d):(\d\d) /.exec(line ?? '');
  if (match === null) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** The pull: from "Syncing content" to "Synced content" (a sync across midnight wraps). */
function pullSeconds(lines: readonly string[]): number | null {
  const start = stampSeconds(lines.find((line) => line.includes('[content] Syncing content')));
  const end = stampSeconds(lines.find((line) => line.includes('[content] Synced content')));
  if (start === null || end === null) return null;
  return (end - start + 86_400) % 86_400;
}

/** The render: the "✓ Completed in …" that ends the "generating static routes" step. */
function renderSeconds(lines: readonly string[]): number | null {
  const header = lines.findIndex((line) => line.includes('generating static routes'));
  if (header < 0) return null;
  for (const line of lines.slice(header + 1)) {
    const match = /^\d\d:\d\d:\d\d ✓ Completed in (.+?)\.?$/.exec(line.trim());
    if (match?.[1] !== undefined) return astroDuration(match[1]);
  }
  return null;
}

/**
 * The full-text index, as src/features/search/integrations/pagefind.ts reports it (indexSummaryLine): "Indexed N
 * pages for full-text search (8 shards) in S s", with "(1 of 8 shards, 7 reused)" when some were
 * reused, or "Reused the full-text index: no page changed since it was made (S s)".
 */
function indexSeconds(output: string): number | null {
  const match =
    /Indexed \d+ pages for full-text search (?:\([^)]*\) )?in (\d+(?:\.\d+)?) s|Reused the full-text index: [^(]*\((\d+(?:\.\d+)?) s\)/.exec(
      output,
    );
  const seconds = match?.[1] ?? match?.[2];
  return seconds === undefined ? null : Number(seconds);
}

/** Vite's bundling: every "[vite] ✓ built in …" line, summed. */
function bundleSeconds(output: string): number | null {
  const builds = [...output.matchAll(/\[vite\] ✓ built in (\S+)/g)].map((match) => astroDuration(match[1] ?? ''));
  if (builds.length === 0 || builds.some((seconds) => seconds === null)) return null;
  return Number(builds.reduce<number>((sum, seconds) => sum + (seconds ?? 0), 0).toFixed(2));
}

/** A step the pipeline times in its own line, e.g. "Link check: … (5.3 s)". */
function stepSeconds(output: string, pattern: RegExp): number | null {
  const seconds = pattern.exec(output)?.[1];
  return seconds === undefined ? null : Number(seconds);
}

/** The phases of one build whose output was `output` and which took `total` seconds. */
export function buildPhases(output: string, total: number): BuildPhases {
  const plain = stripVTControlCharacters(output);
  const lines = plain.split('\n');
  return {
    pull: pullSeconds(lines),
    bundle: bundleSeconds(plain),
    render: renderSeconds(lines),
    index: indexSeconds(plain),
    check: stepSeconds(plain, /^Link check: .*\((\d+(?:\.\d+)?) s(?:, \d+ pages read)?\)$/m),
    compress: stepSeconds(plain, /^Precompressed .* in (\d+(?:\.\d+)?) s\.$/m),
    total,
  };
}

/** The named phases, in the order a build runs them. */
const NAMED_PHASES = ['pull', 'bundle', 'render', 'index', 'check', 'compress'] as const;

const cell = (seconds: number | null) => (seconds === null ? '—' : seconds.toFixed(1));

/**
 * What the named phases leave of the total: start-up, Astro's own steps between them, publishing.
 * The link check and the precompression run at once (scripts/site/build-pipeline.ts): the longer
 * of the two counts.
 */
export function otherSeconds(phases: BuildPhases): number {
  const serial = (['pull', 'bundle', 'render', 'index'] as const).reduce((sum, phase) => sum + (phases[phase] ?? 0), 0);
  const named = serial + Math.max(phases.check ?? 0, phases.compress ?? 0);
  return Math.max(0, Number((phases.total - named).toFixed(1)));
}

/** A table of builds (columns) by phase (rows), in seconds, for the bench's console output. */
export function phaseTable(builds: Readonly<Record<string, BuildPhases>>): string {
  const names = Object.keys(builds);
  const of = (name: string, phase: keyof BuildPhases | 'other'): number | null => {
    const build = builds[name];
    if (build === undefined) return null;
    return phase === 'other' ? otherSeconds(build) : build[phase];
  };
  const rows = ([...NAMED_PHASES, 'other', 'total'] as const).map((phase) => [
    phase,
    ...names.map((name) => cell(of(name, phase))),
  ]);
  const table = [['phase (s)', ...names], ...rows];
  const widths = names.map((_, at) => Math.max(...table.map((row) => (row[at + 1] ?? '').length)));
  const first = Math.max(...table.map((row) => (row[0] ?? '').length));
  return table
    .map((row) =>
      [(row[0] ?? '').padEnd(first), ...row.slice(1).map((text, at) => text.padStart(widths[at] ?? 0))].join('  '),
    )
    .join('\n');
}
