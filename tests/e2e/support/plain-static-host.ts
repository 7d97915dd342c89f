import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * A static host with no rewrite rules at all, like an object store: a file, a folder's
 * index.html, or the 404 page with status 404. It shows that the 404 page alone routes
 * the shell paths (docs/rules.md).
 */
export async function startPlainStaticHost(
  root: string,
  base: string,
): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    const relative = path.startsWith(`${base}/`)
      ? normalize(decodeURIComponent(path.slice(base.length))).replace(/^(\.\.[/\\])+/, '')
      : null;
    const candidates = relative === null ? [] : [join(root, relative), join(root, relative, 'index.html')];
    const serve = async () => {
      for (const file of candidates) {
        if ((await stat(file).catch(() => null))?.isFile()) {
          response
            .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
            .end(await readFile(file));
          return;
        }
      }
      response.writeHead(404, { 'content-type': TYPES['.html'] ?? '' }).end(await readFile(join(root, '404.html')));
    };
    serve().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((done) => server.close(() => done())) };
}
