import { onEveryPage } from './page-load.ts';

/**
 * Keeps the footer's copyright year current (rules §9: "the current year") on a page built
 * in an earlier year: the build writes its own year, the visitor's clock corrects it.
 */
// Set up on the page loaded and on every page the client router swaps in.
onEveryPage(() => {
  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll('[data-current-year]')) {
    if (element.textContent !== year) element.textContent = year;
  }
});
