import { createSHA256 } from 'hash-wasm';
import { DetailedError, Upload } from 'tus-js-client';
import { site } from '../../config/site.ts';
import {
  MASTER_CHUNK_BYTES,
  MASTER_MESSAGES,
  MASTER_UPLOADS_PATH,
  MAX_MASTER_BYTES,
  masterKindOf,
} from '#lib/studio/masters.ts';
import { currentSession } from '../session/studio-session.ts';

/** Where an upload of a master is, for the screen. */
export type MasterUploadState =
  | { phase: 'checking'; done: number; total: number }
  | { phase: 'uploading'; sent: number; total: number; resumed: boolean }
  | { phase: 'paused'; sent: number; total: number }
  | { phase: 'done'; filename: string }
  | { phase: 'refused'; message: string };

/** How often the client tries again after a dropped connection before it says the upload stopped. */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000];

/** The refusal a failed tus request carries: the API's `{detail}`, or what happened on the way. */
function refusalOf(error: Error): string {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  const body = response?.getBody() ?? '';
  try {
    const detail = (JSON.parse(body) as { detail?: unknown }).detail;
    if (typeof detail === 'string') return detail;
  } catch {
    // Not the API's answer.
  }
  if (response === null)
    return 'The upload stopped: the connection to the studio server was lost. Choose the file again to resume where it stopped.';
  return `The upload stopped: the studio server answered ${response.getStatus()}. Choose the file again to resume where it stopped.`;
}

/** The file's SHA-256, read in slices (a 50 GB file never in memory), reporting how far it is. */
async function sha256Of(file: File, onProgress: (done: number) => void, signal: AbortSignal): Promise<string> {
  const hasher = await createSHA256();
  hasher.init();
  let done = 0;
  const reader = file.stream().getReader();
  for (;;) {
    if (signal.aborted) throw new DOMException('Stopped', 'AbortError');
    const { value, done: end } = await reader.read();
    if (end) break;
    hasher.update(value);
    done += value.byteLength;
    onProgress(done);
  }
  return hasher.digest('hex');
}

/**
 * Uploads one master with the tus protocol: checks its name and size as the API does, resumes an
 * upload of the same file this browser started before (after a closed lid, a reload or an API
 * restart) without reading it again, or else reads its checksum first, then sends it in slices,
 * retrying a dropped connection. Answers a handle to pause, resume and stop it.
 */
export function uploadMaster(file: File, onState: (state: MasterUploadState) => void) {
  const stop = new AbortController();
  let upload: Upload | undefined;
  let sent = 0;
  const refuse = (message: string) => onState({ phase: 'refused', message });

  const begin = async () => {
    const refused =
      masterKindOf(file.name) === undefined
        ? MASTER_MESSAGES.notAMaster(file.name)
        : file.size === 0
          ? MASTER_MESSAGES.empty(file.name)
          : file.size > MAX_MASTER_BYTES
            ? MASTER_MESSAGES.tooLarge(file.name)
            : undefined;
    if (refused !== undefined) {
      refuse(refused);
      return;
    }
    const tus = new Upload(file, {
      endpoint: `${site.contentHost}${MASTER_UPLOADS_PATH}`,
      chunkSize: MASTER_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { filename: file.name },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onBeforeRequest: (request) => {
        request.setHeader('Authorization', `Bearer ${currentSession()?.token ?? ''}`);
      },
      onProgress: (bytes, total) => {
        sent = bytes;
        onState({ phase: 'uploading', sent: bytes, total, resumed: false });
      },
      onSuccess: () => onState({ phase: 'done', filename: file.name }),
      onError: (error) => refuse(refusalOf(error)),
    });
    upload = tus;
    const [previous] = await tus.findPreviousUploads();
    if (previous !== undefined) {
      tus.resumeFromPreviousUpload(previous);
      onState({ phase: 'uploading', sent: 0, total: file.size, resumed: true });
    } else {
      onState({ phase: 'checking', done: 0, total: file.size });
      const checksum = await sha256Of(
        file,
        (done) => onState({ phase: 'checking', done, total: file.size }),
        stop.signal,
      );
      tus.options.metadata = { filename: file.name, sha256: checksum };
    }
    if (!stop.signal.aborted) tus.start();
  };
  void begin().catch((error: unknown) => {
    if (!stop.signal.aborted) refuse(`“${file.name}” could not be read: ${String(error)}`);
  });

  return {
    pause: () => {
      void upload?.abort().then(() => onState({ phase: 'paused', sent, total: file.size }));
    },
    resume: () => upload?.start(),
    /** Stops it and removes what the server has of it. */
    cancel: () => {
      stop.abort();
      void upload?.abort(true);
    },
  };
}

export type MasterUploadHandle = ReturnType<typeof uploadMaster>;
