import { replayEarlyClicks, SEARCH_KEY_KIND } from '#lib/browser/early-clicks.ts';
import { createIndexRequester } from '../lib/index-request.ts';
import { searchIndexUrl } from '../lib/search-index-url.ts';
import { isSearchShortcut, opensModal } from '../lib/trigger-conditions.ts';

/**
 * Opens the search modal from any page: a plain click on a Search link (`[data-search-trigger]`,
 * whose href is the full-text search page, so it works without JavaScript) or '/' pressed
 * anywhere but in a field. This script is all a page carries for search; React, the modal and
 * the index load only when search is first asked for, the index downloading while the modal's
 * code loads. Pointing at or focusing a Search link starts loading the modal's code early. A
 * Search link is busy (`aria-busy`) from the click until the modal shows; a click that came
 * before this script ran was kept by the head script and is replayed here, so it opens the
 * modal too (src/lib/browser/early-clicks.ts).
 */
const basePath = import.meta.env.BASE_URL;
const requester = createIndexRequester(searchIndexUrl(basePath), (url, init) => fetch(url, init));
const TRIGGER = '[data-search-trigger]';

let modal: Promise<typeof import('./mount-search-modal.tsx')> | null = null;
const loadModal = () =>
  (modal ??= import('./mount-search-modal.tsx').catch((error: unknown) => {
    modal = null;
    throw error;
  }));

/** Opens the modal; if its code cannot load, goes to the full-text search page instead. */
function open(returnFocus: HTMLElement | null, fallbackHref: string): Promise<void> {
  requester.request().catch(() => {
    // The modal shows the failure and offers to retry; nothing to do here.
  });
  return loadModal()
    .then(({ showSearchModal }) => showSearchModal({ requester, basePath }, returnFocus))
    .catch((error: unknown) => {
      console.error(error);
      window.location.assign(fallbackHref);
    });
}

/** Opens the modal from a Search link, which shows that it is busy until the modal is there. */
function openFrom(trigger: HTMLAnchorElement): Promise<void> {
  trigger.setAttribute('aria-busy', 'true');
  return open(trigger, trigger.href).finally(() => trigger.removeAttribute('aria-busy'));
}

function triggerOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(TRIGGER) : null;
}

// In the capture phase: the client router also listens for link clicks on the document and
// would navigate to /search first; it leaves alone a click whose default is already prevented.
document.addEventListener(
  'click',
  (event) => {
    const trigger = triggerOf(event.target);
    if (trigger === null || !opensModal(event)) return;
    event.preventDefault();
    void openFrom(trigger);
  },
  { capture: true },
);
replayEarlyClicks('search', (trigger) => (trigger instanceof HTMLAnchorElement ? openFrom(trigger) : undefined));

/** The full-text page, where '/' leads when the modal's code cannot load. */
const shortcutFallback = (): string =>
  document.querySelector<HTMLAnchorElement>(TRIGGER)?.href ?? `${basePath.replace(/\/+$/, '')}/search`;

document.addEventListener('keydown', (event) => {
  const focused = document.activeElement;
  // Inside an open dialog (the modal itself, or another) '/' is left to that dialog.
  if (!isSearchShortcut(event, focused) || focused?.closest('dialog[open]')) return;
  event.preventDefault();
  void open(focused instanceof HTMLElement && focused !== document.body ? focused : null, shortcutFallback());
});
// '/' pressed before this script ran, kept by the head script with the element that had focus.
replayEarlyClicks(SEARCH_KEY_KIND, (focused) =>
  open(focused === document.documentElement ? null : focused, shortcutFallback()),
);

for (const type of ['pointerover', 'focusin'] as const) {
  document.addEventListener(type, (event) => {
    if (triggerOf(event.target) !== null) loadModal().catch(() => {});
  });
}
