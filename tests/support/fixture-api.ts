import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CATALOG_MANIFEST_PATH, CATALOG_VERSION_HEADER } from '../../src/lib/api/catalog-manifest.ts';
import { DETAIL_LINES_PATHS, DETAIL_LINES_TYPE } from '../../src/lib/api/detail-lines.ts';
import { fixtureManifest, type FixtureDeclaration } from './fixture-declaration.ts';

/**
 * A tiny content API for loader and build tests: it answers GETs from an in-memory map of
 * path → JSON body (paths as the API has them, e.g. '/api/2/combined/'; the query string is
 * ignored), with strong ETags and 304 on a matching If-None-Match, and it can be told to fail.
 * Like a host that speaks only the spec's contract, it answers the bulk detail paths 404 unless
 * started with `detailLines`: then it answers them from the per-record answers, as our API does;
 * and it declares nothing unless `declaration.declares` is set: then it answers our manifest and
 * names its catalogue version on every answer, as our API does (fixture-declaration.ts).
 */

/** A fault to inject on one path. */
export type Fault =
  /** Answer with this status (e.g. 500, 503, 429) and a small JSON error body. */
  | { kind: 'status'; status: number; retryAfter?: string }
  /** Send the headers and half of the body, then reset the connection. */
  | { kind: 'reset-mid-body' }
  /** Send a complete HTTP answer whose JSON body is cut in half (a broken proxy or server). */
  | { kind: 'truncated-json' }
  /** Wait this long before answering normally (to test timeouts and concurrency). */
  | { kind: 'slow'; delayMs: number }
  /** Accept the request and never answer: a hung host. It ends when the client gives up. */
  | { kind: 'hang' }
  /** Send the headers and half of the body, then nothing more, until the client gives up. */
  | { kind: 'stall-body' };

/** A request the fixture saw. */
export interface SeenRequest {
  path: string;
  ifNoneMatch: string | undefined;
  /** The status it answered, or 0 when the connection was reset. */
  status: number;
}

/** A running fixture API. */
export interface FixtureApi {
  /** E.g. 'http://127.0.0.1:41234': what API_BASE is set to. */
  origin: string;
  /** `${origin}/api/2`: what the API client is given. */
  apiBase: string;
  /** The answers by path; change them between loads to change the catalogue. */
  answers: Map<string, unknown>;
  /** What it declares of its catalogue; change it between requests. */
  declaration: FixtureDeclaration;
  /** Runs `change` once, when the next request for `path` arrives, before it is answered: a publish between two requests. */
  beforeAnswer(path: string, change: () => void): void;
  /** Sets a fault on a path; `times` limits it to the first n requests (default: every one). */
  fail(path: string, fault: Fault, times?: number): void;
  /** Removes every fault. */
  heal(): void;
  /** Every request so far, in the order they were answered. */
  requests: SeenRequest[];
  /** When each request arrived (`performance.now()` of this process), in arrival order. */
  arrivals: { path: string; at: number }[];
  /** The most requests in flight at one moment. */
  peakInFlight(): number;
  /** How many TCP connections were opened (fewer than requests means keep-alive worked). */
  connections(): number;
  close(): Promise<void>;
}

interface ArmedFault {
  fault: Fault;
  remaining: number;
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('hex')}"`;

/** The per-record paths each bulk detail path is made of. */
const DETAIL_LINE_SOURCES: Record<string, string> = {
  [`/api/2${DETAIL_LINES_PATHS.compositions}`]: '/api/2/compositions/',
  [`/api/2${DETAIL_LINES_PATHS.programs}`]: '/api/2/programs/',
};

/** A bulk detail answer: a line per record whose per-record answer the map holds, in the map's order. */
function detailLinesOf(answers: Map<string, unknown>, path: string): string | undefined {
  const source = DETAIL_LINE_SOURCES[path];
  if (source === undefined) return undefined;
  const lines = [...answers]
    .filter(([recordPath]) => recordPath.startsWith(source) && recordPath !== source)
    .map(([recordPath, detail]) => {
      const identifier = recordPath.slice(source.length, -1);
      return `${JSON.stringify({ identifier, etag: etagOf(JSON.stringify(detail)), detail })}\n`;
    });
  return lines.join('');
}
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const closed = (response: ServerResponse) => new Promise((resolve) => response.once('close', resolve));

function sendJson(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    ...headers,
  });
  response.end(body);
}

/** What the fixture serves. */
interface FixtureState {
  answers: Map<string, unknown>;
  detailLines: boolean;
  declaration: FixtureDeclaration;
}

/** The body of `path` it answers, with its type; undefined for a path it answers 404. */
function bodyOf(fixture: FixtureState, path: string): { body: string; type: string } | undefined {
  const { answers, declaration } = fixture;
  if (declaration.declares && path === `/api/2${CATALOG_MANIFEST_PATH}`) {
    return { body: JSON.stringify(fixtureManifest(answers, declaration)), type: 'application/json' };
  }
  if (answers.has(path)) return { body: JSON.stringify(answers.get(path)), type: 'application/json' };
  const lines = fixture.detailLines ? detailLinesOf(answers, path) : undefined;
  return lines === undefined ? undefined : { body: lines, type: DETAIL_LINES_TYPE };
}

async function answer(
  fixture: FixtureState,
  fault: Fault | undefined,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<number> {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  if (fault?.kind === 'slow') await delay(fault.delayMs);
  if (fault?.kind === 'hang') {
    await closed(response);
    return 0;
  }
  if (fault?.kind === 'status') {
    const headers: Record<string, string> = fault.retryAfter === undefined ? {} : { 'retry-after': fault.retryAfter };
    sendJson(response, fault.status, JSON.stringify({ detail: 'Injected failure.' }), headers);
    return fault.status;
  }
  const found = bodyOf(fixture, path);
  if (found === undefined) {
    sendJson(response, 404, JSON.stringify({ detail: 'Not found.' }));
    return 404;
  }
  const { body, type } = found;
  const { declaration } = fixture;
  const etag = etagOf(body);
  const version: Record<string, string> = declaration.declares
    ? { [CATALOG_VERSION_HEADER]: String(declaration.version) }
    : {};
  if (request.headers['if-none-match'] === etag && (fault === undefined || fault.kind === 'slow')) {
    response.writeHead(304, { etag, ...version });
    response.end();
    return 304;
  }
  if (fault?.kind === 'reset-mid-body') {
    response.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body), etag });
    response.write(body.slice(0, Math.floor(body.length / 2)));
    // Resetting after the first half has left makes the client see a body cut short.
    setTimeout(() => request.socket.resetAndDestroy(), 20);
    return 0;
  }
  if (fault?.kind === 'stall-body') {
    response.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body), etag });
    response.write(body.slice(0, Math.floor(body.length / 2)));
    await closed(response);
    return 0;
  }
  const sent = fault?.kind === 'truncated-json' ? body.slice(0, Math.floor(body.length / 2)) : body;
  sendJson(response, 200, sent, { etag, 'content-type': type, ...version });
  return 200;
}

/**
 * Starts a fixture API on a free port of 127.0.0.1, serving `answers`, and with `detailLines`
 * the bulk detail answers made from them.
 */
export async function startFixtureApi(
  answers: Iterable<[string, unknown]>,
  options: { detailLines?: boolean } = {},
): Promise<FixtureApi> {
  const fixture: FixtureState = {
    answers: new Map(answers),
    detailLines: options.detailLines ?? false,
    declaration: { declares: false, version: 1, counts: {} },
  };
  const faults = new Map<string, ArmedFault>();
  const changes = new Map<string, () => void>();
  const requests: SeenRequest[] = [];
  const arrivals: { path: string; at: number }[] = [];
  let inFlight = 0;
  let peak = 0;
  let connections = 0;
  const takeFault = (path: string): Fault | undefined => {
    const armed = faults.get(path);
    if (armed === undefined || armed.remaining <= 0) return undefined;
    armed.remaining -= 1;
    return armed.fault;
  };
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    arrivals.push({ path, at: performance.now() });
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    const ifNoneMatch = request.headers['if-none-match'];
    const change = changes.get(path);
    changes.delete(path);
    change?.();
    void answer(fixture, takeFault(path), request, response).then((status) => {
      inFlight -= 1;
      requests.push({ path, ifNoneMatch, status });
    });
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    apiBase: `${origin}/api/2`,
    answers: fixture.answers,
    declaration: fixture.declaration,
    beforeAnswer: (path, change) => changes.set(path, change),
    fail: (path, fault, times = Number.POSITIVE_INFINITY) => faults.set(path, { fault, remaining: times }),
    heal: () => faults.clear(),
    requests,
    arrivals,
    peakInFlight: () => peak,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
