import { toDate } from '../time/zoned-time.ts';
import { isCountryCode } from './country-codes.ts';
import { listCovers, parseTerritoryList } from './territories.ts';

/** Where a live stream's replay runs to another end than the stream's own (rules §4). */
export interface ReplayOverride {
  /** Country codes and group names, as in a performance's territories. */
  readonly territories: readonly string[];
  /** The replay's end there, ISO 8601 with an offset; half-open like every window. */
  readonly until: string;
}

/**
 * When the replay ends for a visitor in `country`: the end of the override that covers the country,
 * the earliest when several do (the stricter licence holds), else the stream's own end (rules §4's
 * `replayEndsAt`). Unknown (null) is allowed everywhere, as every region rule: it gets the latest end
 * of all, which is also what a page, knowing no country, offers. A country the proxy reports that is no
 * code gets the earliest. Throws `InvalidInstantError` for an override's `until` that is no instant.
 */
export function replayEndFor(overrides: readonly ReplayOverride[], country: string | null, streamEnd: Date): Date {
  const ends = overrides.map((override) => toDate(override.until).getTime());
  const all = [streamEnd.getTime(), ...ends];
  if (country === null) return new Date(Math.max(...all));
  const code = country.trim().toUpperCase();
  if (!isCountryCode(code)) return new Date(Math.min(...all));
  const covering = ends.filter((_, index) => listCovers(overrides[index]?.territories ?? [], code));
  return new Date(covering.length === 0 ? streamEnd.getTime() : Math.min(...covering));
}

/** A replay territory as the catalogue records it: the territories typed as staff write them ('US, CA'). */
export interface RecordedReplayTerritory {
  readonly territories: string;
  readonly until: string;
}

/** The overrides of recorded replay territories; an entry whose list does not parse covers nothing. */
export function replayOverridesOf(recorded: readonly RecordedReplayTerritory[] | undefined): ReplayOverride[] {
  return (recorded ?? []).map(({ territories, until }) => {
    const parsed = parseTerritoryList(territories);
    return { territories: parsed.ok ? parsed.territories : [], until };
  });
}
