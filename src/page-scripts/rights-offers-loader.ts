import { onEveryPage } from './page-load.ts';

/**
 * Loads the browser's rights decisions (rights-offers.ts) once a page carries a performance whose
 * licence window opens or closes after the build (`data-rights`): most pages carry none and load
 * nothing more.
 */
let loaded = false;
onEveryPage(() => {
  if (loaded || document.querySelector('[data-rights]') === null) return;
  loaded = true;
  void import('./rights-offers.ts');
});
