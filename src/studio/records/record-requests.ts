import { STUDIO_PATHS } from '#lib/studio/paths.ts';
import {
  RecordConflictSchema,
  StudioRecordSchema,
  type RecordFields,
  type StudioList,
  type StudioRecord,
} from '#lib/studio/records.ts';
import { StudioRequestError } from '#lib/studio/studio-request.ts';
import { z } from 'zod';
import { request } from '../session/studio-session.ts';

/** A 204 (a new record deleted or discarded): nothing left to show. */
const Gone = z.undefined().transform(() => null);
const RecordOrGone = z.union([StudioRecordSchema, Gone]);

/** Opens a record. */
export function readRecord(list: StudioList, key: string, signal?: AbortSignal): Promise<StudioRecord> {
  return request(STUDIO_PATHS.record(list, key), StudioRecordSchema, { signal });
}

/** Saves a new record as a draft. */
export function createRecord(list: StudioList, fields: RecordFields): Promise<StudioRecord> {
  return request(STUDIO_PATHS.records(list), StudioRecordSchema, { method: 'POST', body: { fields } });
}

/** Saves a record over the version the editor opened. */
export function saveRecord(record: StudioRecord, fields: RecordFields): Promise<StudioRecord> {
  return request(STUDIO_PATHS.record(record.list, record.key), StudioRecordSchema, {
    method: 'PUT',
    body: { fields },
    headers: { 'If-Match': record.version },
  });
}

/** Marks a published record for deletion, or removes a new one (null). */
export function deleteRecord(record: StudioRecord): Promise<StudioRecord | null> {
  return request(STUDIO_PATHS.record(record.list, record.key), RecordOrGone, {
    method: 'DELETE',
    headers: { 'If-Match': record.version },
  });
}

/** Drops a record's draft: back to the published record, or, for a new one, nothing (null). */
export function discardDraft(record: StudioRecord): Promise<StudioRecord | null> {
  return request(STUDIO_PATHS.discard(record.list, record.key), RecordOrGone, {
    method: 'POST',
    headers: { 'If-Match': record.version },
  });
}

/** The record as it is now, when a refusal is a conflict with someone else's save. */
export function conflictOf(error: unknown): StudioRecord | null {
  if (!(error instanceof StudioRequestError) || error.status !== 409) return null;
  const conflict = RecordConflictSchema.safeParse(error.body);
  return conflict.success ? conflict.data.current : null;
}
