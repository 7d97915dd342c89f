import type { CatalogDocumentInput } from '../src/catalog/import-schema.ts';
import type { CategoryInput } from './catalog-inputs.ts';
import { GENRES, NATIONALITIES } from './data/categories.ts';
import { CONCERTS } from './data/programs.ts';
import { STUDIO_SESSIONS } from './data/studio-sessions.ts';
import { concertTimeBefore } from './central-time.ts';
import { demoCollections, demoHomeContent } from './demo-collections.ts';
import { allWorks, demoCompositions } from './demo-compositions.ts';
import { demoLiveStreams } from './demo-live-streams.ts';
import { demoMediaFeatures } from './demo-media-features.ts';
import { demoPeople, usualRoles } from './demo-people.ts';
import { buildPerformance, type PerformanceContext } from './demo-performances.ts';
import { buildProgram } from './demo-programs.ts';

export { DEMO_MARKERS } from './demo-markers.ts';

function categories(): CategoryInput[] {
  return [
    ...Object.entries(GENRES).map(([identifier, title]) => ({ kind: 'genre' as const, identifier, title })),
    ...Object.entries(NATIONALITIES).map(([identifier, title]) => ({
      kind: 'nationality' as const,
      identifier,
      title,
    })),
  ];
}

function shared(): Pick<PerformanceContext, 'works' | 'roles'> {
  return { works: new Map(allWorks().map((w) => [w.identifier, w])), roles: usualRoles() };
}

/**
 * The demo catalogue as it stands at `now`: real composers and works, a fictional orchestra's
 * eight years of concerts, features, collections, and live streams in every state the site
 * shows. The same `now` always gives the same document (uuids are name-based, nothing is
 * random); concert dates and live-stream times are relative to `now`.
 */
export function demoCatalog(now: Date): CatalogDocumentInput {
  const context = shared();
  const concerts = CONCERTS.map(({ date, plan }) =>
    buildProgram(plan, concertTimeBefore(now, date.daysAgo, date.weekday, date.hour, date.minute), context),
  );
  const archiveStarts = new Map(concerts.map((c) => [c.program.identifier, new Date(c.program.start_date_time)]));
  const live = demoLiveStreams(now, archiveStarts, context);
  const studio = STUDIO_SESSIONS.map((piece) =>
    buildPerformance(piece, 0, null, { ...context, program: null, conductor: null, capture: 'audio', countries: [] }),
  );
  const programs = [...concerts, ...live.programs];
  const features = demoMediaFeatures(now);
  return {
    format: 'concert-library-catalog',
    version: 1,
    categories: categories(),
    people: demoPeople(),
    compositions: demoCompositions(),
    programs: programs.map((p) => p.program),
    performances: [...programs.flatMap((p) => p.performances), ...studio],
    feature_categories: features.categories,
    media_features: features.features,
    curated_collections: demoCollections(),
    home_content: demoHomeContent(),
    live_streams: live.liveStreams,
  };
}
