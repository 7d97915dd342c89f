import { isDeepStrictEqual } from 'node:util';
import { STUDIO_LISTS } from '#lib/studio/contract.ts';
import type { Database } from '../../db/database.ts';
import { ENTITY_NAMES } from '../../catalog/issue-problems.ts';
import { parseDocument } from '../../catalog/parse-document.ts';
import { DraftCatalogue } from './draft-catalogue.ts';
import { readDrafts } from './draft-rows.ts';
import { publishedCatalogue } from './published-catalogue.ts';
import { recordKey } from './record-keys.ts';

/**
 * What an import would replace under the studio's drafts: each draft made on a published record
 * that the document changes or leaves out, and each new record drafted in the studio whose key
 * the document now publishes. One line per draft, naming the record, who saved the draft and
 * when. The drafts stay as they are (an editor's work is never dropped by an import); the studio
 * then shows them against the newly published records, to publish or discard.
 */
export async function draftsAnImportReplaces(db: Database, input: unknown): Promise<string[]> {
  const drafts = await readDrafts(db);
  if (drafts.length === 0) return [];
  const incoming = parseDocument(input);
  const catalogue = new DraftCatalogue(await publishedCatalogue(db), drafts);
  const lines: string[] = [];
  for (const list of STUDIO_LISTS) {
    const arriving = new Map(incoming[list].map((item) => [recordKey(list, item), item]));
    for (const view of catalogue.records(list)) {
      if (view.draft === undefined) continue;
      const next = arriving.get(view.key);
      const by = `draft by ${view.draft.updatedBy}, ${view.draft.updatedAt.slice(0, 16).replace('T', ' ')} UTC`;
      const name = `${ENTITY_NAMES[list] ?? list} '${view.key}'`;
      if (view.published === null) {
        if (next !== undefined)
          lines.push(`${name}: drafted as new in the studio, now published by this import (${by})`);
      } else if (next === undefined) {
        lines.push(`${name}: left out by this import, with a studio draft on it (${by})`);
      } else if (!isDeepStrictEqual(next, view.published)) {
        lines.push(`${name}: changed by this import under a studio draft (${by})`);
      }
    }
  }
  return lines;
}
