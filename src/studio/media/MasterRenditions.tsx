import { lazy, Suspense, useState } from 'react';
import { site } from '../../config/site.ts';
import { masterStatus, type MasterAction } from '#lib/studio/master-status.ts';
import { MasterSchema, STUDIO_PATHS, type Master } from '#lib/studio/contract.ts';
import { isAttachable } from '#lib/studio/attach-master.ts';
import { AttachToPerformance } from './AttachToPerformance.tsx';
import { MasterCaptions } from './MasterCaptions.tsx';
import { request } from '../session/studio-session.ts';
import { Alert } from '../ui/Alert.tsx';
import { messageOf } from '../ui/refusal.ts';
import media from './Media.module.css';

// wavesurfer.js loads with the first waveform opened.
const MasterWaveform = lazy(() => import('./MasterWaveform.tsx'));

const ACTIONS: Readonly<Record<MasterAction, { label: string; path: (id: number) => string }>> = {
  cancel: { label: 'Cancel', path: STUDIO_PATHS.cancelRenditions },
  retry: { label: 'Make the renditions', path: STUDIO_PATHS.retryRenditions },
};

/**
 * Where a master's renditions are: waiting, being made (a bar with the percent and the time left),
 * ready (what was made), failed (why) or cancelled, with Cancel or Make the renditions where they apply.
 * The screen polls while a job may move; an action's answer is shown at once.
 */
export function MasterRenditions({ master, onChanged }: { master: Master; onChanged: (master: Master) => void }) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [showWaveform, setShowWaveform] = useState(false);
  const status = masterStatus(master);
  async function act(action: MasterAction) {
    setBusy(true);
    setRefusal(null);
    try {
      onChanged(await request(ACTIONS[action].path(master.id), MasterSchema, { method: 'POST' }));
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setBusy(false);
    }
  }
  const labelId = `renditions-${master.id}`;
  return (
    <div className={media.renditions} data-tone={status.tone}>
      <p className={media.status} aria-live="polite">
        <strong id={labelId}>{status.label}</strong>
        {status.detail && <span>{status.detail}</span>}
      </p>
      {status.percent !== null && (
        <progress max={100} value={status.percent} aria-labelledby={labelId}>
          {status.percent}%
        </progress>
      )}
      {status.actions.length > 0 && (
        <p className={media.actions}>
          {status.actions.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'cancel' ? 'button button--quiet' : 'button'}
              disabled={busy}
              aria-describedby={labelId}
              onClick={() => void act(action)}
            >
              {action === 'retry' && master.job !== null ? 'Make them again' : ACTIONS[action].label}
            </button>
          ))}
        </p>
      )}
      {master.job?.state === 'done' && (
        <p className={media.actions}>
          <button
            type="button"
            className="button button--quiet"
            aria-expanded={showWaveform}
            onClick={() => setShowWaveform(!showWaveform)}
          >
            {showWaveform ? 'Hide the waveform' : 'Show the waveform'}
          </button>
        </p>
      )}
      {showWaveform && (
        <Suspense fallback={<p className={media.status}>Loading the waveform…</p>}>
          <MasterWaveform
            masterId={master.id}
            filename={master.filename}
            cuttable={master.part_of === null && master.file_removed_at === null}
          />
        </Suspense>
      )}
      {master.job?.state === 'done' && isAttachable(master) && (
        <>
          <MasterCaptions
            master={master}
            mediaBase={site.mediaBase}
            send={(path, init) => request(path, MasterSchema, init)}
            onChanged={onChanged}
          />
          <AttachToPerformance master={master} />
        </>
      )}
      <Alert message={refusal} />
    </div>
  );
}
