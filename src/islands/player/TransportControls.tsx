import type { PlayerBarView } from '#lib/player/player-bar-view.ts';
import { next, pause, previous, resume } from '../../stores/player/queue.ts';
import { PauseIcon, PlayIcon, SkipIcon } from './PlayerIcons.tsx';
import { ResumeOffer } from './ResumeOffer.tsx';

type Props = Pick<PlayerBarView, 'canPrevious' | 'canNext' | 'playing' | 'waiting' | 'resumeAt'>;

/**
 * Previous, play/pause and next, and 'Resume at 12:34' beside them while it is offered;
 * previous and next are enabled by the queue's rules (rules §4).
 */
export function TransportControls({ canPrevious, canNext, playing, waiting, resumeAt }: Props) {
  return (
    <div className="player-bar__transport" role="group" aria-label="Playback">
      <button
        type="button"
        className="player-bar__icon"
        aria-label="Previous"
        disabled={!canPrevious}
        onClick={previous}
      >
        <SkipIcon direction="back" />
      </button>
      <button
        type="button"
        className="player-bar__icon player-bar__play"
        aria-label={playing ? 'Pause' : 'Play'}
        aria-busy={waiting}
        onClick={playing ? pause : resume}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <button type="button" className="player-bar__icon" aria-label="Next" disabled={!canNext} onClick={next}>
        <SkipIcon direction="forward" />
      </button>
      <ResumeOffer resumeAt={resumeAt} />
    </div>
  );
}
