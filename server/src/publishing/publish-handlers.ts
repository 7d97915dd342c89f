import type { FastifyReply, FastifyRequest } from 'fastify';
import { PublishRequestSchema, ROLLBACK_DEPTH, type Publish } from '#lib/studio/contract.ts';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { idParam } from '../studio/studio-route.ts';
import type { StaffRow } from '../studio/staff-rows.ts';
import { queueWithBaseline } from './publish-queue.ts';
import { changesOf, readHistory, readPublish, type PublishAsk, type PublishRow } from './publish-rows.ts';

/** How many entries of the history the studio is shown. */
const HISTORY_LENGTH = 50;

const NOT_SET_UP =
  'Publishing is not set up on this server: its administrator sets PUBLISH_TARGET or PUBLISH_CI_DISPATCH_URL (see docs/studio.md, "Publishing").';

/** An entry as the studio reads it; `rollbackable` holds the ids of the entries one may roll back to. */
function publishAnswer(row: PublishRow, now: Date): Publish {
  const end = row.finished_at === null ? now.getTime() : Date.parse(row.finished_at);
  const seconds = row.started_at === null ? null : Math.max(0, (end - Date.parse(row.started_at)) / 1000);
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    requested_by: row.requested_by_name,
    requested_at: row.requested_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    phase: row.state === 'running' ? row.phase : null,
    pages_done: row.pages_done,
    pages_expected: row.pages_expected,
    seconds: seconds === null ? null : Math.round(seconds * 10) / 10,
    reason: row.reason,
    build_id: row.build_id,
    pages: row.pages,
    catalogue_version: row.catalogue_version,
    rollback_of: row.rollback_of,
    changes: changesOf(row),
    can_roll_back_to: row.state === 'done' && row.has_snapshot === 1,
  };
}

/** Queues an entry (publish-queue.ts) and answers it as it is now. */
async function queue(ctx: AppContext, ask: PublishAsk): Promise<PublishRow> {
  const id = await queueWithBaseline(ctx, ask);
  const row = await readPublish(ctx.db, id);
  if (row === undefined) throw new Error(`Publish ${id} vanished.`);
  return row;
}

function publisherOf(ctx: AppContext) {
  if (ctx.publisher === undefined) throw new HttpError(409, { detail: NOT_SET_UP });
  return ctx.publisher;
}

/** POST publishes/: publish every draft, or the records picked. */
export async function askPublish(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  staff: StaffRow,
): Promise<Publish> {
  const form = PublishRequestSchema.parse(request.body ?? {});
  publisherOf(ctx);
  const row = await queue(ctx, { kind: 'publish', staffId: staff.id, at: ctx.clock.now(), selection: form.records });
  void reply.code(202);
  return publishAnswer(row, ctx.clock.now());
}

/** GET publishes/: the history, newest first. */
export async function listPublishes(ctx: AppContext): Promise<{ results: Publish[] }> {
  const now = ctx.clock.now();
  return { results: (await readHistory(ctx.db, HISTORY_LENGTH)).map((row) => publishAnswer(row, now)) };
}

/** GET publishes/:id/: one entry, with its progress while it runs. */
export async function readOnePublish(ctx: AppContext, request: FastifyRequest): Promise<Publish> {
  const row = await readPublish(ctx.db, idParam(request));
  if (row === undefined) throw notFound();
  return publishAnswer(row, ctx.clock.now());
}

/** POST publishes/:id/rollback/: publish that entry's catalogue again (admin). */
export async function askRollback(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  staff: StaffRow,
): Promise<Publish> {
  const target = await readPublish(ctx.db, idParam(request));
  if (target === undefined) throw notFound();
  if (target.state !== 'done' || target.has_snapshot !== 1)
    throw new HttpError(409, {
      detail:
        target.state === 'done'
          ? `Only the last ${ROLLBACK_DEPTH} published versions can be rolled back to.`
          : 'Only a publish that is done can be rolled back to.',
    });
  publisherOf(ctx);
  const row = await queue(ctx, { kind: 'rollback', staffId: staff.id, at: ctx.clock.now(), rollbackOf: target.id });
  void reply.code(202);
  return publishAnswer(row, ctx.clock.now());
}
