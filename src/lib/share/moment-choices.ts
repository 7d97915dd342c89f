import { currentMovementIndex } from '../player/movements.ts';
import type { QueueItem } from '../player/queue-item.ts';
import { stripEmphasis } from '../text/emphasis.ts';
import { formatClockDuration } from '../time/durations.ts';
import { momentUrl } from './moment-link.ts';

/**
 * What 'Share' on a composition page can point at while one of its performances is on the
 * player: the page itself, the time playing now, or the movement playing.
 */
export interface MomentChoice {
  /** The select's value: stable while the play head moves, so the visitor's choice stays. */
  readonly value: 'start' | 'time' | 'movement';
  readonly label: string;
  readonly url: string;
}

/**
 * The choices for a page (`pageUrl`, the composition `compositionIdentifier`) while `item` is
 * on the player at `position` seconds: none unless the item is a performance of this
 * composition and has got past its first second, so the choice only appears when it means
 * something. The movement is offered for a recording of more than one.
 */
export function momentChoices(
  pageUrl: string,
  compositionIdentifier: string,
  item: QueueItem | null,
  position: number,
): MomentChoice[] {
  if (item === null || item.composition_identifier !== compositionIdentifier) return [];
  if (!Number.isFinite(position) || position < 1) return [];
  const seconds = Math.floor(position);
  const choices: MomentChoice[] = [
    { value: 'start', label: 'the beginning', url: pageUrl },
    {
      value: 'time',
      label: `${formatClockDuration(seconds * 1000)} (now)`,
      url: momentUrl(pageUrl, item.performance_id, { kind: 'time', seconds }),
    },
  ];
  const movementIndex = currentMovementIndex(item.movement_cuepoints, position);
  const movement = item.movement_cuepoints[movementIndex];
  if (item.movement_cuepoints.length > 1 && movement !== undefined) {
    choices.push({
      value: 'movement',
      label: `movement ${movementIndex + 1}, “${stripEmphasis(movement.title)}”`,
      url: momentUrl(pageUrl, item.performance_id, { kind: 'movement', movementIndex }),
    });
  }
  return choices;
}
