import type { CompositionDetail, CompositionSummary } from '../api/contract.ts';

/**
 * The site's tagline (SITE_TAGLINE) may claim a number of performances, as the spec's line does
 * ('Enjoy more than 100 streaming performances…'); a build whose catalogue has fewer says so.
 */

/** How many streaming performances a line claims: at least `atLeast`, as `written` says it. */
export interface PerformanceClaim {
  readonly atLeast: number;
  /** The claim as the line writes it, e.g. 'more than 100' or '1,200'. */
  readonly written: string;
}

/**
 * The claim in a line: its first number, e.g. 'more than 100' (at least 101), 'over 1,200' (at
 * least 1,201), '40+' or 'some 40' (at least 40). Undefined for a line that names no number.
 */
export function performanceClaim(line: string): PerformanceClaim | undefined {
  const match = /(\b(?:more than|over)\s+)?(\d{1,3}(?:,\d{3})+|\d+)/i.exec(line);
  if (match === null) return undefined;
  const number = Number((match[2] ?? '').replaceAll(',', ''));
  return { atLeast: match[1] === undefined ? number : number + 1, written: match[0].trim() };
}

/**
 * A lower bound of the streaming performances, from `/combined/` alone: each listed composition
 * with a recording has one at least (its flags come from its listed performances).
 */
export function streamingWorksCount(works: readonly CompositionSummary[]): number {
  return works.filter((work) => !work.unlisted && (work.has_audio || work.has_video)).length;
}

/** The streaming performances: listed performances, with a recording, of listed compositions. */
export function streamingPerformancesCount(details: readonly CompositionDetail[]): number {
  return details
    .filter((work) => !work.unlisted)
    .reduce((sum, work) => sum + work.performances.filter((p) => !p.unlisted && p.recordings.length > 0).length, 0);
}

/** The warning when the catalogue has fewer streaming performances than the line claims; else undefined. */
export function performanceClaimWarning(line: string, performances: number): string | undefined {
  const claim = performanceClaim(line);
  if (claim === undefined || performances >= claim.atLeast) return undefined;
  return `SITE_TAGLINE claims ${claim.written} performances, but the catalogue has ${performances} streaming: set SITE_TAGLINE in .env to a line that fits (see .env.example).`;
}
