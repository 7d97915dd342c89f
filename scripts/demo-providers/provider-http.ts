import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The longest form body a demo provider reads. */
const BODY_LIMIT = 16 * 1024;

/** A request's form body; an oversized one is cut off and read as empty. */
export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT) return new URLSearchParams();
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Sends an HTML page with its CSP, never cached. */
export function sendHtml(
  response: ServerResponse,
  status: number,
  page: { html: string; csp: string },
): ServerResponse {
  return response
    .writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': page.csp,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
    .end(page.html);
}

/** Sends a JSON answer, never cached. */
export function sendJson(response: ServerResponse, status: number, body: unknown): ServerResponse {
  return response
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));
}

/** Sends a redirect. */
export function redirect(response: ServerResponse, location: string): ServerResponse {
  return response.writeHead(302, { location, 'cache-control': 'no-store' }).end();
}

/** Listens on `host` at a port the system picks, and answers that port. */
export async function listen(server: Server, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

/** Closes a server, ending its idle keep-alive connections so it does not linger. */
export function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
  });
}
