import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  RecordListQuerySchema,
  RecordSaveSchema,
  type RecordConflict,
  type StudioList,
  type StudioRecord,
  STUDIO_LISTS,
  mayChangeField,
} from '#lib/studio/contract.ts';
import type { AppContext } from '../../context.ts';
import { CATALOG_ENTITIES } from '../../catalog/entities/catalog-entities.ts';
import { ENTITY_NAMES } from '../../catalog/issue-problems.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { recordChange } from '../audit-log.ts';
import type { StaffRow } from '../staff-rows.ts';
import { currentDraftCatalogue, type PendingChange, type DraftCatalogue, type RecordView } from './draft-catalogue.ts';
import { deleteDraft, writeDraft } from './draft-rows.ts';
import { describeList } from './field-descriptions.ts';
import { listedRecords } from './listed-records.ts';
import { withMadeIdentifier } from './made-identifiers.ts';
import { studioRecord, versionOf } from './record-answers.ts';
import { recordKey, type Item } from './record-keys.ts';
import { pageOf } from './record-search.ts';
import { RecordNames, titleOf } from './record-titles.ts';
import { referenceOutcome, validateRecord } from './record-validation.ts';
import { withRecordingChapters } from './recording-chapters.ts';
import { CarriedRecordChangedError, saveDraftChange, type DraftChange } from './save-draft-change.ts';
import { carriedAnswer, carriedChanges, pendingOf } from './carried-references.ts';
import { mediaStoreOf } from '../../storage/media-storage.ts';
import { RECORD_MESSAGES } from './record-messages.ts';
import { draftLicence, licenceWords } from '../rights/licence-words.ts';

/** The published catalogue with every draft laid over it, as this request sees it. */
const draftCatalogue = (ctx: AppContext): Promise<DraftCatalogue> => currentDraftCatalogue(ctx.db);

function answerOf(ctx: AppContext, catalogue: DraftCatalogue, view: RecordView): StudioRecord {
  const answer = studioRecord(view, titleOf(view.list, view.fields, new RecordNames(catalogue)));
  if (view.list !== 'performances') return answer;
  return { ...answer, licence: licenceWords(draftLicence(catalogue, view.fields, ctx.config.unrecordedMedia)) };
}

function keyParam(request: FastifyRequest): string {
  const { key } = request.params as { key?: string };
  return key ?? '';
}

function find(catalogue: DraftCatalogue, list: StudioList, key: string): RecordView {
  const view = catalogue.record(list, key);
  if (view === undefined) throw notFound();
  return view;
}

/**
 * The 409 of a change that names an older version than the record's: the record as it is now,
 * so the studio can show what changed. A change that names no version at all is refused (428).
 */
function staleness(
  ctx: AppContext,
  request: FastifyRequest,
  catalogue: DraftCatalogue,
  view: RecordView,
): RecordConflict | undefined {
  const named = request.headers['if-match'];
  if (named === undefined) throw new HttpError(428, { detail: RECORD_MESSAGES.versionMissing });
  return named === versionOf(view) ? undefined : conflictOf(ctx, catalogue, view);
}

/** What a 409 says: the record as it is now, or, when it is gone, that it is. */
function conflictOf(ctx: AppContext, catalogue: DraftCatalogue, view: RecordView | undefined): RecordConflict {
  if (view === undefined) throw new HttpError(409, { detail: RECORD_MESSAGES.goneMeanwhile });
  return { detail: RECORD_MESSAGES.changedMeanwhile, current: answerOf(ctx, catalogue, view) };
}

/**
 * A new record as the member could have made it: each field their role may not change at the value a
 * record left without it has (an editor's new performance has no licence recorded).
 */
function asTheyMayMakeIt(staff: StaffRow, list: StudioList, item: Item): Item {
  const fields: Readonly<Record<string, { schema: { safeParse: (value: unknown) => { data?: unknown } } }>> =
    CATALOG_ENTITIES[list].fields;
  return Object.fromEntries(
    Object.entries(item).map(([name, value]) =>
      mayChangeField(staff.role, list, name) ? [name, value] : [name, fields[name]?.schema.safeParse(undefined).data],
    ),
  );
}

/** Refuses a change to fields the member's role may not change (a media person's to a performance's title). */
function refuseFieldsOfOthers(staff: StaffRow, list: StudioList, before: Item, after: Item): void {
  const names = Object.keys({ ...before, ...after }).filter(
    (name) => !isDeepStrictEqual(before[name], after[name]) && !mayChangeField(staff.role, list, name),
  );
  if (names.length > 0) throw new HttpError(403, { detail: RECORD_MESSAGES.notYourFields(staff.role, list, names) });
}

/**
 * Refuses a change the reference check would find broken: its own references at their fields, others' as
 * a 409. `carried` are the changes a new identifier brings to the records that name the old one.
 */
function checkReferences(catalogue: DraftCatalogue, change: PendingChange, carried: PendingChange[] = []): void {
  const outcome = referenceOutcome(catalogue, change, carried);
  if (Object.keys(outcome.errors).length > 0) throw badRequest(outcome.errors);
  if (outcome.dependents.length > 0) {
    throw new HttpError(409, { detail: RECORD_MESSAGES.wouldBreak(outcome.dependents) });
  }
}

/** Saves a record and the records its new identifier carries along; a carried one saved meanwhile is a 409. */
async function saveCarrying(
  ctx: AppContext,
  staff: StaffRow,
  view: RecordView,
  item: Item,
  carried: readonly DraftChange[],
): Promise<boolean> {
  try {
    return await saveDraftChange(ctx, staff, view, item, carried);
  } catch (error) {
    if (!(error instanceof CarriedRecordChangedError)) throw error;
    throw new HttpError(409, { detail: RECORD_MESSAGES.carriedChangedMeanwhile }, { cause: error });
  }
}

type Handler = (ctx: AppContext, request: FastifyRequest, reply: FastifyReply, staff: StaffRow) => Promise<unknown>;

/** The handlers of one list's routes. */
export function recordHandlers(
  list: StudioList,
): Record<'list' | 'create' | 'read' | 'save' | 'remove' | 'discard', Handler> {
  const entityType = ENTITY_NAMES[list] ?? list;
  const audit = (
    staff: StaffRow,
    ctx: AppContext,
    key: string,
    action: 'create' | 'update' | 'delete',
    before: Item | null,
    after: Item | null,
  ) => ({ at: ctx.clock.now(), staffId: staff.id, action, entityType, recordId: key, before, after });

  return {
    async list(ctx, request) {
      const query = RecordListQuerySchema.parse(request.query ?? {});
      return pageOf(listedRecords(await draftCatalogue(ctx), list), query);
    },

    async read(ctx, request) {
      const catalogue = await draftCatalogue(ctx);
      return answerOf(ctx, catalogue, find(catalogue, list, keyParam(request)));
    },

    async create(ctx, request, reply, staff) {
      const { fields } = RecordSaveSchema.parse(request.body ?? {});
      const catalogue = await draftCatalogue(ctx);
      const store = mediaStoreOf(ctx.config.mediaStorage);
      const checked = await validateRecord(list, withMadeIdentifier(list, fields, catalogue), store);
      if ('errors' in checked) throw badRequest(checked.errors);
      const item = await withRecordingChapters(list, checked.item, store);
      refuseFieldsOfOthers(staff, list, asTheyMayMakeIt(staff, list, item), item);
      const key = recordKey(list, item);
      if (catalogue.hasKey(list, key)) throw badRequest(RECORD_MESSAGES.keyTaken(list, key));
      checkReferences(catalogue, { list, key, fields: item });
      const at = ctx.clock.now();
      const written = await ctx.db.transaction(async (tx) => {
        const made = await writeDraft(tx, { list, key, fields: item, isNew: true, staffId: staff.id, at }, 0);
        if (made) await recordChange(tx, audit(staff, ctx, key, 'create', null, item));
        return made;
      });
      if (!written) throw badRequest(RECORD_MESSAGES.keyTaken(list, key));
      const after = await draftCatalogue(ctx);
      return reply.code(201).send(answerOf(ctx, after, find(after, list, key)));
    },

    async save(ctx, request, reply, staff) {
      const key = keyParam(request);
      const { fields } = RecordSaveSchema.parse(request.body ?? {});
      const catalogue = await draftCatalogue(ctx);
      const view = find(catalogue, list, key);
      const stale = staleness(ctx, request, catalogue, view);
      if (stale) return reply.code(409).send(stale);
      if (view.state === 'deleted') throw new HttpError(409, { detail: RECORD_MESSAGES.deletedDraft });
      const store = mediaStoreOf(ctx.config.mediaStorage);
      const checked = await validateRecord(list, fields, store);
      if ('errors' in checked) throw badRequest(checked.errors);
      const item = await withRecordingChapters(list, checked.item, store);
      refuseFieldsOfOthers(staff, list, view.fields, item);
      const carried = carriedChanges(catalogue, view, item);
      checkReferences(catalogue, { list, key, fields: item }, pendingOf(carried));
      const done = await saveCarrying(ctx, staff, view, item, carried);
      const after = await draftCatalogue(ctx);
      if (!done) return reply.code(409).send(conflictOf(ctx, after, after.record(list, key)));
      const answer = answerOf(ctx, after, find(after, list, key));
      return carried.length === 0 ? answer : { ...answer, carried: carriedAnswer(after, carried) };
    },

    async remove(ctx, request, reply, staff) {
      const key = keyParam(request);
      const catalogue = await draftCatalogue(ctx);
      const view = find(catalogue, list, key);
      const stale = staleness(ctx, request, catalogue, view);
      if (stale) return reply.code(409).send(stale);
      if (view.state === 'deleted') return answerOf(ctx, catalogue, view);
      checkReferences(catalogue, { list, key, fields: null });
      const revision = view.draft?.revision ?? 0;
      const done = await ctx.db.transaction(async (tx) => {
        const ok =
          view.state === 'new'
            ? await deleteDraft(tx, list, key, revision)
            : await writeDraft(
                tx,
                { list, key, fields: null, isNew: false, staffId: staff.id, at: ctx.clock.now() },
                revision,
              );
        if (ok) await recordChange(tx, audit(staff, ctx, key, 'delete', view.fields, null));
        return ok;
      });
      const after = await draftCatalogue(ctx);
      if (!done) return reply.code(409).send(conflictOf(ctx, after, after.record(list, key)));
      const now = after.record(list, key);
      return now === undefined ? reply.code(204).send() : answerOf(ctx, after, now);
    },

    async discard(ctx, request, reply, staff) {
      const key = keyParam(request);
      const catalogue = await draftCatalogue(ctx);
      const view = find(catalogue, list, key);
      const stale = staleness(ctx, request, catalogue, view);
      if (stale) return reply.code(409).send(stale);
      if (view.draft === undefined) return answerOf(ctx, catalogue, view);
      checkReferences(catalogue, { list, key, fields: view.published });
      const done = await ctx.db.transaction(async (tx) => {
        const ok = await deleteDraft(tx, list, key, view.draft?.revision ?? 0);
        const action = view.published === null ? 'delete' : 'update';
        const before = view.state === 'deleted' ? null : view.fields;
        if (ok) await recordChange(tx, audit(staff, ctx, key, action, before, view.published));
        return ok;
      });
      const after = await draftCatalogue(ctx);
      if (!done) return reply.code(409).send(conflictOf(ctx, after, after.record(list, key)));
      const now = after.record(list, key);
      return now === undefined ? reply.code(204).send() : answerOf(ctx, after, now);
    },
  };
}

/** `lists` (GET): the lists the studio edits, with their fields. */
export function listDescriptions(): Promise<unknown> {
  return Promise.resolve({ lists: STUDIO_LISTS.map(describeList) });
}
