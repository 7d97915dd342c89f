import { resumeLabel } from '#lib/player/resume-positions.ts';
import { seekTo } from '../../stores/player/controls.ts';
import { resume } from '../../stores/player/queue.ts';

/**
 * 'Resume at 12:34': shown while the current item waits at its start with
 * a saved position (`resumeAt`, else null); it starts the item there. An item that becomes
 * current already waits at its saved position, so this shows once the visitor moves it back
 * to the start, or pauses 'Play Performance' before it gets anywhere.
 */
export function ResumeOffer({ resumeAt }: { resumeAt: number | null }) {
  return (
    <button
      type="button"
      className="player-bar__resume"
      hidden={resumeAt === null}
      onClick={() => {
        if (resumeAt === null) return;
        seekTo(resumeAt);
        resume();
      }}
    >
      {resumeAt === null ? '' : resumeLabel(resumeAt)}
    </button>
  );
}
