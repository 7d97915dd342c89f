/**
 * The site settings the live-stream store tests run with, in place of `src/config/site.ts`
 * (which reads Astro's environment and cannot load in Node). Use it from a `vi.mock` factory:
 * `vi.mock('../../../src/config/site.ts', () => import('./support/site-config.ts'))`.
 */
export const site = {
  basePath: '/music/concert-library',
  contentHost: 'https://api.example.test',
  apiBase: 'https://api.example.test/api/2',
  authHost: 'https://api.example.test',
  mediaBase: 'https://media.example.test',
  programHost: 'https://api.example.test',
  chatEmbedUrl: 'https://chat.example.test/embed/{code}',
  nativeMode: false,
  androidMode: false,
};
