import { createHash } from 'node:crypto';
import type { StudioRecord } from '#lib/studio/contract.ts';
import type { RecordView } from './draft-catalogue.ts';
import type { Titled } from './record-titles.ts';

/**
 * The version a save must name: a hash of everything the editor saw (state, draft revision, the
 * record and its published version), so a save over anything that changed since is refused,
 * a publish or an import included.
 */
export function versionOf(view: RecordView): string {
  const seen = JSON.stringify([view.state, view.draft?.revision ?? 0, view.fields, view.published]);
  return `"${createHash('sha256').update(seen).digest('base64url').slice(0, 22)}"`;
}

/** A record as the studio API answers it. */
export function studioRecord(view: RecordView, titled: Titled): StudioRecord {
  return {
    list: view.list,
    key: view.key,
    title: titled.title,
    state: view.state,
    version: versionOf(view),
    fields: view.fields,
    published: view.published,
    updated_at: view.draft?.updatedAt ?? null,
    updated_by: view.draft?.updatedBy ?? null,
  };
}
