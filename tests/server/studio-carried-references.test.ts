import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuditPageSchema,
  PublishSchema,
  RecordPageSchema,
  STUDIO_PATHS,
  StudioRecordSchema,
  type StudioRecord,
} from '../../src/lib/studio/contract.ts';
import { checkReferences } from '../../server/src/catalog/check-references.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { findStaffById } from '../../server/src/studio/staff-rows.ts';
import { carriedChanges } from '../../server/src/studio/records/carried-references.ts';
import { currentDraftCatalogue } from '../../server/src/studio/records/draft-catalogue.ts';
import { publishedCatalogue } from '../../server/src/studio/records/published-catalogue.ts';
import { CarriedRecordChangedError, saveDraftChange } from '../../server/src/studio/records/save-draft-change.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { getOk } from './support/catalog-http.ts';
import { FakeSitePipeline, kickedWorker } from './support/fake-site-pipeline.ts';
import { createStaff, expectStatus, retitleComposition, studio, type TestStaff } from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * A changed identifier carries the references along, over real HTTP: the records that named the old
 * one are saved as drafts naming the new one, with the renamed record, each in the audit log, and a
 * publish of them all leaves nothing dangling.
 */
describe('studio: a new identifier carries the references along', () => {
  let server: TestServer;
  let editor: TestStaff;
  let admin: TestStaff;

  beforeAll(async () => {
    server = await startTestServer({
      env: { AUTH_RATE_LIMIT: '1000' },
      prepare: (db) => importCatalog(db, smallCatalog),
      publisher: kickedWorker(new FakeSitePipeline([])),
    });
    editor = await createStaff(server, 'editor@example.org', 'editor');
    admin = await createStaff(server, 'admin@example.org', 'admin');
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, options: { body?: unknown; version?: string; token?: string } = {}) =>
    studio(server, method, path, {
      token: options.token ?? editor.token,
      ...(options.body === undefined ? {} : { body: options.body }),
      ...(options.version === undefined ? {} : { headers: { 'if-match': options.version } }),
    });
  const read = async (list: string, key: string) =>
    StudioRecordSchema.parse(expectStatus(await call('GET', STUDIO_PATHS.record(list, key)), 200));
  const rename = async (record: StudioRecord, identifier: string) =>
    StudioRecordSchema.parse(
      expectStatus(
        await call('PUT', STUDIO_PATHS.record(record.list, record.key), {
          body: { fields: { ...record.fields, identifier } },
          version: record.version,
        }),
        200,
      ),
    );
  const publish = async (body: unknown) => {
    const queued = PublishSchema.parse(expectStatus(await call('POST', STUDIO_PATHS.publishes, { body }), 202));
    await server.publisher?.settled();
    server.clock.advance(1_001);
    return PublishSchema.parse(expectStatus(await call('GET', STUDIO_PATHS.publish(queued.id)), 200));
  };
  const auditOf = async (entityType: string, recordId: string) =>
    AuditPageSchema.parse(
      expectStatus(
        await call('GET', `${STUDIO_PATHS.audit}?entity_type=${entityType}&record_id=${recordId}`, {
          token: admin.token,
        }),
        200,
      ),
    ).items;

  it('renames a composer: the works name the new identifier, each in the audit log, and the answer says so', async () => {
    const renamed = await rename(await read('people', 'antonin-dvorak'), 'dvorak');
    expect(renamed).toMatchObject({ key: 'antonin-dvorak', state: 'changed', fields: { identifier: 'dvorak' } });
    expect(renamed.carried).toEqual({ count: 2, titles: ['Serenade for Strings in E major', 'Lost Work'] });
    for (const work of ['serenade-for-strings', 'lost-work']) {
      const draft = await read('compositions', work);
      expect(draft).toMatchObject({ state: 'changed', updated_by: editor.staff.name });
      expect(draft.fields['composer']).toBe('dvorak');
      expect(draft.published?.['composer']).toBe('antonin-dvorak');
      expect(await auditOf('composition', work)).toEqual([
        expect.objectContaining({
          action: 'update',
          staff_id: editor.staff.id,
          changes: { composer: { before: 'antonin-dvorak', after: 'dvorak' } },
        }),
      ]);
    }
    expect(await auditOf('person', 'antonin-dvorak')).toEqual([
      expect.objectContaining({ changes: { identifier: { before: 'antonin-dvorak', after: 'dvorak' } } }),
    ]);
    // The works' lists still show the composer's name, found by the identifier as drafted.
    const works = RecordPageSchema.parse(
      expectStatus(await call('GET', `${STUDIO_PATHS.records('compositions')}?q=serenade`), 200),
    );
    expect(works.items[0]?.subtitle).toBe('Antonín Dvořák, Op. 22');
  });

  it('renames a collection the home page names, and a work whose draft another editor saved', async () => {
    const renamed = await rename(await read('curated_collections', 'beethoven-essentials'), 'essentials');
    expect(renamed.carried).toEqual({ count: 1, titles: ['home-headline'] });
    expect((await read('home_content', 'home-headline')).fields['curated_collection']).toBe('essentials');

    await retitleComposition(server, editor.token, 'prelude-in-e-major', 'Prelude, retitled');
    const prelude = await read('compositions', 'prelude-in-e-major');
    const work = await rename(prelude, 'prelude');
    expect(work.carried?.count).toBe(1);
    // A performance's title is its work's, found by the work's new identifier.
    expect(work.carried?.titles).toEqual(['Prelude, retitled']);
  });

  it('keeps a record whose draft deletes it as it is, and the old refusal of a deletion others need', async () => {
    const dvorakWork = await read('compositions', 'lost-work');
    const deleted = await call('DELETE', STUDIO_PATHS.record('compositions', 'lost-work'), {
      version: dvorakWork.version,
    });
    expect(StudioRecordSchema.parse(expectStatus(deleted, 200)).state).toBe('deleted');
    const person = await read('people', 'antonin-dvorak');
    const back = await rename(person, 'antonin-dvorak');
    expect(back).toMatchObject({
      state: 'published',
      carried: { count: 1, titles: ['Serenade for Strings in E major'] },
    });
    // Carried back to the published record: no draft is left.
    expect((await read('compositions', 'serenade-for-strings')).state).toBe('published');
    expect((await read('compositions', 'lost-work')).state).toBe('deleted');
    // A record named by others is still not deleted under them.
    const bach = await read('people', 'johann-sebastian-bach');
    const refused = await call('DELETE', STUDIO_PATHS.record('people', bach.key), { version: bach.version });
    expect(refused.status).toBe(409);
    expectStatus(
      await call('POST', STUDIO_PATHS.discard('compositions', 'lost-work'), {
        version: (await read('compositions', 'lost-work')).version,
      }),
      200,
    );
    expect((await read('compositions', 'lost-work')).fields['composer']).toBe('antonin-dvorak');
  });

  it('saves nothing when a record it carries was saved by someone else meanwhile', async () => {
    const catalogue = await currentDraftCatalogue(server.db);
    const view = catalogue.record('people', 'ava-lindqvist');
    if (view === undefined) throw new Error('no ava-lindqvist');
    const item = { ...view.fields, identifier: 'lindqvist' };
    const carried = carriedChanges(catalogue, view, item);
    expect(carried.map((change) => change.view.key)).toContain('northern-lights');
    await retitleComposition(server, editor.token, 'northern-lights', 'Northern Lights, revised');
    const staff = await findStaffById(server.db, editor.staff.id);
    if (staff === undefined) throw new Error('no editor');
    await expect(saveDraftChange(server, staff, view, item, carried)).rejects.toBeInstanceOf(CarriedRecordChangedError);
    expect((await read('people', 'ava-lindqvist')).state).toBe('published');
    expect((await read('compositions', 'northern-lights')).fields['composer']).toBe('ava-lindqvist');
  });

  it('publishes the renamed composer with its works: the reference check passes and the works name the new one', async () => {
    expectStatus(
      await call('POST', STUDIO_PATHS.discard('compositions', 'northern-lights'), {
        version: (await read('compositions', 'northern-lights')).version,
      }),
      200,
    );
    await rename(await read('people', 'ava-lindqvist'), 'lindqvist');
    // The composer alone would leave the published works naming the old identifier: refused.
    const alone = await publish({ records: [{ list: 'people', key: 'ava-lindqvist' }] });
    expect(alone.state).toBe('failed');
    expect(alone.reason).toMatch(/^The drafts cannot be published: .*composer 'ava-lindqvist' does not exist/);
    const done = await publish({});
    expect(done).toMatchObject({ state: 'done', reason: null });
    const { doc } = await publishedCatalogue(server.db);
    expect(checkReferences(doc)).toEqual([]);
    expect(doc.people.map((person) => person.identifier)).toEqual(
      expect.arrayContaining(['lindqvist', 'antonin-dvorak']),
    );
    expect(doc.people.map((person) => person.identifier)).not.toContain('ava-lindqvist');
    expect(doc.compositions.find((work) => work.identifier === 'northern-lights')?.composer).toBe('lindqvist');
    expect(doc.performances.filter((p) => p.composition === 'prelude')).toHaveLength(1);
    expect(doc.home_content.find((block) => block.identifier === 'home-headline')?.curated_collection).toBe(
      'essentials',
    );
    const answer = (await getOk(server, '/api/2/compositions/northern-lights/')) as {
      composer: { identifier: string } | null;
    };
    expect(answer.composer?.identifier).toBe('lindqvist');
  });
});
