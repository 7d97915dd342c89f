/**
 * The mark on `<html>` that says the visitor has a saved queue, so the player bar's box is kept
 * from the first frame (nothing shifts when the bar's island draws the restored queue
 * after load). The head script sets it from local storage before the first paint
 * (src/page-scripts/head/player-queued-mark.ts); the bar keeps it in step with the queue afterwards.
 */
export const PLAYER_QUEUED_MARK = 'data-player-queued';
