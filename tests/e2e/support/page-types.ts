import { DEMO_MARKERS } from '../../../server/seed/demo-markers.ts';

/**
 * One page of every page type of the demo site, by name: what the Lighthouse benchmark
 * (scripts/bench/bench-lighthouse.ts) and the layout-shift test (tests/e2e/layout-shift.spec.ts)
 * measure, so the two speak of the same pages.
 */
export const PAGE_TYPES: Readonly<Record<string, string>> = {
  home: '/',
  'compositions list': '/compositions',
  composition: '/composition/beethoven-symphony-3',
  composer: '/compositions/composer/ludwig-van-beethoven',
  'concerts list': '/concerts',
  concert: '/concert/beethovens-eroica',
  'live streams list': '/live-streams',
  'live stream': `/live-stream/${DEMO_MARKERS.liveStreams.inProgress}`,
  'features list': '/features',
  feature: '/feature/tobias-rennquist-on-the-eroica',
  'collections list': '/collections',
  collection: `/collections/${DEMO_MARKERS.collectionStartsByDefault}`,
  search: '/search',
  'sign in': '/sign-in',
};
