/** The catalogue entities whose pages can be missing. */
export type MissingEntity =
  'composition' | 'composer' | 'performer' | 'conductor' | 'concert' | 'feature' | 'collection' | 'liveStream';

/** How a page for a missing entity answers (rules §2). */
export interface NotFoundRule {
  /** The heading of the prerendered 404 page. */
  readonly title: string;
  /** The flash shown in a browser before leaving for the list. */
  readonly flash: string;
  /** The list to go to, relative to the base path. */
  readonly redirectTo: string;
  /** True where the spec says "replace": the missing page leaves no history entry. */
  readonly replace: boolean;
}

/** How long a not-found flash stays (rules §9). */
export const NOT_FOUND_FLASH_MS = 5000;

/**
 * The not-found rules of rules §2. The spec gives no 404 heading for features and live
 * streams, and words the person rule for performers only; composers and conductors follow the
 * performer's pattern with their own name and list (a missing composer must not lead to Performers).
 */
export const NOT_FOUND: Readonly<Record<MissingEntity, NotFoundRule>> = {
  composition: {
    title: 'Composition not found',
    flash: 'Sorry, that composition was not found in the library.',
    redirectTo: '/compositions',
    replace: false,
  },
  composer: {
    title: 'Composer not found',
    flash: 'Sorry, that composer was not found in the library.',
    redirectTo: '/compositions/by/composer',
    replace: false,
  },
  performer: {
    title: 'Performer not found',
    flash: 'Sorry, that performer was not found in the library.',
    redirectTo: '/compositions/by/performer',
    replace: false,
  },
  conductor: {
    title: 'Conductor not found',
    flash: 'Sorry, that conductor was not found in the library.',
    redirectTo: '/compositions/by/conductor',
    replace: false,
  },
  concert: {
    title: 'Concert not found',
    flash: 'Sorry, that concert was not found in the library.',
    redirectTo: '/concerts',
    replace: true,
  },
  feature: {
    title: 'Feature not found',
    flash: 'Sorry, that media feature was not found in the library.',
    redirectTo: '/features',
    replace: false,
  },
  collection: {
    title: 'Collection not found',
    flash: 'Sorry, that collection was not found in the library.',
    redirectTo: '/collections',
    replace: true,
  },
  liveStream: {
    title: 'Live stream not found',
    flash: 'Sorry, that live stream is no longer available.',
    redirectTo: '/live-streams',
    replace: false,
  },
};

/**
 * The route prefixes (below the base path, with both slashes) whose unknown paths are a missing entity
 * of that kind: a path one level below one of them (`/composition/{id}`, `/features/{category}`…).
 */
export const NOT_FOUND_PREFIXES: Readonly<Record<MissingEntity, readonly string[]>> = {
  composition: ['/composition/'],
  composer: ['/compositions/composer/'],
  performer: ['/compositions/performer/'],
  conductor: ['/compositions/conductor/'],
  concert: ['/concert/', '/concerts/'],
  feature: ['/feature/', '/features/'],
  collection: ['/collections/'],
  liveStream: ['/live-stream/', '/live-streams/'],
};

/** Every entity with a not-found rule, in the table's order. */
export const MISSING_ENTITIES = Object.keys(NOT_FOUND) as MissingEntity[];

/**
 * The prerendered not-found page of an entity, below the base path: the web server answers a missing
 * path under one of the entity's prefixes with it, status 404, so a crawler or a visitor without
 * JavaScript reads 'Composition not found' rather than a generic 'Page not found'.
 */
export function notFoundPagePath(entity: MissingEntity): string {
  return `/not-found/${entity.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}/`;
}
