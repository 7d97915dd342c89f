import type { CatalogDocumentInput } from '../../../server/src/catalog/import-schema.ts';
import { piece } from '../../../server/seed/data/program-plan.ts';
import { allWorks } from '../../../server/seed/demo-compositions.ts';
import { usualRoles } from '../../../server/seed/demo-people.ts';
import { buildPerformance, performanceUuid } from '../../../server/seed/demo-performances.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How far from the API's start a window opens or closes: long after the site is built from it and
 * long after the last journey runs on a slow machine, so the build always sees the window on the
 * same side of its edge. The journeys reach the edge by driving the page's clock, not by waiting.
 */
export const RIGHTS_EDGE_AFTER_START_MS = 12 * HOUR_MS;

/**
 * The compositions given a studio session whose licence the browser journeys read
 * (tests/e2e/rights.spec.ts). Each already has a concert performance with audio and video, so the
 * session (undated, listed last on its page) changes no list, filter or count the other journeys read.
 */
export const RIGHTS_EXAMPLES = {
  /** Audio and video recorded, the audio alone licensed. */
  audioOnly: 'bach-brandenburg-2',
  /** Recorded, licensed for nothing. */
  nothing: 'bach-brandenburg-3',
  /** Licensed until RIGHTS_EDGE_AFTER_START_MS after the API started. */
  ending: 'bach-brandenburg-4',
  /** Licensed from RIGHTS_EDGE_AFTER_START_MS after the API started. */
  opening: 'bach-brandenburg-5',
} as const;

/** The uuid of an example's session, as its composition page's block carries it. */
export const rightsExampleUuid = (work: string): string => performanceUuid('studio', work);

/**
 * The demo catalogue at `now` with the examples' sessions added: recorded like a concert on
 * video, with the rights fields of the catalogue format (docs/catalogue-format.md).
 */
export function withRightsExamples(document: CatalogDocumentInput, now: Date): CatalogDocumentInput {
  const context = {
    works: new Map(allWorks().map((work) => [work.identifier, work])),
    roles: usualRoles(),
    program: null,
    conductor: null,
    capture: 'video' as const,
    countries: [],
  };
  const session = (work: string, rights: Record<string, string>) => ({
    ...buildPerformance(piece(work), 0, null, context),
    ...rights,
  });
  const edge = new Date(now.getTime() + RIGHTS_EDGE_AFTER_START_MS).toISOString();
  return {
    ...document,
    performances: [
      ...(document.performances ?? []),
      session(RIGHTS_EXAMPLES.audioOnly, { streaming_media: 'audio' }),
      session(RIGHTS_EXAMPLES.nothing, { streaming_media: 'none' }),
      session(RIGHTS_EXAMPLES.ending, { streaming_media: 'both', available_until: edge }),
      session(RIGHTS_EXAMPLES.opening, { streaming_media: 'both', available_from: edge }),
    ],
  };
}
