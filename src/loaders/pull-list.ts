import type { LoaderContext } from 'astro/loaders';
import type * as core from 'zod/v4/core';
import type { DeclaredList } from '#lib/api/catalog-manifest.ts';
import { assertHealthyPull } from './collection-health.ts';
import { declaredCount, hostDeclaration } from './host-declaration.ts';
import { ApiAnswerError } from './loader-errors.ts';
import { readEtag, readLastGoodSize, writePull } from './loader-meta.ts';
import { sanitizerOf, type CatalogueLoaderOptions } from './loader-options.ts';
import { getShared } from './shared-answers.ts';
import { replaceEntries } from './store-sync.ts';
import { validateRecords } from './validate-records.ts';

/** How one list collection is pulled. */
export interface ListSpec {
  /** API path, e.g. '/combined/'. */
  path: string;
  /** Several collections are cut from this answer, so they share one request. */
  shared?: boolean;
  /** Record type for the log, e.g. 'composition'. */
  type: string;
  /** The list's name in the host's declaration (`/catalog_manifest/`). */
  declaredAs: DeclaredList;
  schema: core.$ZodType;
  /**
   * The records inside the answer's body, or undefined when the body is not the expected shape.
   * The body is shared between loaders and must not be changed.
   */
  select: (body: unknown) => readonly unknown[] | undefined;
}

/**
 * Pulls a list collection: asks conditionally with the ETag its store was filled from; on 304
 * keeps the store as it is; otherwise validates every record, refuses an unhealthy pull (judged
 * by what the host declares of the answer's catalogue version, when it declares), and only then
 * replaces the store's entries (with digests) and records the new ETag and size.
 * @throws CatalogueLoadError subclasses, which fail the build.
 */
export async function pullList(context: LoaderContext, spec: ListSpec, options: CatalogueLoaderOptions): Promise<void> {
  const { store, meta, logger, collection } = context;
  // Without entries a 304 would leave the collection empty, so only a filled store sends its ETag.
  const etag = store.keys().length > 0 ? readEtag(meta) : undefined;
  const request = { etag, logger };
  const { client } = options;
  // Asked first, so the list is never of an older catalogue than the declaration (host-declaration.ts).
  await hostDeclaration(client, logger);
  const answer = await (spec.shared ? getShared(client, spec.path, request) : client.get(spec.path, request));
  if (answer.status === 'not-modified') {
    logger.info(`${collection}: unchanged since the last pull (${store.keys().length} entries kept)`);
    return;
  }
  const url = `${options.client.apiBase}${spec.path}`;
  if (answer.status === 'not-found') throw new ApiAnswerError(url, 'HTTP 404');
  const records = spec.select(answer.body);
  if (records === undefined) throw new ApiAnswerError(url, `a body that is not a list of ${spec.type} records`);
  const answered = { collection, list: spec.declaredAs, url, catalogVersion: answer.catalogVersion };
  const declared = await declaredCount(client, logger, answered);
  const check = { context, type: spec.type, schema: spec.schema, sanitize: sanitizerOf(options) };
  const { valid, malformed } = await validateRecords(records, check);
  assertHealthyPull(collection, { valid: valid.length, malformed, lastGoodSize: readLastGoodSize(meta), declared });
  replaceEntries(
    store,
    valid.map((record) => ({ ...record, digest: context.generateDigest(record.data) })),
  );
  writePull(meta, { etag: answer.etag, size: valid.length });
  logger.info(`${collection}: ${valid.length} entries${malformed > 0 ? `, ${malformed} malformed skipped` : ''}`);
}
