import type { TestServer } from './test-server.ts';

/** An answer as the catalogue tests look at it. */
export interface CatalogResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON; undefined for an empty body (304, HEAD). */
  body: unknown;
}

/** Sends a request to the test server and parses its JSON body, if any. */
export async function request(
  server: Pick<TestServer, 'url'>,
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<CatalogResponse> {
  const response = await fetch(server.url + path, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** GETs a path that must answer 200 and returns its body. */
export async function getOk(server: Pick<TestServer, 'url'>, path: string): Promise<unknown> {
  const response = await request(server, path);
  if (response.status !== 200)
    throw new Error(`GET ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}
