import { request as httpRequest } from 'node:http';

/** An answer as the stream and media suites read it. */
export interface StreamResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON body, `undefined` when there is none: the tests read it through the contract's schemas. */
  body: unknown;
  bytes: Buffer;
}

/** Fetches a URL and keeps its body both as bytes and, when it is JSON, parsed. */
export async function fetchAnswer(
  url: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<StreamResponse> {
  const response = await fetch(url, init);
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = response.headers.get('content-type')?.includes('json') && bytes.length > 0;
  return {
    status: response.status,
    headers: response.headers,
    body: json ? (JSON.parse(bytes.toString('utf8')) as unknown) : undefined,
    bytes,
  };
}

/** Asks the stream route for a kind and uuid, with optional headers (a bearer token, a country). */
export function getStream(
  server: { url: string },
  kind: string,
  uuid: string,
  headers: Record<string, string> = {},
): Promise<StreamResponse> {
  return fetchAnswer(`${server.url}/api/2/stream/${kind}/${uuid}/`, { headers });
}

/**
 * Sends a GET with the request target exactly as written, without the URL normalisation fetch
 * applies ('..' and '%2e' survive), and with any headers, a forged Host among them, as an
 * attacker's client would.
 */
export function rawGet(
  origin: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path: target, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}
