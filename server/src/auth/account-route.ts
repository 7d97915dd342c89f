import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import type { MailDispatch } from './mail-dispatch.ts';

/** A rate-limit hook: one per route, shared by its spellings with and without the slash. */
export type RateLimiter = ReturnType<FastifyInstance['rateLimit']>;

/** What the account route modules share. */
export interface AccountRouteDeps {
  ctx: AppContext;
  mail: MailDispatch;
  /** A fresh limiter for one route: AUTH_RATE_LIMIT requests per AUTH_RATE_WINDOW_SECONDS per address. */
  limiter(): RateLimiter;
}

/** A route handler of the account routes. */
export type AccountHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Registers `@fastify/rate-limit` in the account routes' own scope (not globally) and answers
 * a factory of per-route limiters. Counters live in memory: the plugin's Redis store needs
 * `ioredis`, which is not installed, so with several instances each counts on its own.
 */
export async function installRateLimit(scope: FastifyInstance, ctx: AppContext): Promise<() => RateLimiter> {
  if (ctx.config.REDIS_URL)
    scope.log.warn('REDIS_URL is set, but ioredis is not installed: auth rate limits are counted per instance.');
  await scope.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, { detail: 'Request was throttled. Try again later.' }),
  });
  const options = { max: ctx.config.AUTH_RATE_LIMIT, timeWindow: ctx.config.AUTH_RATE_WINDOW_SECONDS * 1000 };
  return () => scope.rateLimit(options);
}

/**
 * Reads JSON bodies as Fastify does, except that an empty body counts as no body: some clients
 * send `Content-Type: application/json` with every request, even a bodiless DELETE. A body
 * that is required then fails validation with its field errors (400), as any missing field.
 */
export function acceptEmptyJson(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });
}

/**
 * Registers a route at `path` (which ends in '/') and at the same path without the slash, as
 * clients call both; a limiter, when given, counts both spellings together.
 */
export function addAccountRoute(
  scope: FastifyInstance,
  method: 'POST' | 'DELETE',
  path: string,
  handler: AccountHandler,
  limiter?: RateLimiter,
): void {
  for (const url of [path, path.replace(/\/$/, '')]) {
    scope.route({ method, url, handler, ...(limiter ? { onRequest: limiter } : {}) });
  }
}
