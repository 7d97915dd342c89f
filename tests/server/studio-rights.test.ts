import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LicencesOverviewSchema,
  STUDIO_PATHS,
  StudioRecordSchema,
  type StudioRecord,
} from '../../src/lib/studio/contract.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { PERFORMANCES } from '../fixtures/catalog/small-catalog-keys.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { createStaff, expectStatus, studio, type TestStaff } from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const NOW = new Date('2027-05-10T15:00:00.000Z');
/** Midnight of 1 June 2027, Central time: a licence 'until 31 May 2027', three weeks after NOW. */
const JUNE_1 = '2027-06-01T05:00:00.000Z';

/** The studio's licence fields: who records them, what it says of them, and what it watches. */
describe('studio licences', () => {
  let server: TestServer;
  let editor: TestStaff;
  let rights: TestStaff;
  let admin: TestStaff;

  beforeAll(async () => {
    server = await startTestServer({
      env: { AUTH_RATE_LIMIT: '1000' },
      prepare: (db) => importCatalog(db, smallCatalog),
    });
    server.clock.set(NOW);
    editor = await createStaff(server, 'editor@example.org', 'editor');
    rights = await createStaff(server, 'rights@example.org', 'rights');
    admin = await createStaff(server, 'admin@example.org', 'admin');
  });
  afterAll(() => server.close());

  const read = async (list: string, key: string, token = rights.token) =>
    StudioRecordSchema.parse(expectStatus(await studio(server, 'GET', STUDIO_PATHS.record(list, key), { token }), 200));
  const save = (record: StudioRecord, fields: Record<string, unknown>, token: string) =>
    studio(server, 'PUT', STUDIO_PATHS.record(record.list, record.key), {
      token,
      body: { fields: { ...record.fields, ...fields } },
      headers: { 'if-match': record.version },
    });
  const detailOf = (answer: { body: unknown }) => (answer.body as { detail?: string }).detail ?? '';

  it('lets a rights manager record a licence, says it in words, and keeps the territories as written', async () => {
    const opened = await read('performances', PERFORMANCES.eroicaSpring);
    expect(opened.licence).toBe('No licence recorded: audio and video, worldwide');
    const answer = await save(
      opened,
      { streaming_media: 'audio', allowed_territories: 'us, ca', available_until: JUNE_1 },
      rights.token,
    );
    const saved = StudioRecordSchema.parse(expectStatus(answer, 200));
    expect(saved.fields['allowed_territories']).toBe('US, CA');
    expect(saved.licence).toBe('Video not licensed: audio only in the US and Canada, until 31 May 2027');
  });

  it('shows a typed territory it cannot place at its field, and a window that never opens at its end', async () => {
    const opened = await read('performances', PERFORMANCES.eroicaWinter);
    const territory = await save(opened, { allowed_territories: 'US, Germany' }, rights.token);
    expect(territory.status).toBe(400);
    expect((territory.body as Record<string, string[]>)['allowed_territories']?.[0]).toContain(
      "'Germany' is neither a country code (two letters, as 'DE' for Germany) nor a group",
    );
    const window = await save(opened, { available_from: JUNE_1, available_until: JUNE_1 }, rights.token);
    expect(window.status).toBe(400);
    expect(window.body).toEqual({
      available_until: ['The licence would end before it starts: set an end after the start.'],
    });
  });

  it('keeps the rights manager to the licence fields, and the editor from them', async () => {
    const performance = await read('performances', PERFORMANCES.eroicaWinter);
    const retitled = await save(performance, { premiere: 'World premiere' }, rights.token);
    expect(retitled.status).toBe(403);
    expect(detailOf(retitled)).toContain('may not change premiere of this record: ask an editor');
    const licensed = await save(performance, { streaming_media: 'none' }, editor.token);
    expect(licensed.status).toBe(403);
    expect(detailOf(licensed)).toBe(
      'A member with the editor role may not change streaming_media of this record: ask a rights manager or an admin. Nothing was saved.',
    );
    const work = await read('compositions', 'symphony-no-3-eroica');
    expectStatus(await save(work, { public_domain: true, publisher: 'Bärenreiter' }, rights.token), 200);
    expect(
      (await save(await read('compositions', 'symphony-no-3-eroica'), { title: 'Eroica' }, rights.token)).status,
    ).toBe(403);
    // A rights manager makes and deletes nothing, and opens no list without a licence field.
    expect((await studio(server, 'GET', STUDIO_PATHS.records('people'), { token: rights.token })).status).toBe(403);
    const made = await studio(server, 'POST', STUDIO_PATHS.records('performances'), {
      token: rights.token,
      body: { fields: { composition: 'symphony-no-3-eroica' } },
    });
    expect(made.status).toBe(403);
  });

  it('refuses an editor’s new performance that records a licence, and makes one that does not', async () => {
    const fields = { composition: 'symphony-no-3-eroica', program: 'winter-light', position: 7 };
    const refused = await studio(server, 'POST', STUDIO_PATHS.records('performances'), {
      token: editor.token,
      body: { fields: { ...fields, streaming_media: 'both' } },
    });
    expect(refused.status).toBe(403);
    expect(detailOf(refused)).toContain('may not change streaming_media');
    const made = await studio(server, 'POST', STUDIO_PATHS.records('performances'), {
      token: editor.token,
      body: { fields },
    });
    expect(made.status).toBe(201);
  });

  it('lists what ends within 30 days and what has no licence recorded, for rights managers and admins', async () => {
    const overview = LicencesOverviewSchema.parse(
      expectStatus(await studio(server, 'GET', STUDIO_PATHS.licences, { token: rights.token }), 200),
    );
    expect(overview.ending).toEqual([
      expect.objectContaining({
        key: PERFORMANCES.eroicaSpring,
        licence: 'Video not licensed: audio only in the US and Canada, until 31 May 2027',
        ends_at: JUNE_1,
      }),
    ]);
    // The Eroica went into the public domain above: its performances no longer wait for a licence.
    expect(overview.unrecorded.map((row) => row.key)).not.toContain(PERFORMANCES.eroicaWinter);
    expect(overview.unrecorded_count).toBe(overview.unrecorded.length);
    expect(overview.unrecorded_count).toBeGreaterThan(0);
    expect(overview.unrecorded_streams).toBe(true);
    expect((await studio(server, 'GET', STUDIO_PATHS.licences, { token: admin.token })).status).toBe(200);
    expect((await studio(server, 'GET', STUDIO_PATHS.licences, { token: editor.token })).status).toBe(403);
  });
});
