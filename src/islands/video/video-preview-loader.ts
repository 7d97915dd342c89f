import { afterLoad } from '#lib/browser/after-load.ts';
import { replayEarlyClicks } from '#lib/browser/early-clicks.ts';
import { createHydrationQueue } from '#lib/browser/hydration-queue.ts';
import { importInSteps } from '#lib/browser/import-in-steps.ts';

/**
 * The video previews' script (VideoPreview.astro): a click on a preview's play control
 * (`data-player-action="watch"`) loads the video player's code and turns that preview into the
 * player; previews that start by default (features, collections) become players once the page
 * has loaded and is idle, as the layout's islands hydrate. React and video.js load only then. A
 * click that came before this script ran was kept by the head script and is replayed here
 * (src/lib/browser/early-clicks.ts).
 *
 * A click loads the player's code at once, its files in parallel: the visitor is waiting. Players that
 * start by default load it in four steps (`importInSteps`), each evaluated in a task of its own: React's
 * runtime, the session store with its auth client, the stream links' store, then the player itself. None
 * brings zod: it loads with a stored session to read or an answer that brings links. Evaluated at once, they were the longest task after a
 * collection page's load (docs/performance.md); in steps, their files come one step after another.
 */
const loadPlayer = () => import('./mount-video-player.ts');

const loadPlayerInSteps = () =>
  importInSteps(
    [
      () => import('react-dom/client'),
      () => import('../../stores/session.ts'),
      () => import('../../stores/stream-links-state.ts'),
    ],
    loadPlayer,
  );

/** Players mount one per task, each after a yield, as islands hydrate (src/lib/browser/hydration-queue.ts). */
const queueMount = createHydrationQueue();

const STARTS_BY_DEFAULT = '[data-video-preview][data-starts-by-default="true"]';

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

/**
 * Previews that start by default (features, collections) become players after the page's load
 * event, when the browser is idle or at the visitor's first interaction (`afterLoad`), each in a
 * task of its own. Mounted at the first idle moment, before load, the player brought React with
 * it and evaluated and drew it in one long task while the page was still loading: the
 * collection page's total blocking time.
 */
function mountDefaultPlayers(): void {
  const previews = [...document.querySelectorAll<HTMLElement>(STARTS_BY_DEFAULT)];
  if (previews.length === 0) return;
  afterLoad(() => {
    const loading = loadPlayerInSteps();
    for (const preview of previews) {
      const mount =
        ({ mountVideoPlayer }: Awaited<typeof loading>) =>
        () => {
          mountVideoPlayer(preview, false);
        };
      void queueMount(loading.then(mount));
    }
  });
}

document.addEventListener('click', onClick);
replayEarlyClicks('watch', watch);
// The client router fires this when it has put a new page in place.
document.addEventListener('astro:after-swap', mountDefaultPlayers);
mountDefaultPlayers();
