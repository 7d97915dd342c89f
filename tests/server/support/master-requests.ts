import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MASTER_UPLOADS_PATH, MastersSchema, STUDIO_PATHS } from '../../../src/lib/studio/contract.ts';
import type { Master } from '../../../src/lib/studio/masters.ts';
import type { Database } from '../../../server/src/db/database.ts';
import { waitFor } from '../jobs/job-test-queue.ts';
import { createStaff, expectStatus, studio, type TestStaff } from './studio-requests.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { upload } from './tus-upload.ts';

/**
 * A server whose uploads and renditions go to folders of the test's own, with more settings in `env`, and a
 * member of staff with the media role; `prepare` runs before it listens (a catalogue imported, say).
 */
export async function mediaServer(
  jobs: 'worker' | 'queue only',
  env: Record<string, string> = {},
  prepare?: (db: Database) => Promise<unknown>,
) {
  const uploadDir = mkdtempSync(join(tmpdir(), 'cl-uploads-'));
  const mediaRoot = mkdtempSync(join(tmpdir(), 'cl-renditions-'));
  const server = await startTestServer({
    env: { AUTH_RATE_LIMIT: '1000', UPLOAD_DIR: uploadDir, MEDIA_ROOT: mediaRoot, ...env },
    jobs,
    ...(prepare ? { prepare } : {}),
  });
  return { server, uploadDir, mediaRoot, staff: await createStaff(server, 'media@example.org', 'media') };
}

/** Closes a media server and removes its folders. */
export async function closeMediaServer(place: Awaited<ReturnType<typeof mediaServer>>): Promise<void> {
  await place.server.close();
  rmSync(place.mediaRoot, { recursive: true, force: true });
  rmSync(place.uploadDir, { recursive: true, force: true });
}

/** The masters as the Media screen lists them. */
export async function masters(server: TestServer, staff: TestStaff): Promise<Master[]> {
  return MastersSchema.parse(
    expectStatus(await studio(server, 'GET', STUDIO_PATHS.masters, { token: staff.token }), 200),
  ).results;
}

/** Uploads a file as the studio does and answers its master. */
export async function uploadMaster(
  server: TestServer,
  staff: TestStaff,
  file: string,
  filename: string,
): Promise<Master> {
  const outcome = await upload(`${server.url}${MASTER_UPLOADS_PATH}`, staff.token, readFileSync(file), filename);
  if (!('url' in outcome)) throw new Error(`The upload was refused: ${outcome.detail}`);
  const uploadId = outcome.url.split('/').at(-1);
  const master = (await masters(server, staff)).find((each) => each.upload_id === uploadId);
  if (!master) throw new Error('The upload made no master.');
  return master;
}

/** The master once `done` says so (a job's state, say), polled as the Media screen polls. */
export function masterWhen(
  server: TestServer,
  staff: TestStaff,
  id: number,
  what: string,
  done: (master: Master) => boolean,
) {
  return waitFor(
    async () => (await masters(server, staff)).find((master) => master.id === id && done(master)),
    what,
    120_000,
  );
}

/** The master once its renditions are made. */
export function madeMaster(server: TestServer, staff: TestStaff, id: number) {
  return masterWhen(server, staff, id, 'the renditions', (master) => master.job?.state === 'done');
}
