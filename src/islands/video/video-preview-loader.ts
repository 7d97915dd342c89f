import { replayEarlyClicks } from '../../lib/browser/early-clicks.ts';

/**
 * The video previews' script (VideoPreview.astro): a click on a preview's play control
 * (`data-player-action="watch"`) loads the video player's code and turns that preview into the
 * player; previews that start by default (features, collections) become players once the page
 * is idle. React and video.js load only then. A click that came before this script ran was kept
 * by the head script and is replayed here (src/lib/browser/early-clicks.ts).
 */
const loadPlayer = () => import('./mount-video-player.ts');

async function watch(button: HTMLElement): Promise<void> {
  const preview = button.closest<HTMLElement>('[data-video-preview]');
  if (preview === null) return;
  button.setAttribute('aria-busy', 'true');
  try {
    const { mountVideoPlayer } = await loadPlayer();
    mountVideoPlayer(preview, true);
  } finally {
    button.removeAttribute('aria-busy');
  }
}

function onClick(event: MouseEvent): void {
  const button =
    event.target instanceof Element ? event.target.closest<HTMLElement>('[data-player-action="watch"]') : null;
  if (button === null) return;
  event.preventDefault();
  void watch(button);
}

/** Previews that start by default (features, collections) become players once the page is idle. */
function mountDefaultPlayers(): void {
  if (document.querySelector('[data-video-preview][data-starts-by-default="true"]') === null) return;
  const mount = () => void loadPlayer().then((module) => module.mountDefaultVideoPlayers());
  if ('requestIdleCallback' in window) window.requestIdleCallback(mount, { timeout: 2000 });
  else setTimeout(mount, 200);
}

document.addEventListener('click', onClick);
replayEarlyClicks('watch', watch);
// The client router fires this when it has put a new page in place.
document.addEventListener('astro:after-swap', mountDefaultPlayers);
mountDefaultPlayers();
