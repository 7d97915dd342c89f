import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ImageUploadAnswerSchema,
  imageUploadPath,
  STUDIO_PATHS,
  type ImageUploadAnswer as ImageUpload,
} from '../../src/lib/studio/contract.ts';
import { SWEEP_GRACE_MS, sweepUnreferencedMedia } from '../../server/src/media/sweep/sweep-media.ts';
import { mediaStoreOf } from '../../server/src/storage/media-storage.ts';
import { createStaff, expectStatus, studio, type TestStaff } from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * The sweep of media nothing names (docs/media.md, "Files nothing names"), on SQLite and PostgreSQL:
 * pictures uploaded through the studio over HTTP, named by a draft, by a publish an admin can roll
 * back to, or by nothing; a file put in the media folder by hand; the grace of a week.
 */
describe('the media sweep', () => {
  let server: TestServer;
  let editor: TestStaff;
  let mediaRoot: string;
  const pictures: Record<'drafted' | 'replaced' | 'neverSaved' | 'rollback', ImageUpload> = {} as never;
  const files = (folder: string) => readdirSync(join(mediaRoot, 'images', folder)).sort();

  beforeAll(async () => {
    mediaRoot = mkdtempSync(join(tmpdir(), 'cl-sweep-'));
    server = await startTestServer({ env: { MEDIA_ROOT: mediaRoot, AUTH_RATE_LIMIT: '1000' } });
    editor = await createStaff(server, 'editor@example.org', 'editor');
    for (const [index, name] of (['drafted', 'replaced', 'neverSaved', 'rollback'] as const).entries()) {
      const jpeg = await sharp({
        create: { width: 1600, height: 1200, channels: 3, background: [index * 60, 90, 200] },
      })
        .jpeg()
        .toBuffer();
      const response = await fetch(`${server.url}${imageUploadPath({ folder: 'people', name })}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${editor.token}`, 'content-type': 'image/jpeg' },
        body: new Uint8Array(jpeg),
      });
      expect(response.status).toBe(201);
      pictures[name] = ImageUploadAnswerSchema.parse(await response.json());
    }
    // A person drafted with one picture, then saved with another in its place.
    const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
      studio(server, method, path, { token: editor.token, body, ...(headers ? { headers } : {}) });
    const image = (picture: ImageUpload) => ({ src: picture.src, width: picture.width, height: picture.height });
    const created = expectStatus(
      await call('POST', STUDIO_PATHS.records('people'), {
        fields: { first_name: 'Amy', last_name: 'Beach', image: image(pictures.replaced) },
      }),
      201,
    ) as { key: string; version: string; fields: Record<string, unknown> };
    expectStatus(
      await call(
        'PUT',
        STUDIO_PATHS.record('people', created.key),
        { fields: { ...created.fields, image: image(pictures.drafted) } },
        { 'if-match': created.version },
      ),
      200,
    );
    // A publish an admin can still roll back to names another picture.
    const snapshot = gzipSync(JSON.stringify({ people: [{ image: image(pictures.rollback) }] })).toString('base64');
    await server.db.run(
      `INSERT INTO studio_publishes (kind, state, requested_at, finished_at, snapshot) VALUES ('import', 'done', ?, ?, ?)`,
      [server.clock.now().toISOString(), server.clock.now().toISOString(), snapshot],
    );
    // A picture put in the media folder by hand, named by nothing: the studio did not make it.
    mkdirSync(join(mediaRoot, 'images', 'people'), { recursive: true });
    writeFileSync(join(mediaRoot, 'images', 'people', 'by-hand.jpg'), 'not the studio’s');
  });
  afterAll(() => server.close());

  const base = (picture: ImageUpload) => picture.src.replace(/^\/media\/images\/people\//, '').replace(/\.jpg$/, '');
  const filesOf = (picture: ImageUpload) => files('people').filter((file) => file.startsWith(`${base(picture)}.`));
  const store = () => mediaStoreOf(server.config.mediaStorage);

  it('removes nothing younger than a week, whatever names it', async () => {
    const before = files('people');
    expect(await sweepUnreferencedMedia(server.db, store(), server.clock.now())).toEqual([]);
    expect(files('people')).toEqual(before);
  });

  it('then removes every file of the pictures nothing names, and keeps the rest', async () => {
    for (const picture of Object.values(pictures)) expect(filesOf(picture).length).toBeGreaterThan(1);
    const unnamed = [...filesOf(pictures.replaced), ...filesOf(pictures.neverSaved)].map(
      (file) => `images/people/${file}`,
    );
    const later = new Date(Date.now() + SWEEP_GRACE_MS + 60_000);
    const removed = await sweepUnreferencedMedia(server.db, store(), later);
    expect(removed.sort()).toEqual(unnamed.sort());
    expect(filesOf(pictures.replaced)).toEqual([]);
    expect(filesOf(pictures.neverSaved)).toEqual([]);
    expect(filesOf(pictures.drafted).length).toBeGreaterThan(1);
    expect(filesOf(pictures.rollback).length).toBeGreaterThan(1);
    expect(files('people')).toContain('by-hand.jpg');
  });
});
