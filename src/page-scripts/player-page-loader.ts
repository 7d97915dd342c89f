import { afterLoad } from '#lib/browser/after-load.ts';
import { onEveryPage } from './page-load.ts';

/** 'Share from' (src/page-scripts/share-moment.ts), once a page offers it: a composition page. */
let shareMomentLoaded = false;
function loadShareMoment(): void {
  if (shareMomentLoaded || document.querySelector('[data-share-moment]') === null) return;
  shareMomentLoaded = true;
  void import('./share-moment.ts');
}

/**
 * What a page shows from the player's stores, loaded when the player bar's island hydrates:
 * once the page has loaded and the browser is idle, or at the visitor's first interaction, so
 * none of it is among the page's JavaScript before its largest paint. The marks of what plays
 * (player-page-marks.ts), 'Resume at 12:34' and a shared moment (play-offers.ts, which follows
 * page changes itself) and 'Share from'. It runs once per page life, as the client router keeps
 * the module across page changes; it imports no island (the bar is one of its own,
 * src/islands/player/PlayerBar.tsx).
 */
afterLoad(() => {
  void import('./player-page-marks.ts').then((marks) => {
    marks.startPageMarks();
  });
  void import('./play-offers.ts');
  onEveryPage(loadShareMoment);
});
