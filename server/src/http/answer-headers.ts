import type { FastifyInstance, onRequestHookHandler } from 'fastify';

/**
 * Marks an answer about one user (a session, stream links, a refusal of either) as one that no
 * cache, shared or private, may keep. An onRequest hook, so the header is in place before any
 * check can refuse the request: errors keep the headers set before them.
 */
export const noStore: onRequestHookHandler = (_request, reply, done) => {
  void reply.header('cache-control', 'no-store');
  done();
};

/**
 * Sends `X-Content-Type-Options: nosniff` with every answer, errors and not-found included, so
 * that no browser reads a JSON answer (which may echo what a visitor sent) as HTML or script.
 */
export function installNoSniff(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.header('x-content-type-options', 'nosniff');
    done();
  });
}
