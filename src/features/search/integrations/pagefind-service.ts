/**
 * Pagefind's Node API, loaded when a build first indexes: the site's configuration imports the
 * integrations that use it, and so does the studio's preview renderer's (astro.preview.config.ts),
 * which builds in the API's image, where Pagefind (a development dependency: the site's build
 * alone indexes) is not installed.
 */
export const pagefindService = () => import('pagefind');
