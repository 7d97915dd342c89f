import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import { AfterAnswer, type ScheduleAfterAnswer } from './http/after-answer.ts';
import { installNoSniff } from './http/answer-headers.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { answerClientError, answerFrameworkError } from './http/framework-errors.ts';
import { connectRateLimitRedis } from './auth/rate-limit-store.ts';
import { registerAccountRoutes } from './routes/account-routes.ts';
import { registerCatalogRoutes } from './routes/catalog-routes.ts';
import { registerHealthRoutes } from './routes/health-routes.ts';
import { registerMediaRoutes } from './routes/media-routes.ts';
import { registerStreamRoutes } from './routes/stream-routes.ts';
import { installPlayCounting } from './plays/install-play-counting.ts';
import { registerStudioRoutes } from './studio/register-studio-routes.ts';
import { registerPreviewRoutes } from './preview/preview-routes.ts';
import { registerPublishRunRoutes } from './publishing/publish-run-routes.ts';
import { isStudioPath } from './studio/studio-prefix.ts';
import { MASTER_UPLOADS_PATH } from '#lib/studio/masters.ts';
import { registerMasterUploads, TUS_ANSWER_HEADERS, TUS_REQUEST_HEADERS } from './media/uploads/master-uploads.ts';
import { installMediaSweep } from './media/sweep/sweep-media.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work routes leave for after their answers; the server waits for it when it closes. */
    afterAnswer: AfterAnswer;
  }
}

/** Largest request body accepted; every form of the spec fits in a fraction of it. */
const BODY_LIMIT = 64 * 1024;

/** How the server is run, beside its context. */
export interface AppOptions {
  /**
   * When the work left after an answer starts (AfterAnswer): on the event loop's next turn
   * unless given. Tests that time answers hold it until they have read the answer.
   */
  scheduleAfterAnswer?: ScheduleAfterAnswer;
}

/** Builds the API: every route of rules §7, the media route, CORS and error shapes. */
export async function buildApp(ctx: AppContext, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: ctx.config.LOG_LEVEL === 'silent' ? false : { level: ctx.config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT,
    trustProxy: ctx.config.trustProxy,
    // Refusals made before any route runs (an undecodable URL, an unreadable request) in the API's shape.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // One line per request only when debugging: at thousands of requests a second it drowns the rest.
    logController: new LogController({
      disableRequestLogging: ctx.config.LOG_LEVEL !== 'debug' && ctx.config.LOG_LEVEL !== 'trace',
    }),
  });
  installErrorHandler(app);
  const afterAnswer = new AfterAnswer(app.log, options.scheduleAfterAnswer);
  app.decorate('afterAnswer', afterAnswer);
  app.addHook('onClose', () => afterAnswer.drain());
  installNoSniff(app);
  const listenerCors = {
    origin: ctx.config.siteOrigins,
    methods: ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
    exposedHeaders: ['ETag'],
    maxAge: 600,
  };
  // The studio edits records (PATCH, PUT) and sends the version it read (If-Match); listeners' routes answer as before.
  const studioCors = {
    ...listenerCors,
    origin: [...new Set([...ctx.config.siteOrigins, ctx.config.studioOrigin])],
    methods: [...listenerCors.methods, 'PATCH', 'PUT'],
    allowedHeaders: [...listenerCors.allowedHeaders, 'If-Match'],
  };
  // The uploads of masters speak tus: its methods and headers (the tus server answers the requests themselves).
  const uploadCors = {
    ...studioCors,
    methods: [...studioCors.methods, 'HEAD'],
    allowedHeaders: [...studioCors.allowedHeaders, ...TUS_REQUEST_HEADERS],
    exposedHeaders: [...studioCors.exposedHeaders, ...TUS_ANSWER_HEADERS],
  };
  await app.register(cors, {
    delegator: (request, callback) => {
      const url = request.url;
      callback(null, url.startsWith(MASTER_UPLOADS_PATH) ? uploadCors : isStudioPath(url) ? studioCors : listenerCors);
    },
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  // One Redis client per instance: the account routes count their rate limits in it, /readyz pings it.
  const redis = ctx.config.REDIS_URL ? await connectRateLimitRedis(ctx.config.REDIS_URL, app.log) : undefined;
  if (redis) app.addHook('onClose', () => redis.close());
  registerHealthRoutes(app, ctx.db, redis?.client);
  registerCatalogRoutes(app, ctx);
  installPlayCounting(app, ctx);
  registerStreamRoutes(app, ctx);
  registerMediaRoutes(app, ctx);
  await registerAccountRoutes(app, ctx, afterAnswer, redis);
  await registerStudioRoutes(app, ctx, redis);
  // The draft previews serve their catalogue with an API of their own, built as this one is.
  registerPreviewRoutes(app, ctx, buildApp);
  registerPublishRunRoutes(app, ctx);
  registerMasterUploads(app, ctx);
  installMediaSweep(app, ctx);
  return app;
}
