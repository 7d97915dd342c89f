/**
 * Paths of the site's detail and list pages (rules §2), relative to the base path, as
 * the spec writes them. Prefix them with {@link withBase} where a link leaves the page.
 */

/** The base path the whole app lives under (rules §2). */
export const BASE_PATH = '/music/concert-library';

/** A path segment from an identifier; identifiers are slugs, this only guards the URL. */
export function segment(identifier: string): string {
  return encodeURIComponent(identifier);
}

/** Prefixes a site path with the base path: `/concerts` → `/music/concert-library/concerts`. */
export function withBase(path: string, base: string = BASE_PATH): string {
  const root = base.replace(/\/+$/, '');
  if (path === '/' || path === '') return `${root}/`;
  return `${root}/${path.replace(/^\/+/, '')}`;
}

/**
 * `/{kind}/{identifier}`: the page of one entity of a kind that has pages of its own (the kinds
 * are named in src/data/entity-types.ts). The named paths below spell their kind out rather than
 * call this: the browser's bundles import them and need not carry it too. The test holds them equal.
 */
export function entityPath(kind: string, identifier: string): string {
  return `/${kind}/${segment(identifier)}`;
}

/** `/composition/{identifier}`. */
export function compositionPath(identifier: string): string {
  return `/composition/${segment(identifier)}`;
}

/** The id of a performance's block on its composition page, for links to it (`…#performance-12`). */
export function performanceAnchor(performanceId: number | string): string {
  return `performance-${performanceId}`;
}

/** `/concert/{identifier}`. */
export function concertPath(identifier: string): string {
  return `/concert/${segment(identifier)}`;
}

/** `/feature/{identifier}`. */
export function featurePath(identifier: string): string {
  return `/feature/${segment(identifier)}`;
}

/** `/collections/{identifier}`. */
export function collectionPath(identifier: string): string {
  return `/collections/${segment(identifier)}`;
}

/** `/live-stream/{identifier}`. */
export function liveStreamPath(identifier: string): string {
  return `/live-stream/${segment(identifier)}`;
}
