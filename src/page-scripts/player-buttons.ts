import { replayEarlyClicks } from '#lib/browser/early-clicks.ts';
import { unlockAudioInGesture } from '../stores/player/audio-element.ts';

/**
 * The play buttons of every page, before and after the player bar hydrates: a click on an
 * element with `data-player-action` loads the player code (shared chunks the bar also
 * uses) and does what the button says. This script itself stays tiny, so a page's
 * JavaScript before its largest paint is only this and the layout's scripts. The button is
 * busy (`aria-busy`) from the click until the player has done it; a click that came before
 * this script ran was kept by the head script and is replayed here (src/lib/browser/early-clicks.ts).
 *
 * - `play` (or `play-now`): 'Play Performance', from the page's shared moment when its link
 *   names one (src/page-scripts/play-offers.ts); `queue` (or `add-to-queue`): 'Add to queue';
 *   `play-movement` with `data-movement-index`: plays from that movement's cue point;
 *   `resume` with `data-resume-at`: 'Resume at 12:34'. Each reads the `data-queue-item` JSON
 *   of the button or of its nearest ancestor that has one.
 * - `watch` belongs to the video previews' own script (src/islands/video/video-preview-loader.ts).
 */
type AudioAction = 'play-now' | 'add-to-queue' | 'play-movement' | 'resume';

const AUDIO_ACTIONS: Readonly<Record<string, AudioAction>> = {
  play: 'play-now',
  'play-now': 'play-now',
  queue: 'add-to-queue',
  'add-to-queue': 'add-to-queue',
  'play-movement': 'play-movement',
  resume: 'resume',
};

function queueItemJson(button: Element): string | null {
  return button.closest('[data-queue-item]')?.getAttribute('data-queue-item') ?? null;
}

async function runAudioAction(action: AudioAction, button: HTMLElement): Promise<void> {
  const [{ parsePlayRequest }, actions, { pageMomentFor }] = await Promise.all([
    import('../stores/player/request.ts'),
    import('../stores/player/actions.ts'),
    import('./play-offers.ts'),
    import('./player-page-marks.ts').then((marks) => marks.startPageMarks()),
  ]);
  const request = parsePlayRequest(queueItemJson(button));
  if (request === null) return;
  const moment = action === 'play-now' ? pageMomentFor(request.performance_id) : null;
  if (moment !== null) await actions.playFrom(request, moment);
  else if (action === 'play-now') await actions.playNow(request);
  else if (action === 'add-to-queue') await actions.addToQueue(request);
  else if (action === 'resume') await actions.playFrom(request, Number(button.dataset['resumeAt']));
  else await actions.playMovement(request, Number(button.dataset['movementIndex']));
}

/** The audio action a button asks for, if it asks for one. */
function actionOf(button: HTMLElement): AudioAction | undefined {
  const name = button.dataset['playerAction'];
  return name === undefined ? undefined : AUDIO_ACTIONS[name];
}

/** Does what the button says, busy until it is done. */
function act(button: HTMLElement, action: AudioAction): Promise<void> {
  if (action === 'play-now' || action === 'play-movement' || action === 'resume') unlockAudioInGesture();
  button.setAttribute('aria-busy', 'true');
  return runAudioAction(action, button).finally(() => button.removeAttribute('aria-busy'));
}

function onClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-player-action]') : null;
  const action = button === null ? undefined : actionOf(button);
  if (button === null || action === undefined) return;
  event.preventDefault();
  void act(button, action);
}

document.addEventListener('click', onClick);
replayEarlyClicks('player', (button) => {
  const action = actionOf(button);
  return action === undefined ? undefined : act(button, action);
});
