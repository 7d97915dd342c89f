import { z } from 'zod';
import { DateTimeSchema } from '../api/common.ts';

/** One performance on the Licences screen: which, and its licence in words. */
export const LicenceRowSchema = z.object({
  /** The performance's uuid: its record's key. */
  key: z.string(),
  /** The work performed. */
  title: z.string(),
  /** The concert and the date. */
  subtitle: z.string(),
  /** Its licence in words ('Audio and video, worldwide, until 31 May 2027'). */
  licence: z.string(),
  /** When its window closes; null when it does not. */
  ends_at: DateTimeSchema.nullable(),
});
export type LicenceRow = z.output<typeof LicenceRowSchema>;

/** The longest list of unrecorded licences answered at once; the count says how many there are. */
export const UNRECORDED_SHOWN = 100;

/**
 * `GET /api/studio/licences/`: what a rights manager watches, as the studio's records stand (drafts
 * over what is published): the licences that end within `days` days, soonest first, and the
 * performances with no licence recorded (the first UNRECORDED_SHOWN by title, and how many).
 */
export const LicencesOverviewSchema = z.object({
  days: z.number().int().positive(),
  ending: z.array(LicenceRowSchema),
  unrecorded: z.array(LicenceRowSchema),
  unrecorded_count: z.number().int().nonnegative(),
  /** What a performance with no licence recorded streams: RIGHTS_UNRECORDED. */
  unrecorded_streams: z.boolean(),
});
export type LicencesOverview = z.output<typeof LicencesOverviewSchema>;
