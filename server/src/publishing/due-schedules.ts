import type { AppContext } from '../context.ts';
import { writeDeletionDraft } from '../studio/records/draft-rows.ts';
import { queueWithBaseline } from './publish-queue.ts';
import { claimSchedules, readDueSchedules } from './schedule-rows.ts';

/** Another instance claimed a due schedule first: this one's publish is undone. */
class ClaimedElsewhere extends Error {}

/**
 * Turns the schedules whose time has come into one scheduled publish of their records: a
 * take-down first makes the record's draft a deletion. The publish and the claim of its schedules
 * commit together, and a schedule another instance claimed first undoes the whole, so each
 * schedule is carried out exactly once however many instances look. Answers the publish's id, or
 * undefined when nothing was due (or another instance took it).
 */
export async function queueDueSchedules(ctx: AppContext): Promise<number | undefined> {
  const now = ctx.clock.now();
  const due = await readDueSchedules(ctx.db, now);
  if (due.length === 0) return undefined;
  try {
    return await queueWithBaseline(
      ctx,
      {
        kind: 'scheduled',
        staffId: null,
        at: now,
        selection: due.map((schedule) => ({ list: schedule.list, key: schedule.record_key })),
      },
      async (tx, id) => {
        const claimed = await claimSchedules(
          tx,
          due.map((schedule) => schedule.id),
          id,
        );
        if (claimed !== due.length) throw new ClaimedElsewhere();
        for (const schedule of due.filter((s) => s.action === 'take-down'))
          await writeDeletionDraft(tx, schedule.list, schedule.record_key, schedule.created_by, now);
      },
    );
  } catch (error) {
    if (error instanceof ClaimedElsewhere) return undefined;
    throw error;
  }
}
