import { setMuted, setVolume } from '../../stores/player/controls.ts';
import type { BarPart } from './bar-part.ts';
import { element, setAttribute } from './elements.ts';
import { speakerIcon } from './player-icons.ts';

/** Mute and a volume slider (0–100 %). Some phones fix the volume in hardware and ignore it. */
export function createVolumeControl(): BarPart {
  const muteButton = element('button', { type: 'button', class: 'player-bar__icon' });
  const range = element('input', {
    type: 'range',
    class: 'player-bar__range player-bar__volume-range',
    min: 0,
    max: 100,
    step: 5,
    'aria-label': 'Volume',
  });
  let muted = false;
  let silent: boolean | null = null;
  let percent = 100;
  const showPercent = (): void => {
    if (range.value !== String(percent)) range.value = String(percent);
    setAttribute(range, 'aria-valuetext', `${percent}%`);
  };
  muteButton.addEventListener('click', () => setMuted(!muted));
  range.addEventListener('input', () => {
    setVolume(Number(range.value) / 100);
    // The slider shows the volume the audio took (the bar has drawn it by now), not where it
    // was dragged: a phone that fixes the volume in hardware keeps it at 100 %.
    showPercent();
  });

  return {
    element: element('div', { class: 'player-bar__volume' }, [muteButton, range]),
    update(view) {
      muted = view.muted;
      setAttribute(muteButton, 'aria-label', view.muted ? 'Unmute' : 'Mute');
      if (view.silent !== silent) muteButton.replaceChildren(speakerIcon(view.silent));
      silent = view.silent;
      percent = view.volumePercent;
      showPercent();
    },
  };
}
