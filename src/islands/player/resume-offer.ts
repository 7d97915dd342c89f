import { resumeLabel } from '../../lib/player/resume-positions.ts';
import { seekTo } from '../../stores/player/controls.ts';
import { resume } from '../../stores/player/queue.ts';
import type { BarPart } from './bar-part.ts';
import { element, setAttribute, setText } from './elements.ts';

/**
 * 'Resume at 12:34' (issue 14, item 9): shown while the current item waits at its start with
 * a saved position; it starts the item there. Play itself starts from the beginning.
 */
export function createResumeOffer(): BarPart {
  const button = element('button', { type: 'button', class: 'player-bar__resume', hidden: true });
  let at: number | null = null;
  button.addEventListener('click', () => {
    if (at === null) return;
    seekTo(at);
    resume();
  });
  return {
    element: button,
    update({ resumeAt }) {
      at = resumeAt;
      setAttribute(button, 'hidden', resumeAt === null);
      if (resumeAt !== null) setText(button, resumeLabel(resumeAt));
    },
  };
}
