import { gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { badRequest, HttpError, notFound, unauthorized } from '../http/errors.ts';
import { idParam } from '../studio/studio-route.ts';
import { PUBLISH_RUNS_PREFIX, PublishRunReportSchema } from './publish-run-contract.ts';
import { readCandidate, recordCiReport } from './publish-rows.ts';
import { runTokenHolds } from './publish-run-token.ts';

/** A publish that has ended takes no more from its run: the CI stops, the site keeps what it had. */
function notRunning(id: number, state: string, reason: string | null): HttpError {
  const why = reason === null ? '' : `: ${reason}`;
  return new HttpError(409, { detail: `Publish ${id} is no longer running (${state}${why}); stop this run.` });
}

/** The publish a run's request names, once its token is checked; it must still be running. */
async function runningPublish(ctx: AppContext, request: FastifyRequest) {
  const id = idParam(request);
  if (!(await runTokenHolds(ctx, id, request.headers.authorization)))
    throw unauthorized('This publish run’s token is not valid (a token names one publish and ends with it).');
  const row = await readCandidate(ctx.db, id);
  if (row === undefined) throw notFound();
  if (row.state !== 'running') throw notRunning(id, row.state, row.reason);
  return { id, candidate: row.candidate };
}

/**
 * The routes a publish run in CI talks to (publish-run-contract.ts), outside the studio's: they
 * take the run's token, not a member of staff's. The catalogue goes as the history stores it,
 * gzip, which `fetch` reads as it is.
 */
export function registerPublishRunRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(`${PUBLISH_RUNS_PREFIX}/:id/catalogue`, async (request, reply: FastifyReply) => {
    const { candidate } = await runningPublish(ctx, request);
    if (candidate === null) throw new HttpError(409, { detail: 'This publish builds in the API, not in CI.' });
    const body = Buffer.from(candidate, 'base64');
    reply.header('cache-control', 'no-store').type('application/json');
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
      return reply.header('content-encoding', 'gzip').send(body);
    return reply.send(gunzipSync(body));
  });

  app.post(`${PUBLISH_RUNS_PREFIX}/:id/reports`, async (request, reply) => {
    const { id } = await runningPublish(ctx, request);
    const parsed = PublishRunReportSchema.safeParse(request.body);
    if (!parsed.success)
      throw badRequest({ detail: `Not a report of a publish run: ${parsed.error.issues[0]?.message}.` });
    const recorded = await recordCiReport(ctx.db, id, JSON.stringify(parsed.data), ctx.clock.now());
    // It ended between the look and the write.
    if (!recorded) throw notRunning(id, 'ended', null);
    return reply.code(204).send();
  });
}
