import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withMasterAttached } from '../../src/lib/studio/attach-master.ts';
import {
  AuditPageSchema,
  MasterSchema,
  STUDIO_PATHS,
  StudioRecordSchema,
  type StudioRecord,
} from '../../src/lib/studio/contract.ts';
import type { Master } from '../../src/lib/studio/masters.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { makeMedia, pictureInput, sineInput, useMediaFolder } from '../support/media-fixtures.ts';
import { closeMediaServer, madeMaster, mediaServer, uploadMaster } from './support/master-requests.ts';
import { createStaff, expectStatus, studio, type TestStaff } from './support/studio-requests.ts';

const captionsFile = (line: string) => `WEBVTT\n\n00:00.000 --> 00:01.000\n${line}\n`;

interface VideoCaptions {
  captions: { language: string; label: string; url: string }[];
  captions_url?: string | null;
}

/** Captions added to or removed from a master reach the draft performances that play it, over real HTTP. */
describe('captions that follow a master to its performances', () => {
  const media = useMediaFolder();
  let place: Awaited<ReturnType<typeof mediaServer>>;
  let editor: TestStaff;
  let admin: TestStaff;
  let master: Master & { folder: string; played_ms: number };

  beforeAll(async () => {
    place = await mediaServer('worker', {}, (db) => importCatalog(db, smallCatalog));
    editor = await createStaff(place.server, 'editor@example.org', 'editor');
    admin = await createStaff(place.server, 'admin@example.org', 'admin');
    const video = await makeMedia(media(), 'camera.mp4', [
      ...pictureInput(3, 320, 180),
      ...sineInput(3),
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'],
    ]);
    const uploaded = await uploadMaster(place.server, place.staff, video, 'Camera.mp4');
    const made = await madeMaster(place.server, place.staff, uploaded.id);
    if (made.folder === null || made.played_ms === null) throw new Error('The master has no renditions.');
    master = { ...made, folder: made.folder, played_ms: made.played_ms };
  });
  afterAll(() => closeMediaServer(place));

  const putCaptions = async (language: string, line: string) =>
    MasterSchema.parse(
      expectStatus(
        await studio(place.server, 'PUT', STUDIO_PATHS.masterCaptions(master.id, language), {
          token: place.staff.token,
          body: captionsFile(line),
          headers: { 'content-type': 'text/vtt' },
        }),
        200,
      ),
    );
  const removeCaptions = async (language: string) =>
    MasterSchema.parse(
      expectStatus(
        await studio(place.server, 'DELETE', STUDIO_PATHS.masterCaptions(master.id, language), {
          token: place.staff.token,
        }),
        200,
      ),
    );
  const read = async (key: string) =>
    StudioRecordSchema.parse(
      expectStatus(
        await studio(place.server, 'GET', STUDIO_PATHS.record('performances', key), { token: place.staff.token }),
        200,
      ),
    );
  const save = async (staff: TestStaff, record: StudioRecord, fields: Record<string, unknown>) =>
    StudioRecordSchema.parse(
      expectStatus(
        await studio(place.server, 'PUT', STUDIO_PATHS.record('performances', record.key), {
          token: staff.token,
          body: { fields },
          headers: { 'if-match': record.version },
        }),
        200,
      ),
    );
  /** A new performance of the serenade with the master attached as its video, as the Media screen attaches. */
  const attachedPerformance = async () => {
    const created = StudioRecordSchema.parse(
      expectStatus(
        await studio(place.server, 'POST', STUDIO_PATHS.records('performances'), {
          token: editor.token,
          body: { fields: { composition: 'serenade-for-strings', program: 'spring-festival-2024' } },
        }),
        201,
      ),
    );
    const withMaster = { ...master, captions: (await masterNow()).captions };
    return save(place.staff, created, withMasterAttached(created.fields, withMaster, 'V'));
  };
  const masterNow = async () => {
    const answer = await studio(place.server, 'GET', STUDIO_PATHS.masters, { token: place.staff.token });
    const found = (expectStatus(answer, 200) as { results: Master[] }).results.find((each) => each.id === master.id);
    if (found === undefined) throw new Error('The master is not listed.');
    return found;
  };
  const videoOf = (record: StudioRecord) =>
    (record.fields['recordings'] as ({ type: string } & VideoCaptions)[]).find((each) => each.type === 'V');
  const trackOf = (answer: Master, language: string) => answer.captions.find((each) => each.language === language);

  it('gives the performance the languages added to its master, without attaching it again', async () => {
    const english = trackOf(await putCaptions('en', 'Welcome.'), 'en');
    const performance = await attachedPerformance();
    expect(videoOf(performance)).toMatchObject({ captions: [english], captions_url: english?.url });

    const withFrench = await putCaptions('fr', 'Bienvenue.');
    const followed = await read(performance.key);
    expect(followed.state).toBe('new');
    expect(videoOf(followed)).toMatchObject({ captions: withFrench.captions, captions_url: english?.url });
    expect(withFrench.captions.map((each) => each.language)).toEqual(['en', 'fr']);

    const log = AuditPageSchema.parse(
      expectStatus(
        await studio(
          place.server,
          'GET',
          `${STUDIO_PATHS.audit}?entity_type=performance&record_id=${performance.key}&per_page=50`,
          { token: admin.token },
        ),
        200,
      ),
    );
    expect(log.items[0]).toMatchObject({ action: 'update', staff_id: place.staff.staff.id });
    expect(Object.keys(log.items[0]?.changes ?? {})).toEqual(['recordings']);
  });

  it('clears the English file it gave as captions_url when English is removed from the master', async () => {
    const performance = await attachedPerformance();
    const replaced = trackOf(await putCaptions('en', 'Good evening.'), 'en');
    expect(videoOf(await read(performance.key))).toMatchObject({ captions_url: replaced?.url });

    const withoutEnglish = await removeCaptions('en');
    const followed = videoOf(await read(performance.key));
    expect(followed?.captions).toEqual(withoutEnglish.captions);
    expect(followed?.captions.map((each) => each.language)).toEqual(['fr']);
    expect(followed?.captions_url ?? null).toBeNull();
  });

  it('leaves captions an editor changed by hand after attaching as they are', async () => {
    const performance = await attachedPerformance();
    const video = videoOf(performance);
    const byHand = { ...video, captions: video?.captions.map((each) => ({ ...each, label: 'Français (SDH)' })) };
    const recordings = (performance.fields['recordings'] as { type: string }[]).map((each) =>
      each.type === 'V' ? byHand : each,
    );
    const edited = await save(editor, performance, { ...performance.fields, recordings });

    await putCaptions('de', 'Willkommen.');
    const after = await read(performance.key);
    expect(after.version).toBe(edited.version);
    expect(videoOf(after)?.captions).toEqual(byHand.captions);
  });
});
