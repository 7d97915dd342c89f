import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PREVIEW_HEADERS, PreviewRequestSchema, type ReadApi } from '#lib/studio/preview.ts';
import { PREVIEW_PREFIX } from '#lib/studio/paths.ts';
import { RECORD_STATE_NAMES, STUDIO_PATHS } from '#lib/studio/contract.ts';
import { publicPathOf } from '#lib/studio/record-pages.ts';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { StaffRow } from '../studio/staff-rows.ts';
import { findStaffById } from '../studio/staff-rows.ts';
import type { ApiBuilder } from '../publishing/candidate-host.ts';
import { draftPreviewReader } from './draft-preview-catalogue.ts';
import {
  cookieOf,
  PREVIEW_COOKIE,
  PREVIEW_SESSION_MS,
  previewSessionHolds,
  readPreviewTicket,
  signPreviewSession,
  signPreviewTicket,
} from './preview-access.ts';
import {
  loadPreviewRenderer,
  PREVIEW_FILES,
  previewRendererProblem,
  PreviewRendererUnusableError,
  type PreviewRenderer,
  type RendererExpectation,
} from './preview-renderer.ts';
import { rendererSettings } from './renderer-stamp.ts';
import { currentDraftCatalogue } from '../studio/records/draft-catalogue.ts';

/** The states a preview's banner may name: the studio's own words, nothing a link could slip in. */
const STATE_LABELS: ReadonlySet<string> = new Set(Object.values(RECORD_STATE_NAMES));

/** A short page of the API's own for a preview that cannot be shown, in one sentence. */
function sentence(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply
    .code(status)
    .headers(PREVIEW_HEADERS)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>Preview</title></head><body><p>${text}</p></body></html>`,
    );
}

/** What the API's renderer must have been built from: this API's code, and the site's settings as its configuration names them. */
const expectationOf = (ctx: AppContext): RendererExpectation => ({ settings: () => rendererSettings(ctx.config.env) });

/** What staff are shown when the renderer cannot be used for a reason of its own (a settings file that cannot be read…). */
const UNUSABLE =
  'Previews are not available on this server right now: its renderer cannot be used (see the API’s log).';

/** What staff are shown for `error`, met while loading or checking the renderer. */
const sentenceFor = (error: unknown) => (error instanceof PreviewRendererUnusableError ? error.sentence : UNUSABLE);

/** Why this API's renderer cannot draw previews, as an error; undefined when it can. */
function rendererProblem(ctx: AppContext): Error | undefined {
  try {
    return previewRendererProblem(ctx.config.previewRendererDir, expectationOf(ctx));
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * POST previews/ (the studio's route table, any role): where to open a record's preview, a link
 * good for two minutes that sets the preview's cookie. A record with no page of its own (a feature
 * category) has nothing to preview: 409. A renderer that is missing, or built from other code or
 * settings, draws no preview: 503, with the sentence the studio shows.
 */
export async function askPreview(
  ctx: AppContext,
  request: FastifyRequest,
  _reply: FastifyReply,
  staff: StaffRow,
): Promise<{ url: string }> {
  const form = PreviewRequestSchema.parse(request.body ?? {});
  const catalogue = await currentDraftCatalogue(ctx.db);
  const view = catalogue.record(form.list, form.key);
  if (view === undefined) throw notFound();
  const path = publicPathOf(form.list, view.fields);
  if (path === undefined) throw new HttpError(409, { detail: 'This record has no page of its own to preview.' });
  const problem = rendererProblem(ctx);
  if (problem) {
    request.log.error(problem);
    throw new HttpError(503, { detail: sentenceFor(problem) });
  }
  const ticket = await signPreviewTicket(ctx, staff, path, RECORD_STATE_NAMES[view.state]);
  return { url: `${ctx.config.apiOrigin}${STUDIO_PATHS.previewSession}?ticket=${encodeURIComponent(ticket)}` };
}

/**
 * The preview's own routes, outside the studio's route table because a browser tab opening them
 * carries a cookie, not a bearer token: the ticket's trade for the cookie, and the renderer's pages
 * (the cookie checked) and files (none: they hold nothing of the drafts). Whether the renderer can
 * be used is logged once, when the API is ready; it is loaded at the first preview. `buildApi` builds
 * the API that serves the drafts' catalogue to the renderer (`buildApp`, handed in by the app itself).
 */
export function registerPreviewRoutes(app: FastifyInstance, ctx: AppContext, buildApi: ApiBuilder): void {
  app.addHook('onReady', (done) => {
    const problem = rendererProblem(ctx);
    if (problem) app.log.warn(problem.message);
    done();
  });
  let renderer: Promise<PreviewRenderer> | undefined;
  const loaded = () => {
    renderer ??= loadPreviewRenderer(ctx.config.previewRendererDir, expectationOf(ctx));
    // A renderer built after a failed look is found by the next request.
    renderer.catch(() => {
      renderer = undefined;
    });
    return renderer;
  };
  const secure = ctx.config.apiOrigin.startsWith('https:') ? '; Secure' : '';

  app.get(STUDIO_PATHS.previewSession, async (request, reply) => {
    const ticket = (request.query as { ticket?: unknown }).ticket;
    const opened = typeof ticket === 'string' ? await readPreviewTicket(ctx, ticket) : null;
    const staff = opened ? await findStaffById(ctx.db, opened.staffId) : undefined;
    if (!opened || !staff || staff.disabled || staff.token_version !== opened.version)
      return sentence(reply, 401, 'This preview link has expired: open the preview again from the studio.');
    const session = await signPreviewSession(ctx, staff.id, staff.token_version);
    const cookie = `${PREVIEW_COOKIE}=${session}; Path=${PREVIEW_PREFIX}/; HttpOnly; SameSite=Lax; Max-Age=${PREVIEW_SESSION_MS / 1000}${secure}`;
    const state = encodeURIComponent(opened.state);
    return reply
      .code(303)
      .headers(PREVIEW_HEADERS)
      .header('set-cookie', cookie)
      .header('location', `${PREVIEW_PREFIX}${opened.to}?state=${state}`)
      .send();
  });

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.slice(PREVIEW_PREFIX.length) || '/';
    const file = path.startsWith(PREVIEW_FILES);
    const held = file || (await previewSessionHolds(ctx, cookieOf(request.headers.cookie, PREVIEW_COOKIE) ?? ''));
    if (!held)
      return sentence(
        reply,
        401,
        'Sign in to the studio and open the preview from there: previews are for staff only.',
      );
    let shown: PreviewRenderer;
    try {
      shown = await loaded();
    } catch (error) {
      request.log.error(error);
      return sentence(reply, 503, sentenceFor(error));
    }
    if (file) {
      if (!shown.isFile(path)) return sentence(reply, 404, 'Not found.');
      reply.hijack();
      await shown.file(request.raw, reply.raw, path);
      return reply;
    }
    let readApi: ReadApi;
    try {
      readApi = await draftPreviewReader(ctx, buildApi);
    } catch (error) {
      request.log.error(error);
      return sentence(reply, 502, 'The drafts could not be read for a preview: try again in a moment.');
    }
    const given = new URL(request.url, 'http://preview').searchParams.get('state') ?? '';
    reply.hijack();
    const outcome = await shown.page(request.raw, reply.raw, {
      path,
      readApi,
      state: STATE_LABELS.has(given) ? given : undefined,
    });
    if (outcome.failure !== undefined) request.log.warn({ failure: outcome.failure }, 'A preview could not be made.');
    return reply;
  };
  app.get(PREVIEW_PREFIX, answer);
  app.get(`${PREVIEW_PREFIX}/*`, answer);
}
