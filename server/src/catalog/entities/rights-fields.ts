import { z } from 'zod';
import { MEDIA } from '#lib/rights/media.ts';
import { formatTerritoryList, parseTerritoryList } from '#lib/rights/territories.ts';
import { typeNames } from './type-names.ts';

/** The longest territory list a record keeps: every country code, separated, fits. */
const TERRITORY_LIST_MAX_LENGTH = 1200;

/**
 * A territory list as staff type it ('US, CA, EU/EEA'): country codes and group names separated by
 * commas (docs/rights.md, "Territories"). A bad entry is refused with the sentence that names it;
 * a good list is kept as the rights module writes it ('uk, us' becomes 'GB, US').
 */
export const TerritoryList = z
  .string()
  .max(TERRITORY_LIST_MAX_LENGTH)
  .superRefine((text, context) => {
    const parsed = parseTerritoryList(text);
    if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.error });
  })
  .overwrite((text) => {
    const parsed = parseTerritoryList(text);
    return parsed.ok ? formatTerritoryList(parsed.territories) : text;
  })
  .default('')
  .register(typeNames, { typeName: 'territory list' });

/** Which media of a performance may be streamed; null takes what the work implies. */
export const StreamingMedia = z
  .enum(MEDIA)
  .nullable()
  .default(null)
  .register(typeNames, { typeName: 'streaming media' });

/** A live stream's replay end in some territories (docs/rights.md, "Replay windows per territory"). */
export const ReplayTerritory = z
  .strictObject({ territories: TerritoryList, until: z.iso.datetime({ offset: true }) })
  .register(typeNames, { typeName: 'replay territory' });
