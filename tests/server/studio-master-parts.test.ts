import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_MESSAGES, MasterSchema, STUDIO_PATHS } from '../../src/lib/studio/contract.ts';
import { makeMedia, pictureInput, sineInput, useMediaFolder } from '../support/media-fixtures.ts';
import { closeMediaServer, madeMaster, masterWhen, mediaServer, uploadMaster } from './support/master-requests.ts';
import { auditEntries } from './support/audit-requests.ts';
import { createStaff, expectStatus, studio, type TestStaff } from './support/studio-requests.ts';

/** Parts cut from a master, over real HTTP on SQLite and PostgreSQL: a master of their own, read from a span. */
describe('parts of masters', () => {
  const media = useMediaFolder();
  let place: Awaited<ReturnType<typeof mediaServer>>;
  let admin: TestStaff;
  beforeAll(async () => {
    place = await mediaServer('worker');
    admin = await createStaff(place.server, 'admin@example.org', 'admin');
  });
  afterAll(() => closeMediaServer(place));

  const cut = (masterId: number, body: unknown) =>
    studio(place.server, 'POST', STUDIO_PATHS.masterParts(masterId), { token: place.staff.token, body });

  it('cuts a span of a master into a part whose renditions are made from that span alone', async () => {
    const wav = await makeMedia(media(), 'evening.wav', [...sineInput(8), '-c:a', 'pcm_s16le']);
    const master = await madeMaster(
      place.server,
      place.staff,
      (await uploadMaster(place.server, place.staff, wav, 'Evening.wav')).id,
    );
    const answer = await cut(master.id, { name: 'Serenade, trimmed', start_ms: 1500, end_ms: 5500 });
    const part = MasterSchema.parse(expectStatus(answer, 201));
    expect(part).toMatchObject({
      filename: 'Serenade, trimmed',
      kind: 'audio',
      duration_ms: 4000,
      part_of: { id: master.id, filename: 'Evening.wav', start_ms: 1500, end_ms: 5500 },
    });
    // Logged as cut by who cut it: the part a master of its own, with its source and span.
    expect(await auditEntries(place.server, admin, { entity_type: 'master', record_id: part.id })).toMatchObject([
      {
        staff_id: place.staff.staff.id,
        action: 'cut',
        changes: {
          filename: { before: null, after: 'Serenade, trimmed' },
          kind: { before: null, after: 'audio' },
          part_of: { before: null, after: master.id },
          start_ms: { before: null, after: 1500 },
          end_ms: { before: null, after: 5500 },
          duration_ms: { before: null, after: 4000 },
        },
      },
    ]);
    const made = await madeMaster(place.server, place.staff, part.id);
    expect(made.folder).toBe(`masters/${part.id}`);
    expect(Math.abs((made.played_ms ?? 0) - 4000)).toBeLessThan(100);
    const folder = join(place.mediaRoot, 'masters', String(part.id));
    expect(readdirSync(folder).sort()).toEqual(['broadband.m4a', 'cellular.m4a', 'peaks.json']);
    const peaks = JSON.parse(readFileSync(join(folder, 'peaks.json'), 'utf8')) as { durationMs: number };
    expect(Math.abs(peaks.durationMs - 4000)).toBeLessThan(60);
    // The master it was cut from is as it was: its renditions, its length.
    expect((await madeMaster(place.server, place.staff, master.id)).duration_ms).toBe(master.duration_ms);
  });

  it('refuses a span the master does not hold at its field, and a part of a part', async () => {
    const wav = await makeMedia(media(), 'short.wav', [...sineInput(3), '-c:a', 'pcm_s16le']);
    const master = await madeMaster(
      place.server,
      place.staff,
      (await uploadMaster(place.server, place.staff, wav, 'Short.wav')).id,
    );
    expect(expectStatus(await cut(master.id, { name: 'x', start_ms: 2000, end_ms: 1000 }), 400)).toEqual({
      end_ms: [MASTER_MESSAGES.partEndsBeforeStart],
    });
    expect(expectStatus(await cut(master.id, { name: 'x', start_ms: 0, end_ms: 9000 }), 400)).toEqual({
      end_ms: ['The master lasts 3 s: end the part there or sooner.'],
    });
    expect(expectStatus(await cut(master.id, { name: 'x', start_ms: 1000, end_ms: 1500 }), 400)).toEqual({
      end_ms: [MASTER_MESSAGES.partTooShort],
    });
    expect(expectStatus(await cut(master.id, { name: ' ', start_ms: 0, end_ms: 2000 }), 400)).toHaveProperty('name');
    const part = MasterSchema.parse(
      expectStatus(await cut(master.id, { name: 'All', start_ms: 0, end_ms: 2000 }), 201),
    );
    expect(expectStatus(await cut(part.id, { name: 'y', start_ms: 0, end_ms: 1500 }), 409)).toEqual({
      detail: MASTER_MESSAGES.partOfPart,
    });
    expect((await cut(999_999, { name: 'y', start_ms: 0, end_ms: 1500 })).status).toBe(404);
    // Only the part that was cut is logged as cut.
    const cuts = (await auditEntries(place.server, admin)).filter((entry) => entry.action === 'cut');
    expect(cuts.filter((entry) => entry.changes['part_of']?.after === master.id).map((e) => e.record_id)).toEqual([
      String(part.id),
    ]);
  });

  it('cuts a camera file: the part’s ladder, poster and sound come from its span', async () => {
    const video = await makeMedia(media(), 'camera.mp4', [
      ...pictureInput(4, 640, 360),
      ...sineInput(4),
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'],
    ]);
    const master = await madeMaster(
      place.server,
      place.staff,
      (await uploadMaster(place.server, place.staff, video, 'Camera.mp4')).id,
    );
    const part = MasterSchema.parse(
      expectStatus(await cut(master.id, { name: 'Second work', start_ms: 1000, end_ms: 3000 }), 201),
    );
    expect(part.kind).toBe('video');
    const made = await madeMaster(place.server, place.staff, part.id);
    expect(Math.abs((made.played_ms ?? 0) - 2000)).toBeLessThan(150);
    expect(readdirSync(join(place.mediaRoot, 'masters', String(part.id)))).toEqual(
      expect.arrayContaining(['index.m3u8', 'poster.jpg', 'thumbnail.jpg', 'broadband.m4a']),
    );
  });
});

describe('parts of a master whose file is not kept', () => {
  const media = useMediaFolder();
  let place: Awaited<ReturnType<typeof mediaServer>>;
  beforeAll(async () => {
    place = await mediaServer('worker', { KEEP_MASTERS: 'off' });
  });
  afterAll(() => closeMediaServer(place));

  it('says the file is gone, and what to do', async () => {
    const wav = await makeMedia(media(), 'gone.wav', [...sineInput(3), '-c:a', 'pcm_s16le']);
    const uploaded = await uploadMaster(place.server, place.staff, wav, 'Gone.wav');
    const master = await masterWhen(
      place.server,
      place.staff,
      uploaded.id,
      'its file removed',
      (m) => m.file_removed_at !== null,
    );
    const answer = await studio(place.server, 'POST', STUDIO_PATHS.masterParts(master.id), {
      token: place.staff.token,
      body: { name: 'Too late', start_ms: 0, end_ms: 2000 },
    });
    expect(expectStatus(answer, 409)).toEqual({ detail: MASTER_MESSAGES.partFileGone });
  });
});
