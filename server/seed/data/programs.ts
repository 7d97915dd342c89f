import { ARCHIVE_CONCERTS } from './programs-archive.ts';
import { EARLY_YEARS_CONCERTS } from './programs-early-years.ts';
import { PAST_SEASON_CONCERTS } from './programs-past-seasons.ts';
import type { ArchiveConcert } from './program-plan.ts';
import { RECENT_CONCERTS } from './programs-recent.ts';

/** Every archive concert of the demo orchestra, newest first, over about eight years. */
export const CONCERTS: readonly ArchiveConcert[] = [
  ...RECENT_CONCERTS,
  ...PAST_SEASON_CONCERTS,
  ...ARCHIVE_CONCERTS,
  ...EARLY_YEARS_CONCERTS,
];
