import { next, pause, previous, resume } from '../../stores/player/queue.ts';
import type { BarPart } from './bar-part.ts';
import { element, setAttribute } from './elements.ts';
import { pauseIcon, playIcon, skipIcon } from './player-icons.ts';

/** Previous, play/pause and next; previous and next are enabled by the queue's rules (rules §4). */
export function createTransportControls(): BarPart {
  const previousButton = element('button', { type: 'button', class: 'player-bar__icon', 'aria-label': 'Previous' }, [
    skipIcon('back'),
  ]);
  const playButton = element('button', { type: 'button', class: 'player-bar__icon player-bar__play' });
  const nextButton = element('button', { type: 'button', class: 'player-bar__icon', 'aria-label': 'Next' }, [
    skipIcon('forward'),
  ]);
  let playing: boolean | null = null;
  previousButton.addEventListener('click', previous);
  nextButton.addEventListener('click', next);
  playButton.addEventListener('click', () => (playing === true ? pause() : resume()));

  return {
    element: element('div', { class: 'player-bar__transport', role: 'group', 'aria-label': 'Playback' }, [
      previousButton,
      playButton,
      nextButton,
    ]),
    update(view) {
      setAttribute(previousButton, 'disabled', !view.canPrevious);
      setAttribute(nextButton, 'disabled', !view.canNext);
      setAttribute(playButton, 'aria-label', view.playing ? 'Pause' : 'Play');
      setAttribute(playButton, 'aria-busy', String(view.waiting));
      if (view.playing !== playing) playButton.replaceChildren(view.playing ? pauseIcon() : playIcon());
      playing = view.playing;
    },
  };
}
