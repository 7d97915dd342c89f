import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CATALOG_MANIFEST_PATH, CATALOG_VERSION_HEADER } from '#lib/api/catalog-manifest.ts';
import { DETAIL_LINES_PATHS, DETAIL_LINES_TYPE } from '#lib/api/detail-lines.ts';
import { IDENTIFIER_REDIRECTS_PATH, type RedirectedList } from '#lib/api/identifier-redirects.ts';
import { codingFor, etagFor, etagsOf, representation, type Compression } from '../catalog/answer-encoding.ts';
import { answerOfBytes, CatalogCache, matchesEtag, type CachedAnswer } from '../catalog/catalog-cache.ts';
import type { ReadContext } from '../catalog/read-context.ts';
import { collectionsAnswer } from '../catalog/read-collections.ts';
import { combinedAnswer } from '../catalog/read-combined.ts';
import { compositionDetail } from '../catalog/read-compositions.ts';
import { detailLines } from '../catalog/read-detail-lines.ts';
import { homeContentsAnswer } from '../catalog/read-home-content.ts';
import { liveStreamsAnswer } from '../catalog/read-live-streams.ts';
import { catalogManifest } from '../catalog/read-manifest.ts';
import { mediaFeaturesAnswer } from '../catalog/read-media-features.ts';
import { programDetail } from '../catalog/read-programs.ts';
import { currentIdentifierOf } from '../catalog/read-redirects.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { mergeVary } from '../http/vary.ts';

/**
 * How long browsers and CDNs may reuse an answer without asking again. The catalogue changes
 * with imports, a few times a day at most, so a minute costs little freshness; live streams
 * change state by the clock and the site polls them, so they get a quarter of that.
 */
const CATALOG_MAX_AGE = 60;
const LIVE_STREAMS_MAX_AGE = 15;
/**
 * A build checks every list against the manifest of the list's version, and asks for the manifest
 * again when a list is newer: a cache between them must not hand it an older one.
 */
const MANIFEST_MAX_AGE = 0;

/** A page in the shape every list endpoint answers: the whole list, so no next or previous. */
function listPage(results: readonly unknown[]) {
  return { count: results.length, next: null, previous: null, results };
}

/** How one route's answer is built, kept and sent. */
interface CachedRoute<T> {
  key: string;
  maxAge: number;
  build: (ctx: ReadContext) => T | undefined | Promise<T | undefined>;
  /** A per-record answer, kept within the detail budget. */
  detail?: boolean;
  /** Bytes of the value (JSON by default), with its content type. */
  encode?: (value: T) => CachedAnswer;
  type?: string;
  compression?: Compression;
}

/**
 * Sends a cached answer, compressed when the client accepts it (brotli or gzip, made once per
 * answer), or 304 when the client already holds this version in any encoding.
 */
async function sendCached<T>(
  cache: CatalogCache,
  request: FastifyRequest,
  reply: FastifyReply,
  route: CachedRoute<T>,
): Promise<FastifyReply> {
  const { encode } = route;
  const versioned = await cache.answer(route.key, route.build, {
    detail: route.detail ?? false,
    ...(encode && { encode }),
  });
  if (versioned === undefined) throw notFound();
  const { answer, version } = versioned;
  const acceptEncoding = request.headers['accept-encoding'];
  void reply
    .header('etag', etagFor(answer, codingFor(answer, acceptEncoding)))
    // What a build checks the answer against the manifest of that version by.
    .header(CATALOG_VERSION_HEADER, String(version))
    .header('cache-control', `public, max-age=${route.maxAge}`)
    // Added to the CORS plugin's `Vary: Origin`, never in its place: these public answers reflect the
    // visitor's Origin, and a shared cache must not hand one site's answer to another.
    .header('vary', mergeVary(reply.getHeader('vary'), ['Accept-Encoding']));
  // A client that holds this version gets its 304 before anything is compressed for it.
  const held = request.headers['if-none-match'];
  if (etagsOf(answer).some((etag) => matchesEtag(held, etag))) return reply.code(304).send();
  const chosen = await representation(answer, acceptEncoding, route.compression);
  if (chosen.coding) void reply.header('content-encoding', chosen.coding);
  return reply.type(route.type ?? 'application/json; charset=utf-8').send(chosen.body);
}

/**
 * 301 to a renamed record's address, with the request's query string: a listener's stored queue
 * and an old link keep working. Cached as the record's own answer would be.
 */
function sendMoved(request: FastifyRequest, reply: FastifyReply, path: string): FastifyReply {
  const query = request.url.indexOf('?');
  return reply
    .code(301)
    .header('location', query === -1 ? path : path + request.url.slice(query))
    .header('cache-control', `public, max-age=${CATALOG_MAX_AGE}`)
    .send({ detail: 'Moved permanently.' });
}

/**
 * The identifier in `/api/2/{kind}/{identifier}/`, read from a wildcard so that long slugs are
 * not cut by the router's parameter limit; undefined when the rest of the path is not one slug.
 */
function identifierFrom(request: FastifyRequest): string | undefined {
  const rest = (request.params as Record<string, string | undefined>)['*'] ?? '';
  const identifier = rest.endsWith('/') ? rest.slice(0, -1) : rest;
  return identifier && !identifier.includes('/') ? identifier : undefined;
}

/**
 * The catalogue routes of rules §7 (GET, and HEAD through Fastify's automatic HEAD
 * routes): ETag and Cache-Control on every answer, 304 on a matching If-None-Match, 404
 * `{"detail": "Not found."}` for unknown identifiers. `?format=json` is accepted and ignored;
 * paths work with and without their trailing slash; every answer names its catalogue version
 * (`X-Catalog-Version`). Beside them, our own bulk detail answers (`/composition_details/`,
 * `/program_details/`: every detail as NDJSON, one request for a build), kept per catalogue
 * version like the lists: tens of megabytes for the scale catalogue; and our manifest (`/catalog_manifest/`:
 * how many records each list holds in the version it names); and the old addresses of renamed
 * records (`/identifier_redirects/`), to which a detail call of an old identifier answers 301.
 */
export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cache = new CatalogCache(ctx.db, ctx.clock, { unrecorded: ctx.config.unrecordedMedia });
  const lists: [string, number, (c: ReadContext) => unknown][] = [
    ['combined', CATALOG_MAX_AGE, combinedAnswer],
    ['live_streams', LIVE_STREAMS_MAX_AGE, (c) => listPage(liveStreamsAnswer(c))],
    ['media_features', CATALOG_MAX_AGE, (c) => listPage(mediaFeaturesAnswer(c))],
    ['curated_collections', CATALOG_MAX_AGE, (c) => listPage(collectionsAnswer(c))],
    ['home_content', CATALOG_MAX_AGE, (c) => listPage(homeContentsAnswer(c))],
    [CATALOG_MANIFEST_PATH.slice(1, -1), MANIFEST_MAX_AGE, catalogManifest],
    [IDENTIFIER_REDIRECTS_PATH.slice(1, -1), CATALOG_MAX_AGE, (c) => listPage(c.s.redirects)],
  ];
  for (const [name, maxAge, build] of lists) {
    const handler = (request: FastifyRequest, reply: FastifyReply) =>
      sendCached(cache, request, reply, { key: name, maxAge, build });
    app.get(`/api/2/${name}/`, handler);
    app.get(`/api/2/${name}`, handler);
  }
  const details: [RedirectedList, (c: ReadContext, identifier: string) => unknown][] = [
    ['compositions', compositionDetail],
    ['programs', programDetail],
  ];
  for (const [name, build] of details) {
    app.get(`/api/2/${name}/*`, async (request, reply) => {
      const identifier = identifierFrom(request);
      if (identifier === undefined) throw notFound();
      const moved = currentIdentifierOf(await cache.context(), name, identifier);
      if (moved !== undefined) return sendMoved(request, reply, `/api/2/${name}/${moved}/`);
      return sendCached(cache, request, reply, {
        key: `${name}/${identifier}`,
        maxAge: CATALOG_MAX_AGE,
        build: (c) => build(c, identifier),
        detail: true,
      });
    });
  }
  for (const kind of ['compositions', 'programs'] as const) {
    const path = `/api/2${DETAIL_LINES_PATHS[kind]}`;
    const handler = (request: FastifyRequest, reply: FastifyReply) =>
      sendCached(cache, request, reply, {
        key: path,
        maxAge: CATALOG_MAX_AGE,
        build: (c) => detailLines(c, kind),
        encode: answerOfBytes,
        type: `${DETAIL_LINES_TYPE}; charset=utf-8`,
        compression: 'fast',
      });
    app.get(path, handler);
    app.get(path.slice(0, -1), handler);
  }
}
