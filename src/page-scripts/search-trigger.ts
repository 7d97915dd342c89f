import { createIndexRequester, searchIndexUrl } from '../lib/search-client/index-request.ts';
import { isSearchShortcut, opensModal } from '../lib/search-client/trigger-conditions.ts';

/**
 * Opens the search modal from any page: a plain click on a Search link (`[data-search-trigger]`,
 * whose href is the full-text search page, so it works without JavaScript) or '/' pressed
 * anywhere but in a field. This script is all a page carries for search; React, the modal and
 * the index load only when search is first asked for, the index downloading while the modal's
 * code loads. Pointing at or focusing a Search link starts loading the modal's code early.
 */
const basePath = import.meta.env.BASE_URL;
const requester = createIndexRequester(searchIndexUrl(basePath), (url, init) => fetch(url, init));
const TRIGGER = '[data-search-trigger]';

let modal: Promise<typeof import('../islands/search/mount-search-modal.tsx')> | null = null;
const loadModal = () =>
  (modal ??= import('../islands/search/mount-search-modal.tsx').catch((error: unknown) => {
    modal = null;
    throw error;
  }));

/** Opens the modal; if its code cannot load, goes to the full-text search page instead. */
function open(returnFocus: HTMLElement | null, fallbackHref: string): void {
  requester.request().catch(() => {
    // The modal shows the failure and offers to retry; nothing to do here.
  });
  loadModal()
    .then(({ showSearchModal }) => showSearchModal({ requester, basePath }, returnFocus))
    .catch((error: unknown) => {
      console.error(error);
      window.location.assign(fallbackHref);
    });
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
    open(trigger, trigger.href);
  },
  { capture: true },
);

document.addEventListener('keydown', (event) => {
  const focused = document.activeElement;
  // Inside an open dialog (the modal itself, or another) '/' is left to that dialog.
  if (!isSearchShortcut(event, focused) || focused?.closest('dialog[open]')) return;
  event.preventDefault();
  const fallback = document.querySelector<HTMLAnchorElement>(TRIGGER)?.href ?? `${basePath.replace(/\/+$/, '')}/search`;
  open(focused instanceof HTMLElement && focused !== document.body ? focused : null, fallback);
});

for (const type of ['pointerover', 'focusin'] as const) {
  document.addEventListener(type, (event) => {
    if (triggerOf(event.target) !== null) loadModal().catch(() => {});
  });
}
