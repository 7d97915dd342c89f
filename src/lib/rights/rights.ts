import { toDate } from '../time/zoned-time.ts';
import { isCountryCode } from './country-codes.ts';
import { TERRITORY_GROUPS } from './territory-groups.ts';
import type { Media } from './media.ts';
import { WORLDWIDE, type Territories } from './territories.ts';

export type { Media } from './media.ts';

/** One medium a stream link asks for. */
export type Medium = 'audio' | 'video';

/** What the studio records per work. Only `public_domain` decides anything; the rest is for staff. */
export interface WorkRights {
  /** The composition is out of copyright: its performances stream everywhere unless they say otherwise. */
  readonly public_domain: boolean;
  /** Who licenses the composition, for staff. */
  readonly publisher: string;
  /** Free notes on the licence, for staff; never published. */
  readonly licence_notes: string;
}

/**
 * What the studio records per performance; each null field takes what the work implies
 * (`effectiveRights`). Instants are ISO 8601 with an offset, as the API writes them.
 */
export interface PerformanceRights {
  readonly media: Media | null;
  readonly territories: Territories | null;
  /** The first instant streaming is licensed; null for no start. */
  readonly available_from: string | null;
  /** The first instant it no longer is (the window is half-open); null for no end. */
  readonly available_until: string | null;
  /** The first instant a partner lets it stream (their first airing); null for none. */
  readonly embargo_until: string | null;
}

/**
 * The rights a decision reads, inheritance resolved and instants checked. Instants are UTC ISO
 * strings, so the build can bake a value into a page as JSON and the browser decide on it as is.
 */
export interface Rights {
  readonly media: Media;
  readonly territories: Territories;
  readonly available_from: string | null;
  readonly available_until: string | null;
  readonly embargo_until: string | null;
}

/** A rights record that cannot be decided on: an unknown territory or an instant that is none. */
export class RightsError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RightsError';
  }
}

function instant(field: string, value: string | null): string | null {
  if (value === null) return null;
  try {
    return toDate(value).toISOString();
  } catch (error) {
    throw new RightsError(`${field} '${value}' is not an ISO 8601 instant with an offset.`, { cause: error });
  }
}

function checkedTerritories(territories: Territories): Territories {
  const bad = [...(territories.allowed ?? []), ...territories.excluded].find(
    (entry) => !isCountryCode(entry) && !(entry in TERRITORY_GROUPS),
  );
  if (bad !== undefined) throw new RightsError(`'${bad}' is neither a country code nor a territory group.`);
  return territories;
}

/**
 * The rights of a performance: its own fields where set, else what the work implies. A public-domain
 * work implies both media; any other work (or none recorded) implies `unrecorded`: none by default,
 * since a licence that is not recorded is not held, unless the deployment says that its catalogue
 * streams until its licences are recorded (RIGHTS_UNRECORDED). Territories default to worldwide and
 * the window to always: they narrow a licence, and only the media say that one exists. Throws
 * `RightsError` for a bad territory or instant.
 */
export function effectiveRights(
  work: WorkRights | null,
  performance: PerformanceRights | null,
  unrecorded: Media = 'none',
): Rights {
  return {
    media: performance?.media ?? (work?.public_domain === true ? 'both' : unrecorded),
    territories: checkedTerritories(performance?.territories ?? WORLDWIDE),
    available_from: instant('available_from', performance?.available_from ?? null),
    available_until: instant('available_until', performance?.available_until ?? null),
    embargo_until: instant('embargo_until', performance?.embargo_until ?? null),
  };
}
