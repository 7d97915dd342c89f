import type { Database } from '../db/database.ts';
import { catalogDocument } from './entities/catalog-document.ts';
import type { CatalogDocument } from './import-schema.ts';
import { loadSnapshot } from './load-snapshot.ts';

/**
 * The whole catalogue as a document in the import format, every default spelled out, date-times
 * in UTC, entities in id order and their children in display order (genres as the categories
 * list them, featured artists and collection items by sequence). Importing it gives the same
 * catalogue back, entities keeping their ids. Each field's way back is in its description
 * (`entities/`).
 */
export async function exportCatalog(db: Database): Promise<CatalogDocument> {
  return catalogDocument((await loadSnapshot(db)).tables);
}
