import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Where the e2e build's analytics reports go: a stand-in for a self-hosted Plausible on a
 * loopback port that accepts every report (202, as Plausible answers). It keeps the reports of the
 * pages a test has marked (tests/e2e/support/analytics-reports.ts), so a test reads what its own page
 * sent, as it left the browser, without intercepting it: `GET /reports?mark=…`.
 */
export interface AnalyticsSink {
  /** The Events API address the build is configured with (ANALYTICS_ENDPOINT). */
  readonly endpoint: string;
  close(): Promise<void>;
}

/** The path the marked reports are read from, beside the Events API. */
export const REPORTS_PATH = '/reports';

/** What marks a test's page: its user agent ends with this, then the test's own mark. */
export const MARK_PREFIX = ' concert-library-e2e/';

/** Reports kept at most: every marked page of a whole run holds a few. */
const KEPT = 10_000;

interface KeptReport {
  readonly mark: string;
  readonly body: unknown;
}

function markOf(request: IncomingMessage): string | undefined {
  const agent = request.headers['user-agent'] ?? '';
  const at = agent.lastIndexOf(MARK_PREFIX);
  return at < 0 ? undefined : agent.slice(at + MARK_PREFIX.length);
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { unreadable: text };
  }
}

export async function startAnalyticsSink(): Promise<AnalyticsSink> {
  const kept: KeptReport[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sink');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'GET' && url.pathname === REPORTS_PATH) {
        const mark = url.searchParams.get('mark');
        const reports = kept.filter((report) => report.mark === mark).map((report) => report.body);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(reports));
        return;
      }
      const accepted = request.method === 'POST' && url.pathname === '/api/event';
      const mark = markOf(request);
      if (accepted && mark !== undefined) {
        kept.push({ mark, body: parsed(Buffer.concat(chunks).toString('utf8')) });
        if (kept.length > KEPT) kept.shift();
      }
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
