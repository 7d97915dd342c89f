import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { MediaStoreUnavailableError } from '../storage/media-store.ts';
import { HttpError } from './errors.ts';

/** Turns a zod error into `{field: [messages]}`, the shape the spec's forms read. */
export function fieldErrors(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'non_field_errors';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/**
 * Every failure leaves as JSON in the client's shapes. Client mistakes (bad JSON, wrong types,
 * oversized bodies) are 4xx, never 500; a media bucket that does not answer is 503; only our own faults
 * are 500, and those are logged.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not found.' }));
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
    if (error instanceof ZodError) return reply.code(400).send(fieldErrors(error));
    if (error instanceof MediaStoreUnavailableError) {
      request.log.warn({ err: error }, 'media store unavailable');
      return reply.code(503).send({ detail: error.message });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const detail = status === 429 ? 'Request was throttled. Try again later.' : error.message;
      return reply.code(status).send({ detail });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: 'Server error.' });
  });
}
