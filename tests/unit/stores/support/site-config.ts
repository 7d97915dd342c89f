/**
 * The site settings the store tests run with, in place of `src/config/site.ts` (which reads
 * Astro's environment and cannot load in Node). Use it from a `vi.mock` factory:
 * `vi.mock('../../../src/config/site.ts', () => import('./support/site-config.ts'))`.
 */
export const site = {
  basePath: '/music/concert-library',
  contentHost: 'https://api.example.test',
  apiBase: 'https://api.example.test/api/2',
  authHost: 'https://auth.example.test',
  nativeMode: false,
  androidMode: false,
  identity: { clientId: 'org.orchestra.concert-library.web', providerName: 'Apple' },
  social: { appId: '4242', providerName: 'Facebook' },
  links: { help: 'https://example.org/concert-library-help' },
  services: { analyticsId: '', analyticsEndpoint: '', errorReportingDsn: '' },
};
