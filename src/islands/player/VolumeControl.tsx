import { setMuted, setVolume } from '../../stores/player/controls.ts';
import { SpeakerIcon } from './PlayerIcons.tsx';

interface Props {
  /** The slider's value, 0–100 (0 while muted). */
  readonly volumePercent: number;
  readonly muted: boolean;
  /** The speaker shows crossed out when muted or at volume 0. */
  readonly silent: boolean;
}

/**
 * Mute and a volume slider (0–100 %). The slider shows the volume the audio took, not where it
 * was dragged: some phones fix the volume in hardware, and it stays at 100 % there.
 */
export function VolumeControl({ volumePercent, muted, silent }: Props) {
  return (
    <div className="player-bar__volume">
      <button
        type="button"
        className="player-bar__icon"
        aria-label={muted ? 'Unmute' : 'Mute'}
        onClick={() => setMuted(!muted)}
      >
        <SpeakerIcon silent={silent} />
      </button>
      <input
        type="range"
        className="player-bar__range player-bar__volume-range"
        min={0}
        max={100}
        step={5}
        value={volumePercent}
        aria-label="Volume"
        aria-valuetext={`${volumePercent}%`}
        onChange={(event) => setVolume(Number(event.currentTarget.value) / 100)}
      />
    </div>
  );
}
