import { next, pause, previous, resume } from '../../stores/player-queue.ts';
import { PauseIcon, PlayIcon, SkipIcon } from './player-icons.tsx';

interface Props {
  readonly playing: boolean;
  readonly waiting: boolean;
  readonly canPrevious: boolean;
  readonly canNext: boolean;
}

/** Previous, play/pause and next; previous and next are enabled by the queue's rules (spec section 4). */
export default function TransportControls({ playing, waiting, canPrevious, canNext }: Props) {
  return (
    <div className="player-bar__transport" role="group" aria-label="Playback">
      <button type="button" className="player-bar__icon" onClick={previous} disabled={!canPrevious} aria-label="Previous">
        <SkipIcon direction="back" />
      </button>
      <button
        type="button"
        className="player-bar__icon player-bar__play"
        onClick={playing ? pause : resume}
        aria-label={playing ? 'Pause' : 'Play'}
        aria-busy={waiting}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <button type="button" className="player-bar__icon" onClick={next} disabled={!canNext} aria-label="Next">
        <SkipIcon direction="forward" />
      </button>
    </div>
  );
}
