import { momentChoices } from '#lib/share/moment-choices.ts';
import type { MomentChoice } from '#lib/share/moment-choices.ts';
import { socialShareUrl } from '#lib/share/share-target.ts';
import { currentItem } from '#lib/player/queue-state.ts';
import { $playback } from '../stores/player/playback.ts';
import { $queue } from '../stores/player/queue.ts';
import { onEveryPage } from './page-load.ts';

/**
 * 'Share from' beside a composition page's Share button (ShareButton.astro with
 * `composition`): shown while one of the composition's performances is on the player past its
 * first second, it offers the beginning, the time playing now, or the movement playing, and
 * points the Share link (its `data-share-url`, which share.ts shares, and the sharer `href`
 * used without scripts) at the choice. The page's own URL stays the link's default.
 */
function update(): void {
  const box = document.querySelector<HTMLElement>('[data-share-moment]');
  const link = box?.parentElement?.querySelector<HTMLAnchorElement>('a[data-share]') ?? null;
  const select = box?.querySelector('select') ?? null;
  if (box === null || link === null || select === null) return;
  link.dataset['pageUrl'] ??= link.dataset['shareUrl'] ?? window.location.href;
  const choices = momentChoices(
    link.dataset['pageUrl'],
    box.dataset['shareMoment'] ?? '',
    currentItem($queue.get()),
    $playback.get().position,
  );
  box.hidden = choices.length === 0;
  const chosen = choices.find((choice) => choice.value === select.value) ?? choices[0];
  showChoices(select, choices, chosen?.value ?? 'start');
  const url = chosen?.url ?? link.dataset['pageUrl'];
  link.dataset['shareUrl'] = url;
  link.href = socialShareUrl(url);
}

/** Writes the options, changing only what changed, so an open list is not rebuilt each second. */
function showChoices(select: HTMLSelectElement, choices: readonly MomentChoice[], value: string): void {
  choices.forEach((choice, index) => {
    const option = select.options[index] ?? select.appendChild(document.createElement('option'));
    if (option.value !== choice.value) option.value = choice.value;
    if (option.text !== choice.label) option.text = choice.label;
  });
  while (select.options.length > Math.max(1, choices.length)) select.options[select.options.length - 1]?.remove();
  if (select.value !== value) select.value = value;
}

$queue.listen(update);
$playback.listen(update);
document.addEventListener('change', (event) => {
  if (event.target instanceof HTMLSelectElement && event.target.closest('[data-share-moment]') !== null) update();
});
// On the page loaded and on every page the client router swaps in; this module stays loaded across them.
onEveryPage(update);
