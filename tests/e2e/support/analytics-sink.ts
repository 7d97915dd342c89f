import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Where the e2e build's analytics reports go: a stand-in for a self-hosted Plausible on a
 * loopback port that accepts every report (202, as Plausible answers) and keeps nothing, so
 * every page may report without a failed request in its console. A test that checks the
 * reports catches them on their way with `page.route` (tests/e2e/accounts.spec.ts).
 */
export interface AnalyticsSink {
  /** The Events API address the build is configured with (ANALYTICS_ENDPOINT). */
  readonly endpoint: string;
  close(): Promise<void>;
}

export async function startAnalyticsSink(): Promise<AnalyticsSink> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const accepted = request.method === 'POST' && request.url === '/api/event';
      // Beacons need no CORS answer; the keepalive fetch the site falls back to does.
      response.writeHead(accepted ? 202 : 404, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
      response.end(accepted ? 'ok' : 'not found');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/api/event`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
