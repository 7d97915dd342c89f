import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { tmpdir } from 'node:os';
import { Upload } from 'tus-js-client';
import { MASTER_CHUNK_BYTES, MASTER_UPLOADS_PATH } from '#lib/studio/masters.ts';
import { createStaff } from '../../tests/server/support/studio-requests.ts';
import { startTestServer } from '../../tests/server/support/test-server.ts';
import { sha256 } from '../../tests/server/support/tus-upload.ts';

/** What uploading a master over loopback took. */
export interface UploadTiming {
  bytes: number;
  /** From the first request to the answer of the last, which follows the API's checksum and probe. */
  seconds: number;
  /** From asking where a dropped upload stopped to its next bytes accepted. */
  resumeSeconds: number;
}

/** A file to send: its bytes and their SHA-256, read once, before any clock starts, as the studio reads it. */
interface Sent {
  bytes: Buffer;
  checksum: string;
}

/** Sends a file with the studio's client settings; `dropAt` aborts once that share has gone, as a dropped connection does. */
function send(
  endpoint: string,
  token: string,
  file: Sent,
  filename: string,
  options: { uploadUrl?: string; dropAt?: number; onResumed?: () => void } = {},
): Promise<string> {
  return new Promise((done, fail) => {
    let resumed = false;
    const upload: Upload = new Upload(file.bytes, {
      endpoint,
      chunkSize: MASTER_CHUNK_BYTES,
      retryDelays: [],
      headers: { authorization: `Bearer ${token}` },
      metadata: { filename, sha256: file.checksum },
      ...(options.uploadUrl === undefined ? {} : { uploadUrl: options.uploadUrl }),
      onProgress: (sent, total) => {
        if (!resumed) {
          resumed = true;
          options.onResumed?.();
        }
        if (options.dropAt !== undefined && sent >= total * options.dropAt)
          void upload.abort().then(() => done(upload.url ?? ''));
      },
      onSuccess: () => done(upload.url ?? ''),
      onError: fail,
    });
    upload.start();
  });
}

/**
 * Uploads `file` as the studio does (tus-js-client, MASTER_CHUNK_BYTES a request) to an API of the test
 * suites' own on loopback, with no job worker, so nothing else runs: once whole, and once dropped at half way
 * and resumed from where the API says it stopped.
 */
export async function timeUploads(file: string): Promise<UploadTiming> {
  const work = await mkdtemp(join(tmpdir(), 'cl-bench-upload-'));
  const server = await startTestServer({
    env: { AUTH_RATE_LIMIT: '1000', UPLOAD_DIR: join(work, 'uploads'), MEDIA_ROOT: join(work, 'media') },
  });
  try {
    const { token } = await createStaff(server, 'bench-media@example.org', 'media');
    const endpoint = `${server.url}${MASTER_UPLOADS_PATH}`;
    const bytes = await readFile(file);
    const sent: Sent = { bytes, checksum: sha256(bytes) };
    const start = performance.now();
    await send(endpoint, token, sent, basename(file));
    const seconds = (performance.now() - start) / 1000;
    const uploadUrl = await send(endpoint, token, sent, `dropped ${basename(file)}`, { dropAt: 0.5 });
    const asked = performance.now();
    let resumeSeconds = Number.NaN;
    await send(endpoint, token, sent, `dropped ${basename(file)}`, {
      uploadUrl,
      onResumed: () => (resumeSeconds = (performance.now() - asked) / 1000),
    });
    return { bytes: bytes.length, seconds, resumeSeconds };
  } finally {
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
}
