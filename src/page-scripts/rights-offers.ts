import { readBakedRights } from '#lib/rights/baked-rights.ts';
import { decisionDelay } from '#lib/rights/decision-timer.ts';
import { mediaTokens, offeredMedia, parseMediaTokens } from '#lib/rights/media-offer.ts';
import { onEveryPage } from './page-load.ts';

/**
 * What a page offers of a performance whose licence window opens or closes after the build
 * (docs/rights.md, "The interface"), decided again on the visitor's clock: on load, at the next
 * change (a timer), and when the tab comes back into view, since a hidden tab runs its timers
 * late or not at all. Each block carries its rights (`data-rights`) and its recordings' media
 * (`data-media-held`); the page's styles show the controls of the media its `data-offer` names and
 * 'Not available for streaming.' when it names none (src/styles/global.css). The API decides every
 * stream again, so a wrong clock shows a button that meets its refusal, never a stream.
 */

let timer: ReturnType<typeof setTimeout> | undefined;

/** Decides one block at `now` and returns when its offer next changes. */
function decideBlock(block: HTMLElement, now: Date): Date | null {
  const rights = readBakedRights(block.dataset['rights']);
  if (rights === null) return null;
  const { offered, changesAt } = offeredMedia(rights, parseMediaTokens(block.dataset['mediaHeld']), now);
  const tokens = mediaTokens(offered);
  if (block.dataset['offer'] !== tokens) block.dataset['offer'] = tokens;
  // A movement plays the audio: it stays in the list, as a name, while the audio is not offered.
  for (const movement of block.querySelectorAll<HTMLButtonElement>('[data-player-action="play-movement"]')) {
    movement.disabled = !offered.includes('audio');
  }
  return changesAt;
}

function decideOffers(): void {
  clearTimeout(timer);
  const now = new Date();
  const blocks = document.querySelectorAll<HTMLElement>('[data-rights]');
  const delay = decisionDelay(
    [...blocks].map((block) => decideBlock(block, now)),
    now,
  );
  timer = delay === null ? undefined : setTimeout(decideOffers, delay);
  // Tells tests the offers are decided on the visitor's clock.
  document.documentElement.dataset['rightsOffers'] = 'decided';
}

document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') decideOffers();
});
// On the page loaded and on every page the client router swaps in; this module stays loaded across them.
onEveryPage(decideOffers);
