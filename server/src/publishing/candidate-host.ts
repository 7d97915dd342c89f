import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { IdentifierRedirect } from '#lib/api/contract.ts';
import type { AppContext } from '../context.ts';
import type { CatalogDocument } from '../catalog/import-schema.ts';
import { writeCatalogVersion } from '../catalog/catalog-meta.ts';
import { writeCatalog } from '../catalog/import-catalog.ts';
import { writeRedirects } from '../catalog/redirect-rows.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';

/** Builds the API's routes over a context: `buildApp` (server/src/app.ts). */
export type ApiBuilder = (ctx: AppContext) => Promise<FastifyInstance>;

/**
 * What a candidate catalogue is served with: the API's settings, mailer and clock, never its database,
 * and the API's builder, handed in rather than imported, since the app that serves previews reaches
 * this module.
 */
export type CandidateContext = Pick<AppContext, 'config' | 'mailer' | 'clock'> & { readonly buildApi: ApiBuilder };

/** The catalogue a publish will publish, served as the API would serve it once published. */
export interface CandidateHost {
  /** Where the build pulls from: `http://127.0.0.1:{port}`, this process only. */
  readonly origin: string;
  close(): Promise<void>;
}

/** The catalogue a publish or a preview is made from, answered by the API's own routes, in this process. */
export interface CandidateCatalogue {
  readonly app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The API's own routes over `doc`, from a database of its own in memory, declaring `version`: what
 * the API will answer once the document is published, with the old addresses (`redirects`) the
 * switch will write beside it. Nothing but the catalogue is in it: no accounts, no drafts, no
 * secrets beyond the process's.
 */
export async function openCandidateCatalogue(
  ctx: CandidateContext,
  doc: CatalogDocument,
  version: number,
  redirects: readonly IdentifierRedirect[] = [],
): Promise<CandidateCatalogue> {
  const db = openDatabase('sqlite::memory:');
  try {
    await migrate(db);
    await db.transaction(async (tx) => {
      await writeCatalog(tx, doc, 'import');
      await writeRedirects(tx, redirects);
      await writeCatalogVersion(tx, version);
    });
    const config = { ...ctx.config, LOG_LEVEL: 'silent' as const, REDIS_URL: undefined };
    const app = await ctx.buildApi({ config, db, mailer: ctx.mailer, clock: ctx.clock });
    return {
      app,
      close: async () => {
        await app.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Serves `doc` at a port of the loopback interface (openCandidateCatalogue): the rebuild pipeline
 * pulls from it as from the public API, so the site is built from what the API will serve before
 * the API serves it. It declares `version`, the version the published catalogue will have, so a
 * build's record names what it was made of.
 */
export async function startCandidateHost(
  ctx: CandidateContext,
  doc: CatalogDocument,
  version: number,
  redirects: readonly IdentifierRedirect[] = [],
): Promise<CandidateHost> {
  const candidate = await openCandidateCatalogue(ctx, doc, version, redirects);
  try {
    await candidate.app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await candidate.close();
    throw error;
  }
  const { port } = candidate.app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => candidate.close() };
}
