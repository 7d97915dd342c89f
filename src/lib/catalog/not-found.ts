/** The catalogue entities whose pages can be missing. */
export type MissingEntity = 'composition' | 'person' | 'concert' | 'feature' | 'collection' | 'liveStream';

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
 * streams; theirs follow the others' pattern.
 */
export const NOT_FOUND: Readonly<Record<MissingEntity, NotFoundRule>> = {
  composition: {
    title: 'Composition not found',
    flash: 'Sorry, that composition was not found in the library.',
    redirectTo: '/compositions',
    replace: false,
  },
  person: {
    title: 'Performer not found',
    flash: 'Sorry, that performer was not found in the library.',
    redirectTo: '/compositions/by/performer',
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
