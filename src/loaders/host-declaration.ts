import {
  CATALOG_MANIFEST_PATH,
  CATALOG_VERSION_HEADER,
  CatalogManifestSchema,
  type CatalogManifest,
  type DeclaredList,
} from '#lib/api/catalog-manifest.ts';
import type { ApiClient, RetryLogger } from './api-client.ts';
import { ApiAnswerError, CatalogueChangedError } from './loader-errors.ts';
import { RETAIN_MS } from './shared-answers.ts';

/** What one pull learnt of the host's declarations. */
interface Declarations {
  /** The manifest asked for last; undefined inside when the host declares nothing. */
  latest: Promise<CatalogManifest | undefined>;
  /** Every manifest received, by the version it declares. */
  byVersion: Map<number, CatalogManifest>;
}

const declarationsByClient = new WeakMap<ApiClient, Declarations>();

/** Asks for the manifest: undefined from a host that does not offer it (404, or a page that is not JSON). */
async function askManifest(client: ApiClient, logger: RetryLogger, byVersion: Map<number, CatalogManifest>) {
  const url = `${client.apiBase}${CATALOG_MANIFEST_PATH}`;
  const answer = await client.getIfOffered(CATALOG_MANIFEST_PATH, { logger });
  if (answer.status === 'not-found' || answer.status === 'not-offered') return undefined;
  if (answer.status === 'not-modified') throw new ApiAnswerError(url, 'HTTP 304 to a request that held no ETag');
  const parsed = CatalogManifestSchema.safeParse(answer.body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ApiAnswerError(url, `a catalogue manifest that does not match the contract (${issues})`);
  }
  byVersion.set(parsed.data.version, parsed.data);
  return parsed.data;
}

/**
 * This pull's declarations, the manifest asked for on first use. They are kept as long as shared
 * answers are (shared-answers.ts), and a failure is not kept: the next collection asks again.
 */
function declarationsOf(client: ApiClient, logger: RetryLogger): Declarations {
  const held = declarationsByClient.get(client);
  if (held !== undefined) return held;
  const byVersion = new Map<number, CatalogManifest>();
  const known: Declarations = { byVersion, latest: askManifest(client, logger, byVersion) };
  declarationsByClient.set(client, known);
  const forget = () => {
    if (declarationsByClient.get(client) === known) declarationsByClient.delete(client);
  };
  setTimeout(forget, RETAIN_MS).unref();
  known.latest.catch(forget);
  return known;
}

/**
 * What the host declares it serves, asked for once per pull and shared by every collection.
 * Each list asks for it before asking for its list, so a list is never of an older catalogue
 * than the first declaration: a publish in between makes the list newer, and the manifest of
 * its version is asked for then.
 * @returns undefined from a host that declares nothing (one that speaks only the spec).
 */
export function hostDeclaration(client: ApiClient, logger: RetryLogger): Promise<CatalogManifest | undefined> {
  return declarationsOf(client, logger).latest;
}

/**
 * The manifest of `version`: one this pull received, else, for a list newer than all of them,
 * the host's current one when it is of that version (asked for once, shared by every list that
 * needs it). `current` is the newest declaration, for the message when there is none of `version`.
 */
async function manifestOfVersion(client: ApiClient, logger: RetryLogger, version: number) {
  const known = declarationsOf(client, logger);
  const { latest } = known;
  const current = await latest;
  const held = known.byVersion.get(version);
  if (held !== undefined) return { manifest: held, current };
  if (version < Math.max(-1, ...known.byVersion.keys())) return { manifest: undefined, current };
  if (known.latest === latest) known.latest = askManifest(client, logger, known.byVersion);
  const again = await known.latest;
  return { manifest: known.byVersion.get(version), current: again };
}

/** A fresh list answer, as the declaration is checked against it. */
export interface AnsweredList {
  /** The collection, for messages. */
  collection: string;
  /** The list's name in the manifest. */
  list: DeclaredList;
  url: string;
  /** The version the answer named (`X-Catalog-Version`). */
  catalogVersion: number | undefined;
}

/**
 * How many records the host declares the list holds in the catalogue version its answer named;
 * undefined from a host that declares nothing.
 * @throws ApiAnswerError when the host declares what it serves but the answer names no version.
 * @throws CatalogueChangedError when the host no longer declares the answer's version.
 */
export async function declaredCount(
  client: ApiClient,
  logger: RetryLogger,
  answered: AnsweredList,
): Promise<number | undefined> {
  if ((await hostDeclaration(client, logger)) === undefined) return undefined;
  const { collection, url, catalogVersion } = answered;
  if (catalogVersion === undefined) {
    throw new ApiAnswerError(url, `no ${CATALOG_VERSION_HEADER} header, though its host declares what it serves`);
  }
  const { manifest, current } = await manifestOfVersion(client, logger, catalogVersion);
  if (manifest === undefined) throw new CatalogueChangedError(collection, url, catalogVersion, current?.version);
  return manifest.lists[answered.list].count;
}
