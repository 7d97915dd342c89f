import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMedia, sineInput, useMediaFolder } from '../support/media-fixtures.ts';
import { closeMediaServer, madeMaster, mediaServer, uploadMaster } from './support/master-requests.ts';

/** KEEP_MASTERS=off over real HTTP on SQLite and PostgreSQL: a master's file goes once its renditions are made. */
describe('masters not kept', () => {
  const media = useMediaFolder();
  let place: Awaited<ReturnType<typeof mediaServer>>;
  beforeAll(async () => {
    place = await mediaServer('worker', { KEEP_MASTERS: 'off' });
  });
  afterAll(() => closeMediaServer(place));

  it('removes the file and the upload’s state once the renditions are made, and says when', async () => {
    const wav = await makeMedia(media(), 'evening.wav', sineInput(2));
    const master = await uploadMaster(place.server, place.staff, wav, 'Evening.wav');
    expect(existsSync(join(place.uploadDir, master.upload_id))).toBe(true);
    const made = await madeMaster(place.server, place.staff, master.id);
    expect(made.file_removed_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(readdirSync(place.uploadDir).filter((name) => name.startsWith(master.upload_id))).toEqual([]);
    expect(readdirSync(join(place.mediaRoot, made.folder ?? '')).sort()).toEqual([
      'broadband.m4a',
      'cellular.m4a',
      'peaks.json',
    ]);
  });
});
