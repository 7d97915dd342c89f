import type { Rights } from '#lib/rights/rights.ts';
import { WORLDWIDE } from '#lib/rights/territories.ts';

/** Rights for an example: both media, worldwide, no window and no embargo, unless `fields` say otherwise. */
export const rights = (fields: Partial<Rights>): Rights => ({
  media: 'both',
  territories: WORLDWIDE,
  available_from: null,
  available_until: null,
  embargo_until: null,
  ...fields,
});
