import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_PATHS, StudioRecordSchema, type StudioRecord } from '../../src/lib/studio/contract.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { createStaff, expectStatus, studio, type TestStaff } from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const MADE = /^\/media\/masters\/41\/chapters\.[0-9a-f]{8}\.vtt$/;

const movements = [
  { title: 'I. Allegro moderato', start: 0 },
  { title: 'II. Andante', start: 20.5 },
];

/** A performance's video recording made from a master (`masters/41`), with `extra` fields. */
const performance = (extra: Record<string, unknown> = {}) => ({
  composition: 'serenade-for-strings',
  recordings: [{ type: 'V', media: 'masters/41', duration_ms: 60_000, ...extra }],
});

/** The chapters of a video made from a master, written by the studio's save from the marked movements. */
describe('chapters of a recording made from a master', () => {
  let server: TestServer;
  let staff: TestStaff;
  let mediaRoot: string;

  beforeAll(async () => {
    mediaRoot = mkdtempSync(join(tmpdir(), 'cl-chapters-'));
    for (const folder of ['masters/41', 'video/by-hand']) {
      mkdirSync(join(mediaRoot, folder), { recursive: true });
      writeFileSync(join(mediaRoot, folder, 'index.m3u8'), '#EXTM3U\n');
    }
    server = await startTestServer({
      env: { AUTH_RATE_LIMIT: '1000', MEDIA_ROOT: mediaRoot },
      prepare: (db) => importCatalog(db, smallCatalog),
    });
    staff = await createStaff(server, 'editor@example.org', 'editor');
  });
  afterAll(async () => {
    await server.close();
    rmSync(mediaRoot, { recursive: true, force: true });
  });

  const create = async (fields: Record<string, unknown>) =>
    StudioRecordSchema.parse(
      expectStatus(
        await studio(server, 'POST', STUDIO_PATHS.records('performances'), { token: staff.token, body: { fields } }),
        201,
      ),
    );
  const save = async (record: StudioRecord, fields: Record<string, unknown>) =>
    StudioRecordSchema.parse(
      expectStatus(
        await studio(server, 'PUT', STUDIO_PATHS.record('performances', record.key), {
          token: staff.token,
          body: { fields },
          headers: { 'if-match': record.version },
        }),
        200,
      ),
    );
  const chaptersOf = (record: StudioRecord) =>
    (record.fields['recordings'] as { cuepoint_webvtt: string | null }[])[0]?.cuepoint_webvtt;

  it('writes a chapters file from the movements, served to the player by its path', async () => {
    const record = await create(performance({ movement_cuepoints: movements }));
    const path = chaptersOf(record);
    expect(path).toMatch(MADE);
    const response = await fetch(`${server.url}${path ?? ''}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await response.text()).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:20.500\nI. Allegro moderato\n\n00:00:20.500 --> 00:01:00.000\nII. Andante\n',
    );
  });

  it('writes a new file when the marks move, and keeps the old one for the published page', async () => {
    const record = await create(performance({ movement_cuepoints: movements }));
    const before = chaptersOf(record) ?? '';
    const moved = await save(
      record,
      performance({ movement_cuepoints: [movements[0], { ...movements[1], start: 25 }] }),
    );
    const after = chaptersOf(moved) ?? '';
    expect(after).toMatch(MADE);
    expect(after).not.toBe(before);
    expect(readFileSync(join(mediaRoot, after.replace('/media/', '')), 'utf8')).toContain(
      '00:00:25.000 --> 00:01:00.000',
    );
    expect(existsSync(join(mediaRoot, before.replace('/media/', '')))).toBe(true);
  });

  it('has no chapters for a single movement, and drops made ones when the marks go', async () => {
    const record = await create(performance({ movement_cuepoints: movements }));
    const single = await save(
      record,
      performance({ movement_cuepoints: [movements[0]], cuepoint_webvtt: chaptersOf(record) }),
    );
    expect(chaptersOf(single)).toBeNull();
  });

  it('keeps a chapters file made by hand, and leaves folders made by hand alone', async () => {
    const byHandFile = await create(
      performance({ movement_cuepoints: movements, cuepoint_webvtt: '/media/masters/41/our-chapters.vtt' }),
    );
    expect(chaptersOf(byHandFile)).toBe('/media/masters/41/our-chapters.vtt');
    const byHandFolder = await create({
      ...performance(),
      recordings: [{ type: 'V', media: 'video/by-hand', duration_ms: 60_000, movement_cuepoints: movements }],
    });
    expect(chaptersOf(byHandFolder)).toBeNull();
  });

  it('makes no chapters for a sound recording: the player bar shows its movements', async () => {
    mkdirSync(join(mediaRoot, 'masters/42'), { recursive: true });
    for (const file of ['broadband.m4a', 'cellular.m4a']) writeFileSync(join(mediaRoot, 'masters/42', file), '');
    const record = await create({
      ...performance(),
      recordings: [{ type: 'A', media: 'masters/42', duration_ms: 60_000, movement_cuepoints: movements }],
    });
    expect(chaptersOf(record)).toBeNull();
  });
});
