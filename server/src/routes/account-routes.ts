import type { FastifyInstance } from 'fastify';
import { acceptEmptyJson, addAccountRoute, installRateLimit, type AccountRouteDeps } from '../auth/account-route.ts';
import { ACCOUNT_MESSAGES } from '../auth/account-messages.ts';
import { requireUser } from '../auth/authenticate.ts';
import { prepareDecoyHash } from '../auth/passwords.ts';
import { registerPasswordRoutes } from '../auth/password-routes.ts';
import { parseAuthProviders } from '../auth/provider-config.ts';
import { registerProviderPopupRoutes } from '../auth/provider-popup/routes.ts';
import { registerProviderRoutes } from '../auth/provider-routes.ts';
import { registerRegistrationRoutes } from '../auth/registration-routes.ts';
import { registerSignInRoutes } from '../auth/sign-in-routes.ts';
import type { AppContext } from '../context.ts';
import type { AfterAnswer } from '../http/after-answer.ts';
import type { RateLimitRedis } from '../auth/rate-limit-store.ts';
import { noStore } from '../http/answer-headers.ts';

/** `DELETE /api/2/user_delete/`: removes the signed-in user and everything of theirs. */
function registerDeletionRoute(scope: FastifyInstance, { ctx }: AccountRouteDeps): void {
  addAccountRoute(scope, 'DELETE', '/api/2/user_delete/', async (request) => {
    const user = await requireUser(request, ctx);
    await ctx.db.transaction(async (tx) => {
      // The foreign keys cascade as well; naming the credential tables removes them even where SQLite's
      // foreign_keys pragma is off (it is per connection).
      for (const table of ['user_identities', 'one_time_tokens', 'refresh_tokens']) {
        await tx.run(`DELETE FROM ${table} WHERE user_id = ?`, [user.id]);
      }
      await tx.run('DELETE FROM users WHERE id = ?', [user.id]);
    });
    return { detail: ACCOUNT_MESSAGES.deleted };
  });
}

/**
 * The account routes of rules §7 (see server/README-auth.md): registration and email
 * verification, password and passwordless sign-in, token refresh, password reset, account
 * deletion, and sign-in through the providers of `AUTH_PROVIDERS` and their web popups. They
 * live in a scope of their own, where the auth rate limits apply and no answer may be cached.
 */
export async function registerAccountRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  afterAnswer: AfterAnswer,
  redis: RateLimitRedis | undefined,
): Promise<void> {
  const providers = parseAuthProviders(ctx.config.AUTH_PROVIDERS);
  await prepareDecoyHash();
  await app.register(async (scope) => {
    // Every answer here is about one visitor (a session, a mailed link, a refusal), so none is stored.
    scope.addHook('onRequest', noStore);
    acceptEmptyJson(scope);
    const limiter = await installRateLimit(scope, ctx, redis);
    const deps: AccountRouteDeps = { ctx, afterAnswer, limiter };
    registerRegistrationRoutes(scope, deps);
    registerSignInRoutes(scope, deps);
    registerPasswordRoutes(scope, deps);
    registerProviderRoutes(scope, deps, providers);
    await registerProviderPopupRoutes(scope, deps, providers);
    registerDeletionRoute(scope, deps);
  });
}
