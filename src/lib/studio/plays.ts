import { z } from 'zod';

/**
 * The plays report of the studio (docs/plays.md): plays and minutes streamed per work and territory
 * over a period of days, and its CSV export per publisher.
 */

/** The longest period one report covers: a year, leap day included. */
export const MAX_PERIOD_DAYS = 366;

const DaySchema = z.iso.date({ error: 'Give a day such as 2026-05-01.' });

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** `GET /api/studio/plays/?from=&to=`: both days included, counted in Central time. */
export const PlaysQuerySchema = z
  .object({ from: DaySchema, to: DaySchema })
  .refine((query) => query.from <= query.to, { path: ['to'], error: 'The last day is before the first.' })
  .refine((query) => dayNumber(query.to) - dayNumber(query.from) < MAX_PERIOD_DAYS, {
    path: ['to'],
    error: `A report covers at most ${MAX_PERIOD_DAYS} days.`,
  });
export type PlaysQuery = z.output<typeof PlaysQuerySchema>;

/** `GET /api/studio/plays/export/?from=&to=&publisher=`: one publisher's CSV ('' for works with none recorded). */
export const PlaysExportQuerySchema = z.object({
  from: DaySchema,
  to: DaySchema,
  publisher: z.string().max(500),
});

const count = z.number().int().min(0);

/** One territory's share of a work's plays. */
export const TerritoryPlaysSchema = z.object({
  /** ISO country code as the proxy reported it; '' when none did. */
  territory: z.string(),
  plays: count,
  /** Media time delivered, in milliseconds (docs/plays.md, "Minutes streamed"). */
  milliseconds: count,
});
export type TerritoryPlays = z.output<typeof TerritoryPlaysSchema>;

/** One work's plays over the period, all its performances together. */
export const WorkPlaysSchema = z.object({
  /** The composition's identifier; '' for plays of performances no longer in the catalogue. */
  work: z.string(),
  title: z.string(),
  /** The composer's name, '' when none is recorded. */
  composer: z.string(),
  /** '' when none is recorded. */
  publisher: z.string(),
  plays: count,
  milliseconds: count,
  /** Most played first. */
  territories: z.array(TerritoryPlaysSchema),
});
export type WorkPlays = z.output<typeof WorkPlaysSchema>;

/** The report: exact counts, for staff; exports write counts under SMALL_COUNT_LIMIT as '<5'. */
export const PlaysReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Most played first. */
  works: z.array(WorkPlaysSchema),
});
export type PlaysReport = z.output<typeof PlaysReportSchema>;
