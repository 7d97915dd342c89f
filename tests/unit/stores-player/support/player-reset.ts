import { allTasks } from 'nanostores';
import { targetOfKey } from '../../../../src/lib/streams/fetch-state.ts';
import { INITIAL_PLAYBACK, updatePlayback } from '../../../../src/stores/player/playback.ts';
import { $queue, remove } from '../../../../src/stores/player/queue.ts';
import { $streamFetches, clearStreamLinks } from '../../../../src/stores/stream-links-state.ts';
import { $flash, dismissFlash } from '../../../../src/stores/flash.ts';
import { takeRedirect } from '../../../../src/stores/redirect-to.ts';
import { clearSession } from '../../../../src/stores/session.ts';
import { memoryLocalStorage, memorySessionStorage } from '../../stores/support/storage-stub.ts';

/**
 * Puts the player's stores back as a new page finds them: an empty queue, no stream-link
 * states, playback at rest, signed out, no flash, nothing remembered.
 */
export async function resetPlayerStores(): Promise<void> {
  await allTasks();
  while ($queue.get().items.length > 0) remove(0);
  for (const key of Object.keys($streamFetches.get())) {
    const target = targetOfKey(key);
    if (target !== null) clearStreamLinks(target);
  }
  updatePlayback(INITIAL_PLAYBACK);
  // Listeners stay: the player's stores subscribe to the session once, when they load.
  clearSession();
  takeRedirect('/');
  for (const flash of $flash.get()) dismissFlash(flash.id);
  await allTasks();
  memoryLocalStorage.clear();
  memorySessionStorage.clear();
}

/** The page the tests play from. */
export const PAGE = {
  pathname: '/music/concert-library/composition/symphony-no-5',
  search: '?from=list',
  hash: '',
  href: 'https://site.test/music/concert-library/composition/symphony-no-5?from=list',
};
