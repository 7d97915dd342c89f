import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import {
  createFullTextSearch,
  fetchJson,
  type FullTextSearch,
} from '../../src/features/search/lib/full-text-search.ts';

let imports = 0;

/** A built site's full-text search, run in Node as the search page runs it, and its server. */
export interface NodeFullTextSearch extends FullTextSearch {
  /** Stops the site's server. */
  close(): Promise<void>;
}

/**
 * The full-text search of the site built in `siteDir`, through the search page's own client
 * (src/features/search/lib/full-text-search.ts) and the written Pagefind script: its shards are
 * fetched over HTTP from a static server of the folder (Node has no Web Worker, so Pagefind
 * searches on the main thread). Hits' URLs start with the server's origin.
 */
export async function fullTextSearchOf(siteDir: string): Promise<NodeFullTextSearch> {
  const files = sirv(siteDir, { dev: true });
  const server = createServer((request, response) =>
    files(request, response, () => {
      response.statusCode = 404;
      response.end();
    }),
  );
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Node imports no module over HTTP: the script is imported from the folder itself, a module
  // of its own each time (Pagefind keeps its indexes in the module), so a rebuilt site's is fresh.
  const importer = (url: string) =>
    import(`${pathToFileURL(join(siteDir, url.slice(origin.length))).href}?search=${++imports}`);
  const search = createFullTextSearch(`${origin}/`, importer, fetchJson);
  return {
    ...search,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
