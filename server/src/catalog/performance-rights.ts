import { isMedia, type Media } from '#lib/rights/media.ts';
import { effectiveRights, type PerformanceRights, type Rights } from '#lib/rights/rights.ts';
import { parseTerritoryList } from '#lib/rights/territories.ts';

/** The rights columns of a performance as stored (migration 017). */
export interface StoredPerformanceRights {
  readonly streaming_media: string | null;
  readonly allowed_territories: string;
  readonly excluded_territories: string;
  readonly available_from: string | null;
  readonly available_until: string | null;
  readonly embargo_until: string | null;
}

/** A stored territory list's entries; the import and the studio only store lists that parse. */
function entries(text: string): string[] {
  const parsed = parseTerritoryList(text);
  return parsed.ok ? [...parsed.territories] : [text];
}

/** A performance's own rights from its columns: an empty allowed list is worldwide (null). */
export function performanceRightsOf(row: StoredPerformanceRights): PerformanceRights {
  const allowed = entries(row.allowed_territories);
  return {
    media: isMedia(row.streaming_media) ? row.streaming_media : null,
    territories: { allowed: allowed.length === 0 ? null : allowed, excluded: entries(row.excluded_territories) },
    available_from: row.available_from,
    available_until: row.available_until,
    embargo_until: row.embargo_until,
  };
}

/**
 * The rights a performance streams under (docs/rights.md): its own, else its work's (`public_domain`),
 * else `unrecorded`. The API answers them, the build bakes them and the stream links are decided on them.
 */
export function resolvedRights(row: StoredPerformanceRights, publicDomain: boolean, unrecorded: Media): Rights {
  return effectiveRights(
    { public_domain: publicDomain, publisher: '', licence_notes: '' },
    performanceRightsOf(row),
    unrecorded,
  );
}

/** A query's row with a performance's rights columns and its work's public domain (RIGHTS_COLUMNS). */
export interface StoredRightsRow extends StoredPerformanceRights {
  readonly public_domain: number;
}

/**
 * The columns a query selects for `rightsOfRow`: a performance's (aliased `pf`) rights and its work's
 * (aliased `c`) public domain.
 */
export const RIGHTS_COLUMNS = `pf.streaming_media, pf.allowed_territories, pf.excluded_territories, pf.available_from,
  pf.available_until, pf.embargo_until, c.public_domain`;

/** The rights of a row that selected RIGHTS_COLUMNS. */
export function rightsOfRow(row: StoredRightsRow, unrecorded: Media): Rights {
  return resolvedRights(row, row.public_domain === 1, unrecorded);
}
