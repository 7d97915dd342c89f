/**
 * The one audio element of the site. It lives outside the document, so page changes made
 * by the client router never touch it, and it is created on first use, never during the
 * build.
 */
let element: HTMLAudioElement | null = null;

/** The player's audio element, created on first call (browser only). */
export function playerAudioElement(): HTMLAudioElement {
  if (element === null) {
    element = new Audio();
    // Nothing is fetched until the visitor plays: signed links are fetched on demand.
    element.preload = 'none';
  }
  return element;
}

/**
 * Called inside the click that asks for playback, before any await. Safari lets an element
 * start sound later only if `play()` was called on it during a user gesture; the links are
 * fetched first, so the real `play()` comes after the gesture has ended. An element that
 * already has a source has been played before and is left alone.
 */
export function unlockAudioInGesture(): void {
  const audio = playerAudioElement();
  if (audio.getAttribute('src') !== null) return;
  audio.play().catch(() => undefined);
}
