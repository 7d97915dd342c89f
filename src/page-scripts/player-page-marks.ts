import { currentMovementIndex } from '#lib/player/movements.ts';
import { $playback } from '../stores/player/playback.ts';
import { $queue } from '../stores/player/queue.ts';
import { currentItem } from '#lib/player/queue-state.ts';

/**
 * Marks on the page what the player bar is playing, the playing movement
 * included: every `[data-player-action]` button of the current performance (matched by
 * `data-performance-id`) gets `data-player-current` ("playing" or "paused"), and the
 * movement button (`data-player-action="play-movement"`) of the movement under the play
 * head gets `aria-current="true"`. Pages style these attributes.
 */
interface Mark {
  readonly performanceId: number | null;
  readonly status: 'playing' | 'paused' | 'stopped';
  readonly movement: number;
}

function currentMark(): Mark {
  const state = $queue.get();
  const item = currentItem(state);
  if (item === null) return { performanceId: null, status: state.status, movement: -1 };
  const movement = currentMovementIndex(item.movement_cuepoints, $playback.get().position);
  return { performanceId: item.performance_id, status: state.status, movement };
}

function apply(mark: Mark): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-player-action][data-performance-id]')) {
    const isCurrent = mark.performanceId !== null && element.dataset['performanceId'] === String(mark.performanceId);
    if (isCurrent) element.dataset['playerCurrent'] = mark.status === 'playing' ? 'playing' : 'paused';
    else delete element.dataset['playerCurrent'];
    if (element.dataset['playerAction'] !== 'play-movement') continue;
    const playing = isCurrent && element.dataset['movementIndex'] === String(mark.movement);
    if (playing) element.setAttribute('aria-current', 'true');
    else element.removeAttribute('aria-current');
  }
}

let started = false;
let last = '';

function refresh(force: boolean): void {
  const mark = currentMark();
  const key = JSON.stringify(mark);
  if (!force && key === last) return;
  last = key;
  apply(mark);
}

/** Starts marking: now, whenever the queue or the movement changes, and on each new page. */
export function startPageMarks(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  $queue.subscribe(() => refresh(false));
  $playback.listen(() => refresh(false));
  document.addEventListener('astro:after-swap', () => refresh(true));
}
