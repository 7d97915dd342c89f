import { afterLoad } from '../lib/browser/after-load.ts';

/** 'Share from' (src/page-scripts/share-moment.ts), once a page offers it: a composition page. */
let shareMomentLoaded = false;
function loadShareMoment(): void {
  if (shareMomentLoaded || document.querySelector('[data-share-moment]') === null) return;
  shareMomentLoaded = true;
  void import('./share-moment.ts');
}

/**
 * Draws the player bar into its static container once the page has loaded and the browser
 * is idle, or at the visitor's first interaction (a play click among them), so none of the
 * player's code is among the page's JavaScript before its largest paint. The bar's module
 * runs once per page life: the client router keeps the container across page changes. What
 * the page offers from the player's stores comes with it: 'Resume at 12:34' and a shared
 * moment (play-offers.ts, which follows page changes itself) and 'Share from'.
 */
afterLoad(() => {
  const section = document.querySelector<HTMLElement>('[data-player-bar]');
  if (section === null) return;
  void import('./player-page-marks.ts').then((marks) => {
    marks.startPageMarks();
  });
  void import('../islands/player/player-bar.ts').then(({ mountPlayerBar }) => mountPlayerBar(section));
  void import('./play-offers.ts');
  loadShareMoment();
  document.addEventListener('astro:page-load', loadShareMoment);
});
