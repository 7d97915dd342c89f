import { scrubStep, seekKeyStep, seekSlider } from '../../lib/player/seek-slider.ts';
import type { Scrub, ScrubEvent } from '../../lib/player/seek-slider.ts';
import { seekBy, seekTo } from '../../stores/player/controls.ts';
import type { BarPart } from './bar-part.ts';
import { element, setAttribute, setText } from './elements.ts';

/**
 * Elapsed time, the seek bar and the total time. Dragging shows where the play head will
 * go and seeks on release; a keyboard or screen-reader change seeks at once (seek-slider.ts),
 * and the slider reads as '1:23 of 10:05'.
 */
export function createSeekBar(): BarPart {
  const elapsed = element('span', { class: 'player-bar__time', 'aria-hidden': 'true' });
  const total = element('span', { class: 'player-bar__time', 'aria-hidden': 'true' });
  const range = element('input', { type: 'range', class: 'player-bar__range', min: 0, step: 1, 'aria-label': 'Seek' });
  let scrub: Scrub = null;
  let position = 0;
  let duration = 0;

  const render = (): void => {
    const slider = seekSlider(position, duration, scrub);
    // The maximum first, so the new value is not clamped to the previous item's length.
    setAttribute(range, 'max', slider.max);
    if (range.value !== String(slider.value)) range.value = String(slider.value);
    setAttribute(range, 'aria-valuetext', slider.valueText);
    setText(elapsed, slider.elapsed);
    setText(total, slider.total);
  };
  const follow = (event: ScrubEvent): void => {
    const step = scrubStep(scrub, event);
    scrub = step.scrub;
    if (step.seek !== null) seekTo(step.seek);
    render();
  };
  range.addEventListener('pointerdown', () => follow({ type: 'press', position }));
  range.addEventListener('pointerup', () => follow({ type: 'release' }));
  range.addEventListener('pointercancel', () => follow({ type: 'cancel' }));
  range.addEventListener('input', () => follow({ type: 'input', value: Number(range.value) }));
  range.addEventListener('keydown', (event) => {
    const step = seekKeyStep(event.key);
    if (step === undefined) return;
    event.preventDefault();
    seekBy(step);
  });

  return {
    element: element('div', { class: 'player-bar__seek' }, [elapsed, range, total]),
    update(view) {
      position = view.position;
      duration = view.duration;
      render();
    },
  };
}
