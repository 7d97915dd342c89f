import { unlockAudioInGesture } from '../stores/player/audio-element.ts';

/**
 * The play buttons of every page, before and after the player bar hydrates: a click on an
 * element with `data-player-action` loads the player code (shared chunks the bar also
 * uses) and does what the button says. This script itself stays tiny, so a page's
 * JavaScript before its largest paint is only this and the layout's scripts.
 *
 * - `play` (or `play-now`): 'Play Performance', from the page's shared moment when its link
 *   names one (src/page-scripts/play-offers.ts); `queue` (or `add-to-queue`): 'Add to queue';
 *   `play-movement` with `data-movement-index`: plays from that movement's cue point;
 *   `resume` with `data-resume-at`: 'Resume at 12:34'. Each reads the `data-queue-item` JSON
 *   of the button or of its nearest ancestor that has one.
 * - `watch`: turns the nearest `[data-video-preview]` into the video player.
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

async function watch(button: HTMLElement): Promise<void> {
  const preview = button.closest<HTMLElement>('[data-video-preview]');
  if (preview === null) return;
  const { mountVideoPlayer } = await import('../islands/video/mount-video-player.ts');
  mountVideoPlayer(preview, true);
}

function onClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-player-action]') : null;
  const name = button?.dataset['playerAction'];
  if (button === null || name === undefined) return;
  const action = AUDIO_ACTIONS[name];
  if (action === undefined && name !== 'watch') return;
  event.preventDefault();
  if (action === 'play-now' || action === 'play-movement' || action === 'resume') unlockAudioInGesture();
  button.setAttribute('aria-busy', 'true');
  const work = action === undefined ? watch(button) : runAudioAction(action, button);
  void work.finally(() => button.removeAttribute('aria-busy'));
}

/** Previews that start by default (features, collections) become players once the page is idle. */
function mountDefaultPlayers(): void {
  if (document.querySelector('[data-video-preview][data-starts-by-default="true"]') === null) return;
  const mount = () =>
    void import('../islands/video/mount-video-player.ts').then((module) => module.mountDefaultVideoPlayers());
  if ('requestIdleCallback' in window) window.requestIdleCallback(mount, { timeout: 2000 });
  else setTimeout(mount, 200);
}

document.addEventListener('click', onClick);
// The client router fires this when it has put a new page in place.
document.addEventListener('astro:after-swap', mountDefaultPlayers);
mountDefaultPlayers();
