import { QUEUE_STORAGE_KEY } from '#lib/player/queue-persistence.ts';
import { PLAYER_QUEUED_MARK } from '#lib/player/queued-mark.ts';
import { storedItem, type StorageScope } from './stored-item.ts';

/**
 * Marks `<html>` with `PLAYER_QUEUED_MARK` when the saved queue holds anything, so the player bar's box is
 * kept from the first frame and its island, drawing the queue later, shifts nothing; the bar keeps the mark
 * in step with the queue (src/islands/player/PlayerBar.tsx).
 */
export function markPlayerQueued(html: Pick<Element, 'setAttribute'>, scope: StorageScope): void {
  const queue = storedItem(scope, QUEUE_STORAGE_KEY);
  if (queue && queue !== '[]') html.setAttribute(PLAYER_QUEUED_MARK, '');
}
