import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** What the router's own refusals answer, by Fastify error code: the API's shape, never Fastify's. */
const ROUTER_REFUSALS: Record<string, { status: number; detail: string }> = {
  FST_ERR_BAD_URL: { status: 400, detail: 'Malformed URL.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, detail: 'URL too long.' },
};

/**
 * Fastify's `frameworkErrors`: the router refuses a URL it cannot decode (`%zz`, a cut-off UTF-8
 * sequence, a lone `%`) before any route, hook or error handler runs, and by default answers in
 * Fastify's own shape, echoing the path. This answers `{"detail"}` as every other refusal does,
 * with the headers the hooks would have set.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const refusal = ROUTER_REFUSALS[error.code];
  if (!refusal) request.log.error({ err: error }, 'request failed');
  const { status, detail } = refusal ?? { status: 500, detail: 'Server error.' };
  void reply
    .code(status)
    .header('x-content-type-options', 'nosniff')
    .header('content-type', 'application/json; charset=utf-8')
    .send({ detail });
}

/** The status and detail of a request Node's HTTP parser could not read. */
function clientErrorAnswer(code: string): { status: number; reason: string; detail: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, reason: 'Request Timeout', detail: 'Request timeout.' };
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, reason: 'Request Header Fields Too Large', detail: 'Request headers too large.' };
  return { status: 400, reason: 'Bad Request', detail: 'Malformed request.' };
}

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser cannot read never reaches Fastify,
 * and the default answer is Fastify's shape without `nosniff`. This writes the API's shape on the
 * socket, then closes it, as the default does; a reset connection gets nothing.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, detail } = clientErrorAnswer(error.code ?? '');
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
