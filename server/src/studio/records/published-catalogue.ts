import type { Database } from '../../db/database.ts';
import { readCatalogVersion } from '../../catalog/catalog-meta.ts';
import { exportCatalog } from '../../catalog/export-catalog.ts';
import type { CatalogDocument } from '../../catalog/import-schema.ts';

/** The published catalogue of one version, as the import's document. */
export interface PublishedCatalogue {
  version: number;
  doc: CatalogDocument;
}

interface Held {
  version: number;
  catalogue: Promise<PublishedCatalogue>;
}

const held = new WeakMap<Database, Held>();

/**
 * The published catalogue as a document, read once per catalogue version and kept in memory: the
 * studio lays its drafts over it. Each call reads the version (one small query), so an import or
 * a publish by another API instance is seen on the next request.
 */
export async function publishedCatalogue(db: Database): Promise<PublishedCatalogue> {
  const version = await readCatalogVersion(db);
  const current = held.get(db);
  if (current?.version === version) return current.catalogue;
  const catalogue = exportCatalog(db).then((doc) => ({ version, doc }));
  held.set(db, { version, catalogue });
  // A failed read is not kept: the next request tries again.
  catalogue.catch(() => {
    if (held.get(db)?.catalogue === catalogue) held.delete(db);
  });
  return catalogue;
}
