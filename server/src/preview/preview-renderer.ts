import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { BASE_PATH } from '#lib/catalog/routes.ts';
import { PREVIEW_HEADERS, type PreviewLocals, type ReadApi } from '#lib/studio/preview.ts';
import {
  differencesInWords,
  PROJECT_ROOT,
  readRendererStamp,
  stampDifferences,
  type StampDifferences,
} from './renderer-stamp.ts';

/**
 * The studio's preview renderer as the API loads it (docs/studio.md, "Preview"): the Astro app of
 * astro.preview.config.ts, built by `npm run build:preview` into var/preview-renderer/, whose Node
 * adapter (middleware mode) answers a request on Node's own request and response. The API mounts it
 * at PREVIEW_PREFIX (src/lib/studio/preview.ts) behind its staff check, hands each page request the
 * reader of the draft catalogue, and serves the renderer's files (`/_astro/…`) beside.
 */

/** Where `npm run build:preview` builds the renderer, from the repository's root. */
export const PREVIEW_RENDERER_DIR = 'var/preview-renderer';

/**
 * The renderer cannot draw previews here. Its message, for the API's log, says where and why; its
 * `sentence` is what staff are shown (a preview's page, the studio's button).
 */
export abstract class PreviewRendererUnusableError extends Error {
  abstract readonly sentence: string;
}

/** The renderer is not where it was looked for: it was not built there. */
export class PreviewRendererMissingError extends PreviewRendererUnusableError {
  readonly sentence = 'Previews are not available on this server right now: its renderer is not built.';
  constructor(dir: string, options?: ErrorOptions) {
    super(`The preview renderer is not built: run npm run build:preview (looked for it in ${dir}).`, options);
    this.name = 'PreviewRendererMissingError';
  }
}

/**
 * The renderer there was built from other code or other settings than this API's (renderer-stamp.ts),
 * or before renderers had a stamp (`differences` undefined): its pages would not be the site's.
 */
export class PreviewRendererStaleError extends PreviewRendererUnusableError {
  readonly sentence =
    'The preview renderer was built from other code or settings: run npm run build:preview, then restart the API.';
  readonly differences: StampDifferences | undefined;
  constructor(dir: string, differences: StampDifferences | undefined) {
    const why = differences ? `was built from ${differencesInWords(differences)} than this API's` : 'has no stamp';
    super(`The preview renderer in ${dir} ${why}: run npm run build:preview, then restart the API.`);
    this.name = 'PreviewRendererStaleError';
    this.differences = differences;
  }
}

/** What a renderer must have been built from to be used: the site's settings, and the code under `root`. */
export interface RendererExpectation {
  /** The site's settings (renderer-stamp.ts, rendererSettings); may throw when they cannot be read. */
  readonly settings: () => Readonly<Record<string, string | undefined>>;
  /** The project's root, whose code the renderer must have been built from (the API's own, unless told). */
  readonly root?: string | undefined;
}

/**
 * Why the renderer in `dir` cannot be used by an API that expects `expected`, without loading it:
 * undefined when it can.
 * @throws Error when the site's settings cannot be read.
 */
export function previewRendererProblem(
  dir: string,
  expected: RendererExpectation,
): PreviewRendererUnusableError | undefined {
  const root = resolve(dir);
  if (!existsSync(join(root, 'server', 'entry.mjs'))) return new PreviewRendererMissingError(root);
  const stamp = readRendererStamp(root);
  if (stamp === undefined) return new PreviewRendererStaleError(root, undefined);
  const differences = stampDifferences(stamp, expected.settings(), expected.root ?? PROJECT_ROOT);
  return differences ? new PreviewRendererStaleError(root, differences) : undefined;
}

/** One page of the preview. */
export interface PreviewRequest {
  /** The path below PREVIEW_PREFIX, as the site's below its base path, query and all: `/composition/{identifier}/`, `/`… */
  readonly path: string;
  /** The catalogue to draw it from: the drafts over the published catalogue. */
  readonly readApi: ReadApi;
  /** The record's state as the studio names it, for the banner ('Unpublished changes'…). */
  readonly state?: string | undefined;
}

/** What answering a page came to, for the API's log. */
export interface PreviewAnswer {
  readonly status: number;
  /** Why the page could not be made (the reader's error, or the answer the contract refused), when it could not. */
  readonly failure?: unknown;
}

/** The renderer, loaded. */
export interface PreviewRenderer {
  /**
   * Answers a preview page on `res` (Fastify: after `reply.hijack()`, with `request.raw` and
   * `reply.raw`): the site's page drawn from `request.readApi`, or the not-found page (404), or one
   * sentence saying why it could not be made (502 when the reader fails). Every answer is
   * `Cache-Control: private, no-store` and `X-Robots-Tag: noindex, nofollow`.
   */
  page(req: IncomingMessage, res: ServerResponse, request: PreviewRequest): Promise<PreviewAnswer>;
  /** Whether `path` (below PREVIEW_PREFIX) names one of the renderer's files rather than a page. */
  isFile(path: string): boolean;
  /**
   * Answers one of the renderer's files (`/_astro/{name}.{hash}.css|js`, below PREVIEW_PREFIX):
   * the site's stylesheets and scripts, nothing of the drafts, so no reader and no staff check are
   * needed (a stylesheet's request carries no bearer token). Named by their content: cached for a year.
   */
  file(req: IncomingMessage, res: ServerResponse, path: string): Promise<void>;
}

/** The Node adapter's handler in middleware mode (@astrojs/node): Connect's, with the request's locals. */
type AstroHandler = (req: IncomingMessage, res: ServerResponse, next: undefined, locals: object) => Promise<void>;

/** The folder of the renderer's files below the client output, as the page links them. */
/** Where the renderer's own files are, below PREVIEW_PREFIX: they hold nothing of the drafts. */
export const PREVIEW_FILES = '/_astro/';
const FILES = PREVIEW_FILES;

/** What the renderer's files are; they are all Vite's output. */
const FILE_TYPES: Readonly<Record<string, string>> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/**
 * The handler of the built renderer. Importing it makes Astro's handler listen to the process's
 * unhandled rejections (to log those of its renders), and a listener there ends Node's default of
 * ending the process on one: whatever the API does on an unhandled rejection, it keeps doing, so
 * the listeners the import added are taken off again.
 */
async function importHandler(entry: string): Promise<AstroHandler> {
  const before = new Set(process.listeners('unhandledRejection'));
  const module = (await import(pathToFileURL(entry).href)) as { handler?: unknown };
  for (const listener of process.listeners('unhandledRejection')) {
    if (!before.has(listener)) process.off('unhandledRejection', listener);
  }
  if (typeof module.handler !== 'function') {
    throw new Error(
      `${entry} exports no handler: is it a build of astro.preview.config.ts (Node adapter, middleware mode)?`,
    );
  }
  return module.handler as AstroHandler;
}

/** The file below `root` that `path` names, or undefined when it names none there. */
function fileUnder(root: string, path: string): string | undefined {
  let name: string;
  try {
    name = decodeURIComponent((path.split('?')[0] ?? '').slice(FILES.length));
  } catch {
    return undefined;
  }
  const file = resolve(root, name);
  if (!file.startsWith(root + sep)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

function sendHeaders(res: ServerResponse, status: number, headers: Record<string, string>): void {
  res.writeHead(status, headers);
}

/**
 * Loads the renderer built in `dir` (relative to the working folder, or absolute), once its stamp
 * matches `expected` when that is given (the API always gives it).
 * @throws PreviewRendererMissingError when it was not built there.
 * @throws PreviewRendererStaleError when it was built from other code or settings.
 */
export async function loadPreviewRenderer(
  dir: string = PREVIEW_RENDERER_DIR,
  expected?: RendererExpectation,
): Promise<PreviewRenderer> {
  const root = resolve(dir);
  const entry = join(root, 'server', 'entry.mjs');
  if (!existsSync(entry)) throw new PreviewRendererMissingError(root);
  const problem = expected && previewRendererProblem(root, expected);
  if (problem) throw problem;
  const handler = await importHandler(entry);
  const files = resolve(root, 'client', FILES.slice(1, -1));
  return {
    async page(req, res, request) {
      const locals: { preview: PreviewLocals } = {
        preview: { readApi: request.readApi, state: request.state },
      };
      // The renderer's routes are the site's, under the site's base path (astro.preview.config.ts);
      // the request's own address is given back after, for whatever the API logs of it.
      const address = req.url;
      req.url = `${BASE_PATH}${request.path.startsWith('/') ? '' : '/'}${request.path}`;
      // Set first, so that an answer Astro makes itself (a failed render) carries them too.
      for (const [name, value] of Object.entries(PREVIEW_HEADERS)) res.setHeader(name, value);
      try {
        await handler(req, res, undefined, locals);
      } finally {
        req.url = address;
      }
      return { status: res.statusCode, failure: locals.preview.failure };
    },
    isFile: (path) => path.startsWith(FILES),
    async file(req, res, path) {
      const file = fileUnder(files, path);
      if (file === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) {
        sendHeaders(res, file === undefined ? 404 : 405, {
          ...PREVIEW_HEADERS,
          'Content-Type': 'text/plain; charset=utf-8',
        });
        res.end(file === undefined ? 'Not found\n' : 'Method not allowed\n');
        return;
      }
      sendHeaders(res, 200, {
        'Content-Type': FILE_TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Length': String(statSync(file).size),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
      if (req.method === 'HEAD') res.end();
      else await pipeline(createReadStream(file), res);
    },
  };
}
