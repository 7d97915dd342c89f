import type { site as realSite } from '../../../src/config/site.ts';

/**
 * The site settings every unit test runs with, in place of `src/config/site.ts` (which reads
 * Astro's environment and cannot load in Node). Typed as the real module's `site`, so a setting
 * added there must be added here too and the mock cannot drift from it. The auth and media hosts
 * differ from the content host, so a request sent to the wrong one fails its test. Use it from a
 * `vi.mock` factory: `vi.mock('../../../src/config/site.ts', () => import('../support/site-config.ts'))`;
 * spread it to change one setting (`{ site: { ...site, androidMode: true } }`).
 */
export const site: typeof realSite = {
  orchestraName: 'Test Chamber Orchestra',
  orchestraShortName: 'TCO',
  orchestraUrl: 'https://orchestra.example.test',
  basePath: '/music/concert-library',
  contentHost: 'https://api.example.test',
  apiBase: 'https://api.example.test/api/2',
  authHost: 'https://auth.example.test',
  programHost: 'https://api.example.test',
  mediaBase: 'https://media.example.test',
  tagline: 'Enjoy more than 40 streaming performances.',
  links: {
    donation: 'https://orchestra.example.test/donate',
    help: 'https://example.org/concert-library-help',
    privacy: 'https://orchestra.example.test/privacy',
    contact: 'https://orchestra.example.test/contact',
    feedback: 'https://orchestra.example.test/feedback',
  },
  underwriters: [],
  radioPartner: null,
  featuredComposers: [],
  identity: { clientId: 'org.orchestra.concert-library.web', providerName: 'Apple' },
  social: { appId: '4242', providerName: 'Facebook' },
  services: { analyticsId: '', analyticsEndpoint: '', errorReportingDsn: '' },
  chatEmbedUrl: 'https://chat.example.test/embed/{code}',
  nativeMode: false,
  androidMode: false,
};
