import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptEmptyJson, installRateLimit } from '../auth/account-route.ts';
import type { RateLimitRedis } from '../auth/rate-limit-store.ts';
import type { AppContext } from '../context.ts';
import { noStore } from '../http/answer-headers.ts';
import { acceptUploads } from '../http/upload-body.ts';
import type { StaffRow } from './staff-rows.ts';
import { guardStudioRequest } from './studio-guard.ts';
import { isStudioPath } from './studio-prefix.ts';
import type { StudioRoute } from './studio-route.ts';
import { STUDIO_ROUTES } from './studio-routes.ts';

/** Registers one route of the table at its path with and without the trailing slash. */
function addStudioRoute(
  scope: FastifyInstance,
  ctx: AppContext,
  route: StudioRoute,
  limiter: ReturnType<FastifyInstance['rateLimit']> | undefined,
): void {
  // Who the guard let through, per request, for the handler.
  const members = new WeakMap<FastifyRequest, StaffRow>();
  const access = route.access;
  const guard =
    access === 'public'
      ? []
      : [
          async (request: FastifyRequest) => {
            members.set(request, await guardStudioRequest(ctx, request, access));
          },
        ];
  for (const url of [route.path, route.path.replace(/\/$/, '')]) {
    scope.route({
      method: route.method,
      url,
      // The guard runs before the body is read: an unauthorised request gets 401/403, never a field error.
      onRequest: [...(limiter ? [limiter] : []), ...guard],
      handler: (request, reply) => {
        if (route.access === 'public') return route.handler(ctx, request, reply);
        const staff = members.get(request);
        if (!staff) throw new Error('A guarded studio route ran without its guard.');
        return route.handler(ctx, request, reply, staff);
      },
    });
  }
}

/**
 * The studio API under /api/studio/ (see server/README-studio.md): every route of STUDIO_ROUTES,
 * in a scope of its own where the sign-in and invitation routes count against the auth rate
 * limits, and an upload route in a scope of its own again, where bodies are bytes. No answer
 * under the prefix may be cached.
 */
export async function registerStudioRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  redis: RateLimitRedis | undefined,
): Promise<void> {
  // On the app, not the scope: every answer under the prefix, a 404 or a preflight included, is about one member of staff.
  app.addHook('onRequest', (request, reply, done) => {
    if (isStudioPath(request.url)) noStore.call(app, request, reply, done);
    else done();
  });
  await app.register(async (scope) => {
    acceptEmptyJson(scope);
    const limiter = await installRateLimit(scope, ctx, redis);
    for (const route of STUDIO_ROUTES) {
      const limit = route.rateLimited ? limiter() : undefined;
      const upload = route.upload;
      if (upload === undefined) addStudioRoute(scope, ctx, route, limit);
      else
        await scope.register((files, _options, done) => {
          acceptUploads(files, upload);
          addStudioRoute(files, ctx, route, limit);
          done();
        });
    }
  });
}
