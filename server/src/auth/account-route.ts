import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBodyParser, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { AfterAnswer } from '../http/after-answer.ts';
import { HttpError } from '../http/errors.ts';
import type { RateLimitRedis } from './rate-limit-store.ts';

/** A rate-limit hook: one per route, shared by its spellings with and without the slash. */
export type RateLimiter = ReturnType<FastifyInstance['rateLimit']>;

/** What the account route modules share. */
export interface AccountRouteDeps {
  ctx: AppContext;
  /** Work left for after the answer: account mail and what it needs. */
  afterAnswer: AfterAnswer;
  /** A fresh limiter for one route: AUTH_RATE_LIMIT requests per AUTH_RATE_WINDOW_SECONDS per address. */
  limiter(): RateLimiter;
}

/**
 * A route handler of the account routes: Fastify sends what it returns or resolves to, and answers
 * what it throws as what it rejects with, so a handler that awaits nothing may answer at once.
 */
export type AccountHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Registers `@fastify/rate-limit` in the account routes' own scope (not globally) and answers
 * a factory of per-route limiters. With `redis` (connected by buildApp from `REDIS_URL`), every
 * instance counts there (under `RATE_LIMIT_PREFIX`); while it is unreachable, requests are served
 * uncounted rather than refused or failed (`skipOnError`). Without it, each instance counts in memory on its own.
 */
export async function installRateLimit(
  scope: FastifyInstance,
  ctx: AppContext,
  redis: RateLimitRedis | undefined,
): Promise<() => RateLimiter> {
  await scope.register(rateLimit, {
    global: false,
    ...(redis ? { redis: redis.client, nameSpace: ctx.config.RATE_LIMIT_PREFIX, skipOnError: true } : {}),
    errorResponseBuilder: () => new HttpError(429, { detail: 'Request was throttled. Try again later.' }),
  });
  const options = {
    max: ctx.config.AUTH_RATE_LIMIT,
    timeWindow: ctx.config.AUTH_RATE_WINDOW_SECONDS * 1000,
    keyGenerator: counterKey,
  };
  return () => scope.rateLimit(options);
}

/**
 * The counter a request adds to: its route's path without the trailing slash (both spellings
 * count together) and the client address. In memory each limiter has a store of its own, but
 * the plugin gives every limiter made by `rateLimit(options)` the same Redis key prefix: without
 * the path, all the account routes would share one counter there.
 */
function counterKey(request: FastifyRequest): string {
  return `${(request.routeOptions.url ?? '').replace(/\/$/, '')}:${normalizeIP(request.ip)}`;
}

/** A body parser that answers through its `done` callback. */
type CallbackBodyParser = Exclude<FastifyBodyParser<string>, (...args: never[]) => Promise<unknown>>;

/**
 * Reads JSON bodies as Fastify does, except that an empty body counts as no body: some clients
 * send `Content-Type: application/json` with every request, even a bodiless DELETE. A body
 * that is required then fails validation with its field errors (400), as any missing field.
 */
export function acceptEmptyJson(scope: FastifyInstance): void {
  // Fastify types its parsers as callback-style or promise-returning; its default JSON parser is the
  // callback-style one, which answers through `done` and returns nothing.
  const parseJson = scope.getDefaultJsonParser('error', 'error') as CallbackBodyParser;
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
