import { setMuted, setVolume } from '../../stores/player-controls.ts';
import { SpeakerIcon } from './player-icons.tsx';

interface Props {
  /** 0 to 1. */
  readonly volume: number;
  readonly muted: boolean;
}

/** Mute and a volume slider (0–100 %). Some phones fix the volume in hardware and ignore it. */
export default function VolumeControl({ volume, muted }: Props) {
  const percent = Math.round((muted ? 0 : volume) * 100);
  return (
    <div className="player-bar__volume">
      <button
        type="button"
        className="player-bar__icon"
        onClick={() => setMuted(!muted)}
        aria-label={muted ? 'Unmute' : 'Mute'}
      >
        <SpeakerIcon muted={muted || volume === 0} />
      </button>
      <input
        type="range"
        className="player-bar__range player-bar__volume-range"
        min={0}
        max={100}
        step={5}
        value={percent}
        aria-label="Volume"
        aria-valuetext={`${percent}%`}
        onChange={(event) => setVolume(Number(event.currentTarget.value) / 100)}
      />
    </div>
  );
}
