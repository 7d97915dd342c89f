import { CATALOG_MANIFEST_PATH, CatalogManifestSchema, type CatalogManifest } from '#lib/api/contract.ts';
import { createApiClient } from '../../src/loaders/api-client.ts';
import { startPlan } from './start-origins.ts';

/**
 * What the content host declares it serves (`/api/2/catalog_manifest/`: its catalogue version and
 * what each list holds), asked for before Astro starts so the pipeline can tell whether anything
 * changed without a pull (build-pipeline.ts).
 */

/** How long the one request may take: a host slower than this is left to the pull, which retries. */
const ASK_TIMEOUT_MS = 10_000;

/** The content host the build pulls from, as astro.config.mjs works it out from the same settings. */
export function pullBase(env: NodeJS.ProcessEnv): string {
  return env['API_BASE'] || startPlan(env, {}).pullBase;
}

/**
 * The host's declaration; undefined from a host that declares nothing (one that speaks only the
 * spec), and from one that cannot be asked or answers something else: the build then pulls, and
 * the pull reports what is wrong with the host in its own words.
 */
export async function catalogueDeclaration(env: NodeJS.ProcessEnv): Promise<CatalogManifest | undefined> {
  try {
    const client = createApiClient({
      apiBase: `${pullBase(env).replace(/\/+$/, '')}/api/2`,
      timeoutMs: ASK_TIMEOUT_MS,
      retry: { attempts: 1 },
    });
    const answer = await client.getIfOffered(CATALOG_MANIFEST_PATH);
    if (answer.status !== 'fresh') return undefined;
    const parsed = CatalogManifestSchema.safeParse(answer.body);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
