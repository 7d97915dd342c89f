import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { MASTER_EXTENSIONS, MASTERS_TAKEN } from '#lib/studio/masters.ts';
import {
  describeUpload,
  formatBytes,
  keepSamples,
  percentOf,
  secondsLeft,
  speedOf,
  type UploadSample,
} from '#lib/studio/upload-progress.ts';
import { Alert } from '../ui/Alert.tsx';
import styles from '../ui/Studio.module.css';
import media from './Media.module.css';
import { uploadMaster, type MasterUploadHandle, type MasterUploadState } from './master-upload.ts';

const ACCEPT = Object.values(MASTER_EXTENSIONS)
  .flat()
  .map((extension) => `.${extension}`)
  .join(',');

/** A bar and its words: the share done, the bytes, the time left. */
function Progress({ label, sent, total, words }: { label: string; sent: number; total: number; words: string }) {
  return (
    <div className={media.progress}>
      <progress max={total} value={sent} aria-label={label}>
        {percentOf(sent, total)}%
      </progress>
      <p aria-live="polite">{words}</p>
    </div>
  );
}

/**
 * "Upload a master": choose a recording's master (audio or video, up to 50 GB); the studio checks
 * its name and size, reads its checksum, and uploads it in slices that survive a dropped
 * connection, showing how far it is and the time left; it can be paused and resumed, and a file
 * chosen again resumes where its upload stopped, even after the browser was closed.
 */
export function MasterUploader({ onEnded }: { onEnded: () => void }) {
  const [state, setState] = useState<MasterUploadState | null>(null);
  const [samples, setSamples] = useState<UploadSample[]>([]);
  const handle = useRef<MasterUploadHandle | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => handle.current?.pause(), []);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file === undefined) return;
    setSamples([]);
    handle.current = uploadMaster(file, (next) => {
      setState(next);
      if (next.phase === 'uploading') setSamples((kept) => keepSamples(kept, { atMs: Date.now(), bytes: next.sent }));
      // Done or refused, the list of masters has a new row (a refusal keeps its reason there).
      if (next.phase === 'done' || next.phase === 'refused') {
        if (input.current) input.current.value = '';
        onEnded();
      }
    });
  }

  const busy = state?.phase === 'checking' || state?.phase === 'uploading' || state?.phase === 'paused';
  return (
    <section className={styles.card} aria-labelledby="upload-title">
      <h2 id="upload-title">Upload a master</h2>
      <p className={styles.note}>
        The recording of a concert as it came from the hall: {MASTERS_TAKEN}, up to 50 GB. If the connection drops or
        the computer sleeps, choose the same file again: the upload goes on where it stopped.
      </p>
      <div className={`${styles.field ?? ''} ${media.file ?? ''}`}>
        <label htmlFor="master-file">Master file</label>
        <input id="master-file" ref={input} type="file" accept={ACCEPT} disabled={busy} onChange={choose} />
      </div>
      {state?.phase === 'checking' && (
        <Progress
          label="Reading the file"
          sent={state.done}
          total={state.total}
          words={`Reading the file to check it arrives whole: ${percentOf(state.done, state.total)}% of ${formatBytes(state.total)}`}
        />
      )}
      {(state?.phase === 'uploading' || state?.phase === 'paused') && (
        <Progress
          label="Uploading"
          sent={state.sent}
          total={state.total}
          words={
            state.phase === 'paused'
              ? `Paused at ${percentOf(state.sent, state.total)}% of ${formatBytes(state.total)}`
              : `${state.resumed && state.sent === 0 ? 'Resuming where it stopped… ' : ''}${describeUpload(state.sent, state.total, secondsLeft(state.sent, state.total, speedOf(samples)))}`
          }
        />
      )}
      {busy && (
        <div className={styles.inline}>
          {state.phase === 'paused' ? (
            <button type="button" className="button" onClick={() => handle.current?.resume()}>
              Resume
            </button>
          ) : (
            <button
              type="button"
              className="button button--quiet"
              disabled={state.phase === 'checking'}
              onClick={() => handle.current?.pause()}
            >
              Pause
            </button>
          )}
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              handle.current?.cancel();
              setState(null);
              if (input.current) input.current.value = '';
            }}
          >
            Cancel the upload
          </button>
        </div>
      )}
      {state?.phase === 'done' && (
        <p className={styles.notice} role="status">
          “{state.filename}” is uploaded and whole.
        </p>
      )}
      <Alert message={state?.phase === 'refused' ? state.message : null} />
    </section>
  );
}
