import { extname } from 'node:path';

/** Content types of what an Astro build writes. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_fragment': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
  '.webmanifest': 'application/manifest+json',
};

/** The content type of a file of the build by its extension; undefined for an extension the table lacks. */
export function knownContentType(path: string): string | undefined {
  return TYPES[extname(path)];
}

/** The content type a file of the build is served with, by its extension. */
export function contentTypeOf(path: string): string {
  return knownContentType(path) ?? 'application/octet-stream';
}
