import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Loader } from 'astro/loaders';
import type * as core from 'zod/v4/core';
import { createApiClient, type ApiClient } from '../../../../src/loaders/api-client.ts';
import type { CatalogueLoaderOptions } from '../../../../src/loaders/loader-options.ts';
import { catalogueAnswers, fixtureCatalogue } from '../../../fixtures/api/fixture-catalogue.ts';
import { startFixtureApi, type FixtureApi } from '../../../support/fixture-api.ts';
import { fakeCollection, fakeLoaderContext, type FakeCollection, type LogLine } from './fake-loader-context.ts';

/** A loader as the factories return it: with a schema. */
type CatalogueLoader = Loader & { schema: core.$ZodType };

/**
 * A fixture API serving the fixture catalogue, and fake collections that persist between loads
 * the way Astro's store persists between builds.
 */
export interface LoaderHarness {
  api: FixtureApi;
  /** What the loaders write; cleared by `newBuild()`. */
  log: LogLine[];
  /** Options for the factories: the current build's client. */
  options(): CatalogueLoaderOptions;
  /** The fake collection of that name (created empty on first use). */
  collection(name: string): FakeCollection;
  /** Runs a loader's load() against its collection. */
  load(loader: CatalogueLoader, name: string): Promise<void>;
  /** Starts a "new build": a fresh client (no shared in-flight requests), an empty log, no request history. */
  newBuild(): void;
  /** The build cache the loaders write their detail files into. */
  cacheDir: string;
  close(): Promise<void>;
}

const FAST_RETRIES = { attempts: 2, baseDelayMs: 5, maxDelayMs: 20 };

/**
 * Starts a harness over `answers` (default: the fixture catalogue), from a host that speaks only
 * the spec's contract, or with `detailLines` one that also offers the bulk detail answers.
 */
export async function startLoaderHarness(
  answers = catalogueAnswers(fixtureCatalogue()),
  options: { detailLines?: boolean } = {},
): Promise<LoaderHarness> {
  const api = await startFixtureApi(answers, options);
  const cacheDir = mkdtempSync(join(tmpdir(), 'loader-cache-'));
  const collections = new Map<string, FakeCollection>();
  const log: LogLine[] = [];
  let client: ApiClient = createApiClient({ apiBase: api.apiBase, retry: FAST_RETRIES, timeoutMs: 2_000 });
  const collection = (name: string) => {
    const existing = collections.get(name) ?? fakeCollection(name);
    collections.set(name, existing);
    return existing;
  };
  return {
    api,
    log,
    options: () => ({ client }),
    collection,
    load: (loader, name) =>
      loader.load(fakeLoaderContext(collection(name), loader.schema, log, pathToFileURL(`${cacheDir}/`))),
    newBuild: () => {
      client = createApiClient({ apiBase: api.apiBase, retry: FAST_RETRIES, timeoutMs: 2_000 });
      log.length = 0;
      api.requests.length = 0;
    },
    cacheDir,
    close: async () => {
      await api.close();
      rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

/** The warnings in a log. */
export const warningsOf = (log: readonly LogLine[]) =>
  log.filter((line) => line.level === 'warn').map((line) => line.message);
