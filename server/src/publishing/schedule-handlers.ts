import type { FastifyReply, FastifyRequest } from 'fastify';
import { ScheduleRequestSchema, type Schedule } from '#lib/studio/contract.ts';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { fieldError, idParam } from '../studio/studio-route.ts';
import type { StaffRow } from '../studio/staff-rows.ts';
import { RECORD_MESSAGES } from '../studio/records/record-messages.ts';
import { RecordNames, titleOf } from '../studio/records/record-titles.ts';
import { referenceOutcome } from '../studio/records/record-validation.ts';
import { deleteWaitingSchedule, readWaitingSchedules, writeSchedule, type ScheduleRow } from './schedule-rows.ts';
import { currentDraftCatalogue, type DraftCatalogue } from '../studio/records/draft-catalogue.ts';

/** What the studio is told when the time asked for is not ahead. */
const NOT_AHEAD = 'Choose a time still to come.';

function scheduleAnswer(row: ScheduleRow, catalogue: DraftCatalogue, names: RecordNames): Schedule {
  const fields = catalogue.current(row.list, row.record_key) ?? catalogue.record(row.list, row.record_key)?.published;
  return {
    id: row.id,
    list: row.list,
    key: row.record_key,
    title: fields ? titleOf(row.list, fields, names).title : row.record_key,
    action: row.action,
    due_at: row.due_at,
    created_by: row.created_by_name,
    created_at: row.created_at,
  };
}

/** GET schedules/: what is to be published or taken down, soonest first. */
export async function listSchedules(ctx: AppContext): Promise<{ results: Schedule[] }> {
  const catalogue = await currentDraftCatalogue(ctx.db);
  const names = new RecordNames(catalogue);
  return { results: (await readWaitingSchedules(ctx.db)).map((row) => scheduleAnswer(row, catalogue, names)) };
}

/**
 * POST schedules/: gives a record's draft a time to go public, or a published record a time to be
 * taken down (removed from the catalogue). Refused now, not at its time, when it could not be
 * carried out: a time not ahead, no draft to publish, nothing published to take down, or a
 * take-down other records' references would forbid.
 */
export async function makeSchedule(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  staff: StaffRow,
): Promise<Schedule> {
  const form = ScheduleRequestSchema.parse(request.body ?? {});
  const now = ctx.clock.now();
  const dueAt = new Date(form.due_at);
  if (dueAt.getTime() <= now.getTime()) throw fieldError('due_at', NOT_AHEAD);
  const catalogue = await currentDraftCatalogue(ctx.db);
  const view = catalogue.record(form.list, form.key);
  if (view === undefined) throw notFound();
  if (form.action === 'publish' && view.state === 'published')
    throw fieldError('action', 'This record has no unpublished changes to publish.');
  if (form.action === 'take-down') {
    if (view.published === null)
      throw fieldError('action', 'This record is not published: there is nothing to take down.');
    const outcome = referenceOutcome(catalogue, { list: form.list, key: form.key, fields: null });
    if (outcome.dependents.length > 0)
      throw new HttpError(409, { detail: RECORD_MESSAGES.wouldBreak(outcome.dependents) });
  }
  const id = await ctx.db.transaction((tx) =>
    writeSchedule(tx, { list: form.list, key: form.key, action: form.action, dueAt, staffId: staff.id, at: now }),
  );
  const row = (await readWaitingSchedules(ctx.db)).find((schedule) => schedule.id === id);
  if (row === undefined) throw new Error(`Schedule ${id} vanished.`);
  void reply.code(201);
  return scheduleAnswer(row, catalogue, new RecordNames(catalogue));
}

/** DELETE schedules/:id/: cancels a schedule that is still waiting. */
export async function cancelSchedule(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!(await deleteWaitingSchedule(ctx.db, idParam(request)))) throw notFound();
  void reply.code(204);
}
