import type { FastifyReply, FastifyRequest } from 'fastify';
import { publisherCsv, publisherCsvName } from '#lib/plays/plays-csv.ts';
import { worksFromRows } from '#lib/plays/plays-report.ts';
import { PlaysExportQuerySchema, PlaysQuerySchema, type PlaysQuery, type PlaysReport } from '#lib/studio/contract.ts';
import type { AppContext } from '../context.ts';
import { playCounterOf } from '../plays/install-play-counting.ts';
import { readPlayRows } from '../plays/play-report-rows.ts';

/** The period's works, after this instance has written the plays it holds, so a report includes them. */
async function worksOf(ctx: AppContext, period: PlaysQuery) {
  await playCounterOf(ctx)?.flush();
  return worksFromRows(await readPlayRows(ctx.db, period));
}

/** `GET /api/studio/plays/?from=&to=`: plays and minutes per work and territory, exact. */
export async function playsReport(ctx: AppContext, request: FastifyRequest): Promise<PlaysReport> {
  const period = PlaysQuerySchema.parse(request.query ?? {});
  return { ...period, works: await worksOf(ctx, period) };
}

/** `GET /api/studio/plays/export/?from=&to=&publisher=`: one publisher's CSV, counts under 5 as '<5'. */
export async function playsExport(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const { publisher, ...query } = PlaysExportQuerySchema.parse(request.query ?? {});
  const period = PlaysQuerySchema.parse(query);
  const csv = publisherCsv(await worksOf(ctx, period), publisher);
  const name = publisherCsvName(publisher, period.from, period.to);
  void reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`);
  return csv;
}
