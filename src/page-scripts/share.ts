import { replayEarlyClicks } from '#lib/browser/early-clicks.ts';
import { findNativeBridge } from '#lib/native/native-bridge.ts';
import { shareBridgeMessage, shareWindowFeatures } from '#lib/share/share-target.ts';

/**
 * The share button's behaviour (ShareButton.astro). In native mode (`data-native-mode` on
 * `<html>`) the wrapper's bridge (src/lib/native/native-bridge.ts) gets the share message (its
 * shape is documented in src/lib/share/share-target.ts); otherwise the browser's share sheet
 * when it has one, else the social network's sharer in a 550x400 window. The link itself stays
 * the fallback.
 */
function share(link: HTMLAnchorElement): void {
  const url = link.dataset['shareUrl'] ?? window.location.href;
  const title = link.dataset['shareTitle'] ?? document.title;
  const bridge = document.documentElement.hasAttribute('data-native-mode') ? findNativeBridge(window) : undefined;
  if (bridge) {
    bridge.post(shareBridgeMessage({ url, title }));
    return;
  }
  if (typeof navigator.share === 'function') {
    // A visitor closing the share sheet rejects the promise; that is not an error.
    navigator.share({ url, title }).catch(() => undefined);
    return;
  }
  const screenBox = { left: window.screenX, top: window.screenY, width: window.outerWidth, height: window.outerHeight };
  window.open(link.href, 'share', shareWindowFeatures(screenBox));
}

// One listener for the share links of every page, those the client router swaps in too: bound as the script runs,
// when the head script stops keeping their clicks, not once the page's behaviours are set up.
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a[data-share]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  event.preventDefault();
  share(link);
});
// A click that came before this script ran, kept by the head script.
replayEarlyClicks('share', (link) => {
  if (link instanceof HTMLAnchorElement) share(link);
});
