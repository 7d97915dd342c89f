import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuditPageSchema,
  ListDescriptionsSchema,
  RecordConflictSchema,
  RecordPageSchema,
  STUDIO_PATHS,
  StudioRecordSchema,
  type StudioRecord,
} from '../../src/lib/studio/contract.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { draftsAnImportReplaces } from '../../server/src/studio/records/drafts-over-import.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { getOk } from './support/catalog-http.ts';
import { createStaff, expectStatus, studio, type TestStaff } from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** The studio's catalogue routes over real HTTP: drafts beside the published catalogue. */
describe('studio records', () => {
  let server: TestServer;
  let editor: TestStaff;
  let media: TestStaff;

  beforeAll(async () => {
    server = await startTestServer({
      env: { AUTH_RATE_LIMIT: '1000' },
      prepare: (db) => importCatalog(db, smallCatalog),
    });
    editor = await createStaff(server, 'editor@example.org', 'editor');
    media = await createStaff(server, 'media@example.org', 'media');
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, options: { body?: unknown; version?: string; token?: string } = {}) =>
    studio(server, method, path, {
      token: options.token ?? editor.token,
      ...(options.body === undefined ? {} : { body: options.body }),
      ...(options.version === undefined ? {} : { headers: { 'if-match': options.version } }),
    });
  const page = async (list: string, query = '') =>
    RecordPageSchema.parse(expectStatus(await call('GET', `${STUDIO_PATHS.records(list)}${query}`), 200));
  const read = async (list: string, key: string) =>
    StudioRecordSchema.parse(expectStatus(await call('GET', STUDIO_PATHS.record(list, key)), 200));
  const save = (record: StudioRecord, fields: Record<string, unknown>) =>
    call('PUT', STUDIO_PATHS.record(record.list, record.key), { body: { fields }, version: record.version });

  it('describes every list with its fields, from the entity descriptions', async () => {
    const { lists } = ListDescriptionsSchema.parse(expectStatus(await call('GET', STUDIO_PATHS.lists), 200));
    expect(lists.map((l) => l.list)).toContain('compositions');
    const people = lists.find((l) => l.list === 'people');
    const field = (name: string) => people?.fields.find((f) => f.name === name);
    expect(field('last_name')).toMatchObject({ kind: 'text', required: true, example: 'Price' });
    expect(field('first_name')).toMatchObject({ kind: 'text', required: false });
    expect(field('biography')).toMatchObject({ kind: 'html', required: false });
    expect(field('country')).toMatchObject({
      kind: 'reference',
      reference: { list: 'categories', kind: 'nationality' },
    });
    expect(field('primary_kind')).toMatchObject({ kind: 'choice', choices: ['composer', 'performer', 'conductor'] });
    expect(field('birth_year')).toMatchObject({ kind: 'integer', required: false });
    const performances = lists.find((l) => l.list === 'performances');
    const recordings = performances?.fields.find((f) => f.name === 'recordings');
    expect(recordings?.kind).toBe('list');
    expect(recordings?.item?.map((f) => f.name)).toContain('movement_cuepoints');
  });

  it('lists, searches (diacritics folded) and pages on the server', async () => {
    const all = await page('people', '?per_page=3');
    expect(all.total).toBe(smallCatalog.people?.length);
    expect(all.items).toHaveLength(3);
    expect(all.items.every((item) => item.state === 'published')).toBe(true);
    const found = await page('people', '?q=dvorak');
    expect(found.items.map((item) => [item.key, item.title])).toEqual([['antonin-dvorak', 'Antonín Dvořák']]);
    const works = await page('compositions', `?q=${encodeURIComponent('Dvořák serenade')}`);
    expect(works.items.map((item) => item.key)).toEqual(['serenade-for-strings']);
    expect(works.items[0]?.subtitle).toContain('Antonín Dvořák');
    const refused = await call('GET', `${STUDIO_PATHS.records('people')}?per_page=1000`);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ per_page: ['At most 100.'] });
  });

  it('creates a person as a draft with a made identifier, and leaves the public API as it was', async () => {
    const created = StudioRecordSchema.parse(
      expectStatus(
        await call('POST', STUDIO_PATHS.records('people'), {
          body: { fields: { first_name: 'Florence', last_name: 'Price', birth_year: 1887, country: 'american' } },
        }),
        201,
      ),
    );
    expect(created).toMatchObject({ key: 'florence-price', state: 'new', title: 'Florence Price', published: null });
    expect(created.fields).toMatchObject({ identifier: 'florence-price', death_year: null, primary_kind: 'performer' });
    expect(created.updated_by).toBe(editor.staff.name);
    // A second of the same name gets the next identifier.
    const second = await call('POST', STUDIO_PATHS.records('people'), {
      body: { fields: { first_name: 'Florence', last_name: 'Price' } },
    });
    expect(StudioRecordSchema.parse(expectStatus(second, 201)).key).toBe('florence-price-2');
    expect((await page('people', '?state=new')).items.map((item) => item.key)).toEqual([
      'florence-price',
      'florence-price-2',
    ]);
    const published = (await getOk(server, '/api/2/combined/')) as { people?: { identifier: string }[] };
    expect(JSON.stringify(published)).not.toContain('florence-price');
  });

  it('refuses bad input at its field, with the value and an example, and saves nothing', async () => {
    const before = await page('people');
    const answer = await call('POST', STUDIO_PATHS.records('people'), {
      body: { fields: { first_name: 'Nobody', last_name: '', birth_year: 'nineteen', country: 'atlantis' } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      last_name: ['"" is empty; expected e.g. "Price"'],
      birth_year: ['"nineteen" is not a number; expected e.g. 1887'],
    });
    const reference = await call('POST', STUDIO_PATHS.records('people'), {
      body: { fields: { first_name: 'Nobody', last_name: 'Atlantean', country: 'atlantis' } },
    });
    expect(reference.status).toBe(400);
    expect(reference.body).toEqual({ country: ["country 'atlantis' does not exist"] });
    expect((await page('people')).total).toBe(before.total);
  });

  it('refuses a stale save with the record as it is now (409), and one without a version (428)', async () => {
    const opened = await read('people', 'igor-stravinsky');
    const first = await save(opened, { ...opened.fields, custom_title: 'Composer in residence' });
    const saved = StudioRecordSchema.parse(expectStatus(first, 200));
    expect(saved).toMatchObject({ state: 'changed', title: 'Igor Stravinsky' });
    expect(saved.published).toMatchObject({ custom_title: '' });
    const second = await save(opened, { ...opened.fields, custom_title: 'Guest' });
    const conflict = RecordConflictSchema.parse(expectStatus(second, 409));
    expect(conflict.current.fields).toMatchObject({ custom_title: 'Composer in residence' });
    expect((await read('people', 'igor-stravinsky')).fields).toMatchObject({ custom_title: 'Composer in residence' });
    const unversioned = await call('PUT', STUDIO_PATHS.record('people', 'igor-stravinsky'), {
      body: { fields: opened.fields },
    });
    expect(unversioned.status).toBe(428);
  });

  it('makes one of two saves of the same version win when they race', async () => {
    const opened = await read('people', 'ilse-brandt');
    const answers = await Promise.all(
      ['Violin', 'Viola', 'Cello'].map((title) => save(opened, { ...opened.fields, custom_title: title })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
  });

  it('refuses to delete a person others refer to, naming them; deletes and discards otherwise', async () => {
    const dvorak = await read('people', 'antonin-dvorak');
    const refused = await call('DELETE', STUDIO_PATHS.record('people', 'antonin-dvorak'), { version: dvorak.version });
    expect(refused.status).toBe(409);
    expect((refused.body as { detail: string }).detail).toContain("composition 'serenade-for-strings'");
    const monk = await read('people', 'anonymous-monk');
    const deleted = StudioRecordSchema.parse(
      expectStatus(
        await call('DELETE', STUDIO_PATHS.record('people', 'anonymous-monk'), { version: monk.version }),
        200,
      ),
    );
    expect(deleted.state).toBe('deleted');
    const restored = StudioRecordSchema.parse(
      expectStatus(
        await call('POST', STUDIO_PATHS.discard('people', 'anonymous-monk'), { version: deleted.version }),
        200,
      ),
    );
    expect(restored.state).toBe('published');
  });

  it('goes back to published when a save matches the published record', async () => {
    const opened = await read('people', 'jonah-reyes');
    const changed = StudioRecordSchema.parse(
      expectStatus(await save(opened, { ...opened.fields, years: '1990–' }), 200),
    );
    expect(changed.state).toBe('changed');
    const back = StudioRecordSchema.parse(expectStatus(await save(changed, opened.fields), 200));
    expect(back.state).toBe('published');
  });

  it('refuses a recording whose media folder is not in the media root, at its field', async () => {
    const answer = await call('POST', STUDIO_PATHS.records('performances'), {
      body: {
        fields: {
          composition: 'serenade-for-strings',
          recordings: [{ type: 'A', media: 'audio/nowhere-to-be-found', duration_ms: 1000 }],
        },
      },
    });
    expect(answer.status).toBe(400);
    const errors = answer.body as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual(['recordings']);
    expect(errors['recordings']?.[0]).toMatch(
      /^recordings\[0\]\.media: "audio\/nowhere-to-be-found" is not a folder in the media root/,
    );
  });

  it('keeps only the markup the site allows in HTML fields, nested ones too', async () => {
    const opened = await read('compositions', 'prelude-in-e-major');
    const saved = StudioRecordSchema.parse(
      expectStatus(
        await save(opened, {
          ...opened.fields,
          program_note: {
            text: '<p class="MsoNormal" style="color:red">A <b>prelude</b><script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
            credit: 'Note by <em>Jo</em>',
          },
        }),
        200,
      ),
    );
    expect(saved.fields['program_note']).toEqual({
      text: '<p>A <b>prelude</b> <a>x</a></p>',
      credit: 'Note by <em>Jo</em>',
    });
  });

  it('names the drafts an import would replace, and keeps them', async () => {
    const people = (smallCatalog.people ?? [])
      .filter((person) => person.identifier !== 'ilse-brandt')
      .map((person) => (person.identifier === 'igor-stravinsky' ? { ...person, custom_title: 'Composer' } : person));
    const document = { ...smallCatalog, people: [...people, { identifier: 'florence-price', last_name: 'Price' }] };
    const lines = await draftsAnImportReplaces(server.db, document);
    expect(lines).toEqual([
      expect.stringMatching(
        /^person 'igor-stravinsky': changed by this import under a studio draft \(draft by .+ UTC\)$/,
      ),
      expect.stringMatching(/^person 'ilse-brandt': left out by this import, with a studio draft on it/),
      expect.stringMatching(/^person 'florence-price': drafted as new in the studio, now published by this import/),
    ]);
    // The drafts stand on records the same document leaves as they are: nothing to say.
    expect(await draftsAnImportReplaces(server.db, smallCatalog)).toEqual([]);
  });

  it('lets the media role change a performance’s recordings, not its other fields, and not people', async () => {
    expect((await call('GET', STUDIO_PATHS.records('performances'), { token: media.token })).status).toBe(200);
    expect((await call('GET', STUDIO_PATHS.records('people'), { token: media.token })).status).toBe(403);
    const { items } = await page('performances', '?per_page=1');
    const opened = await read('performances', items[0]?.key ?? '');
    const asMedia = (fields: Record<string, unknown>, version: string) =>
      call('PUT', STUDIO_PATHS.record('performances', opened.key), { body: { fields }, version, token: media.token });
    const refused = await asMedia({ ...opened.fields, premiere: 'World premiere' }, opened.version);
    expect(refused.status).toBe(403);
    expect((refused.body as { detail: string }).detail).toContain('may not change premiere');
    const captions = { ...opened.fields, chapter_captions_url: '/media/video/x/chapters.vtt' };
    const saved = StudioRecordSchema.parse(expectStatus(await asMedia(captions, opened.version), 200));
    expect(saved.fields['chapter_captions_url']).toBe('/media/video/x/chapters.vtt');
    const removal = await call('DELETE', STUDIO_PATHS.record('performances', opened.key), {
      version: saved.version,
      token: media.token,
    });
    expect(removal.status).toBe(403);
  });

  it('logs every change with its fields before and after', async () => {
    const admin = await createStaff(server, 'admin@example.org', 'admin');
    const log = AuditPageSchema.parse(
      expectStatus(
        await studio(server, 'GET', `${STUDIO_PATHS.audit}?entity_type=person&record_id=igor-stravinsky`, {
          token: admin.token,
        }),
        200,
      ),
    );
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({
      action: 'update',
      staff_id: editor.staff.id,
      changes: { custom_title: { before: '', after: 'Composer in residence' } },
    });
  });

  it('lists each draft at once: a new title in its sorted place, a renamed composer in the subtitles', async () => {
    const before = await page('compositions', '?per_page=3');
    const work = await read('compositions', 'serenade-for-strings');
    const retitled = StudioRecordSchema.parse(
      expectStatus(await save(work, { ...work.fields, title: 'Aaa Serenade' }), 200),
    );
    expect((await page('compositions', '?per_page=1')).items).toEqual([
      { key: 'serenade-for-strings', title: 'Aaa Serenade', subtitle: 'Antonín Dvořák, Op. 22', state: 'changed' },
    ]);
    const dvorak = await read('people', 'antonin-dvorak');
    const renamed = StudioRecordSchema.parse(
      expectStatus(await save(dvorak, { ...dvorak.fields, last_name: 'Dvořák-Brahms' }), 200),
    );
    expect((await page('compositions', '?q=brahms')).items.map((item) => item.subtitle)).toContain(
      'Antonín Dvořák-Brahms, Op. 22',
    );
    for (const record of [retitled, renamed]) {
      expectStatus(await call('POST', STUDIO_PATHS.discard(record.list, record.key), { version: record.version }), 200);
    }
    expect(await page('compositions', '?per_page=3')).toEqual(before);
  });
});
