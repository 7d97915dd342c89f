import { randomBytes } from 'node:crypto';
import { Upload } from 'tus-js-client';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_MESSAGES, MASTER_UPLOADS_PATH } from '../../src/lib/studio/masters.ts';
import { MASTER_REFUSALS } from '../../server/src/media/processing/master-refusals.ts';
import { readMasterOfUpload, readMasters } from '../../server/src/media/uploads/master-rows.ts';
import { makeMedia, pictureInput, sineInput, useMediaFolder } from '../support/media-fixtures.ts';
import { auditEntries } from './support/audit-requests.ts';
import { createStaff, SITE_ORIGIN, type TestStaff } from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { sha256, upload } from './support/tus-upload.ts';

/** Uploads of masters over real HTTP with the tus client, on SQLite and PostgreSQL. */
describe('studio master uploads (tus)', () => {
  const uploads = mkdtempSync(join(tmpdir(), 'cl-uploads-'));
  const media = useMediaFolder();
  /** Four seconds of a 48 kHz 24-bit stereo sine, as a WAV: many chunks of the client. */
  let wav: Buffer;
  let picture: Buffer;
  let server: TestServer;
  let mediaPerson: TestStaff;
  let editor: TestStaff;
  let admin: TestStaff;
  const endpoint = () => `${server.url}${MASTER_UPLOADS_PATH}`;

  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000', UPLOAD_DIR: uploads } });
    mediaPerson = await createStaff(server, 'media@example.org', 'media');
    wav = readFileSync(await makeMedia(media(), 'concert.wav', [...sineInput(4), '-c:a', 'pcm_s24le']));
    picture = readFileSync(await makeMedia(media(), 'still.png', [...pictureInput(0.04, 64, 36), '-frames:v', '1']));
    editor = await createStaff(server, 'editor@example.org', 'editor');
    admin = await createStaff(server, 'admin@example.org', 'admin');
  });
  afterAll(() => server.close());

  it('takes a master in chunks, checks its checksum, probes it, and records it', async () => {
    const bytes = wav;
    const done = await upload(endpoint(), mediaPerson.token, bytes, 'Concert 2026-11-28.wav');
    expect(done).toMatchObject({ url: expect.stringContaining(`${server.url}${MASTER_UPLOADS_PATH}`) as string });
    const id = ('url' in done ? done.url : '').split('/').at(-1) ?? '';
    const master = await readMasterOfUpload(server.db, id);
    expect(master).toMatchObject({
      filename: 'Concert 2026-11-28.wav',
      kind: 'audio',
      bytes: bytes.length,
      sha256: sha256(bytes),
      state: 'uploaded',
      reason: null,
      duration_ms: 4000,
      described: '48 kHz, 2 channels, 24-bit',
      uploaded_by: 'media media',
    });
    expect(existsSync(join(uploads, id))).toBe(true);
    // Logged as an upload of who started it, with what the Media screen says of it.
    const entries = await auditEntries(server, admin, { entity_type: 'master', record_id: master?.id ?? 0 });
    expect(entries).toMatchObject([
      {
        staff_id: mediaPerson.staff.id,
        action: 'upload',
        changes: {
          filename: { before: null, after: 'Concert 2026-11-28.wav' },
          kind: { before: null, after: 'audio' },
          bytes: { before: null, after: bytes.length },
          sha256: { before: null, after: sha256(bytes) },
          state: { before: null, after: 'uploaded' },
          duration_ms: { before: null, after: 4000 },
          described: { before: null, after: '48 kHz, 2 channels, 24-bit' },
          upload_id: { before: null, after: id },
        },
      },
    ]);
    expect(entries[0]?.changes).not.toHaveProperty('reason');
    // Its file is the master's now: cancelling the finished upload is refused, and removes nothing.
    const cancel = await fetch(`${endpoint()}${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${mediaPerson.token}`, 'tus-resumable': '1.0.0' },
    });
    expect(cancel.status).toBe(409);
    expect(await cancel.json()).toEqual({ detail: MASTER_MESSAGES.uploadedWhole });
    expect(existsSync(join(uploads, id))).toBe(true);
  });

  it('refuses a file that did not arrive whole, and keeps nothing of it', async () => {
    const bytes = randomBytes(100 * 1024);
    const before = readdirSync(uploads).length;
    const refused = await upload(endpoint(), mediaPerson.token, bytes, 'camera.mp4', {
      checksum: sha256(randomBytes(8)),
    });
    expect(refused).toMatchObject({ status: 422, detail: MASTER_MESSAGES.checksum('camera.mp4') });
    expect(readdirSync(uploads).length).toBe(before);
    const [latest] = await readMasters(server.db, 1);
    expect(latest).toMatchObject({ filename: 'camera.mp4', kind: 'video', state: 'refused' });
    // Its master is listed, refused, so its upload is logged with the reason.
    const [entry] = await auditEntries(server, admin, { entity_type: 'master', record_id: latest?.id ?? 0 });
    expect(entry).toMatchObject({
      staff_id: mediaPerson.staff.id,
      action: 'upload',
      changes: {
        filename: { after: 'camera.mp4' },
        state: { after: 'refused' },
        reason: { after: MASTER_MESSAGES.checksum('camera.mp4') },
      },
    });
  });

  it('refuses a picture named as a recording after its probe, and keeps nothing of it', async () => {
    const before = readdirSync(uploads).length;
    const refused = await upload(endpoint(), mediaPerson.token, picture, 'Concert.wav');
    expect(refused).toMatchObject({
      status: 422,
      detail: expect.stringMatching(/^“Concert\.wav” is a PNG picture/) as string,
    });
    expect(refused).toMatchObject({ detail: MASTER_REFUSALS.notMedia('Concert.wav', 'a PNG picture') });
    expect(readdirSync(uploads).length).toBe(before);
    const [latest] = await readMasters(server.db, 1);
    expect(latest).toMatchObject({ filename: 'Concert.wav', state: 'refused', duration_ms: null, described: null });
  });

  it('refuses what is not a master, an empty file, one over 50 GB, and a bad checksum field, at the start', async () => {
    const logged = await auditEntries(server, admin);
    const small = randomBytes(1024);
    expect(await upload(endpoint(), mediaPerson.token, small, 'poster.png')).toMatchObject({
      status: 400,
      detail: MASTER_MESSAGES.notAMaster('poster.png'),
    });
    expect(await upload(endpoint(), mediaPerson.token, Buffer.alloc(0), 'silence.wav')).toMatchObject({
      status: 400,
      detail: MASTER_MESSAGES.empty('silence.wav'),
    });
    expect(await upload(endpoint(), mediaPerson.token, small, 'a.wav', { checksum: 'abc' })).toMatchObject({
      status: 400,
      detail: expect.stringContaining('The checksum must be a SHA-256 in hexadecimal.') as string,
    });
    const huge = await fetch(endpoint(), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${mediaPerson.token}`,
        'tus-resumable': '1.0.0',
        'upload-length': String(51 * 1024 ** 3),
        'upload-metadata': `filename ${Buffer.from('night.mkv').toString('base64')},sha256 ${Buffer.from(sha256(small)).toString('base64')}`,
      },
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { detail: string }).detail).toBe(MASTER_MESSAGES.tooLarge('night.mkv'));
    // Refused before a byte was kept: nothing is recorded, nor logged.
    expect(await auditEntries(server, admin)).toEqual(logged);
  });

  it('is for staff who handle media, each continuing only their own upload', async () => {
    const bytes = randomBytes(1024 * 1024);
    expect(await upload(endpoint(), 'not-a-token', bytes, 'a.wav')).toMatchObject({ status: 401 });
    const started = await upload(endpoint(), mediaPerson.token, bytes, 'a.wav', { stopAfter: 64 * 1024 });
    const url = 'url' in started ? started.url : '';
    for (const method of ['HEAD', 'PATCH']) {
      const foreign = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${editor.token}`,
          'tus-resumable': '1.0.0',
          'upload-offset': String(started.offset),
          'content-type': 'application/offset+octet-stream',
        },
        ...(method === 'PATCH' ? { body: randomBytes(16) } : {}),
      });
      expect(foreign.status, method).toBe(403);
    }
    // Who started it cancels it before its last byte, and what the server had goes.
    const id = url.split('/').at(-1) ?? '';
    expect(existsSync(join(uploads, id))).toBe(true);
    const cancel = await fetch(url, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${mediaPerson.token}`, 'tus-resumable': '1.0.0' },
    });
    expect(cancel.status).toBe(204);
    expect(existsSync(join(uploads, id))).toBe(false);
    // The browser's preflight for the studio's origin allows tus's methods and headers.
    const preflight = await fetch(endpoint(), {
      method: 'OPTIONS',
      headers: {
        origin: SITE_ORIGIN,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,tus-resumable,upload-offset,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('upload-offset');
  });

  it('resumes where it stopped after the API restarts', async () => {
    const bytes = wav;
    const first = await upload(endpoint(), mediaPerson.token, bytes, 'Symphony.wav', { stopAfter: 192 * 1024 });
    const url = 'url' in first ? first.url : '';
    expect(first.offset).toBeGreaterThanOrEqual(192 * 1024);
    expect(first.offset).toBeLessThan(bytes.length);
    // The API stops; another starts on the same database and upload folder.
    const db = server.db;
    const restarted = await startTestServer({
      db,
      clock: server.clock,
      env: { AUTH_RATE_LIMIT: '1000', UPLOAD_DIR: uploads, SECRET_KEY: server.config.secretKeys.join(',') },
    });
    const id = url.split('/').at(-1) ?? '';
    const head = await fetch(`${restarted.url}${MASTER_UPLOADS_PATH}${id}`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${mediaPerson.token}`, 'tus-resumable': '1.0.0' },
    });
    expect(head.status).toBe(200);
    const kept = Number(head.headers.get('upload-offset'));
    expect(kept).toBeGreaterThan(0);
    let resent = 0;
    const done = await new Promise<boolean>((resolve) => {
      const tus = new Upload(bytes, {
        uploadUrl: `${restarted.url}${MASTER_UPLOADS_PATH}${id}`,
        chunkSize: 64 * 1024,
        retryDelays: [],
        headers: { authorization: `Bearer ${mediaPerson.token}` },
        metadata: { filename: 'Symphony.wav', sha256: sha256(bytes) },
        onChunkComplete: (chunk) => {
          resent += chunk;
        },
        onSuccess: () => resolve(true),
        onError: () => resolve(false),
      });
      tus.start();
    });
    expect(done).toBe(true);
    // Only what was missing was sent again.
    expect(resent).toBe(bytes.length - kept);
    expect(await readMasterOfUpload(db, id)).toMatchObject({ state: 'uploaded', sha256: sha256(bytes) });
    await restarted.close();
  });
});
