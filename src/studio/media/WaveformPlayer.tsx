import type { ReactNode } from 'react';
import { formatClockDuration } from '#lib/time/durations.ts';
import { Alert } from '../ui/Alert.tsx';
import { messageOf } from '../ui/refusal.ts';
import media from './Media.module.css';
import type { WaveSurferState } from './use-wave-surfer.ts';

/** A waveform with Play or Pause and its position; `children` adds buttons of its own beside them. */
export function WaveformPlayer({
  state,
  label,
  children,
}: {
  state: WaveSurferState;
  /** What the waveform is called: 'Waveform of “Night.wav”'. */
  label: string;
  children?: ReactNode;
}) {
  const { container, surfer, waveform, error, playing, seconds } = state;
  const total = waveform ? waveform.duration_ms : 0;
  return (
    <div className={media.waveform}>
      {error !== null && <Alert message={messageOf(error)} />}
      <div ref={container} role="img" aria-label={label} aria-busy={!waveform} />
      <p className={media.actions}>
        <button
          type="button"
          className="button"
          disabled={!surfer}
          aria-pressed={playing}
          onClick={() => void surfer?.playPause()}
        >
          {playing ? 'Pause' : 'Play'}
        </button>
        <span className={media.clock} aria-label="Position">
          {formatClockDuration(Math.min(seconds * 1000, total))} / {formatClockDuration(total)}
        </span>
        {children}
      </p>
    </div>
  );
}
