import type * as Build from '../../data/build-time.ts';

/**
 * What the site's components ask the build's moment (src/data/build-time.ts), answered for a
 * preview, which the renderer's build puts in its place (src/preview/integrations/preview-modules.ts).
 */

/** A preview shows the page as it would be now: the moment it is drawn. */
export const buildMoment: typeof Build.buildMoment = () => Promise.resolve(new Date());

/** A preview carries no live banner: the preview's own banner holds the top of the page. */
export const liveBannerStreams: typeof Build.liveBannerStreams = () => Promise.resolve([]);
