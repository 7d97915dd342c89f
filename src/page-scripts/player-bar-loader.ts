import { afterLoad } from '../lib/browser/after-load.ts';

/**
 * Draws the player bar into its static container once the page has loaded and the browser
 * is idle, or at the visitor's first interaction (a play click among them), so none of the
 * player's code is among the page's JavaScript before its largest paint. The bar's module
 * runs once per page life: the client router keeps the container across page changes.
 */
afterLoad(() => {
  const section = document.querySelector<HTMLElement>('[data-player-bar]');
  if (section === null) return;
  void import('./player-page-marks.ts').then((marks) => {
    marks.startPageMarks();
  });
  void import('../islands/player/player-bar.ts').then(({ mountPlayerBar }) => mountPlayerBar(section));
});
