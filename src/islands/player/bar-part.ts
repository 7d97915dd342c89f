import type { PlayerBarView } from '../../lib/player/player-bar-view.ts';

/** A part of the player bar: its element, built once, and how it follows the bar's view. */
export interface BarPart {
  readonly element: HTMLElement;
  update(view: PlayerBarView): void;
}
