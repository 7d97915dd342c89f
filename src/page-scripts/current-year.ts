/**
 * Keeps the footer's copyright year current (rules §9: "the current year") on a page built
 * in an earlier year: the build writes its own year, the visitor's clock corrects it.
 */
// With the client router, page changes swap the body without reloading scripts: set up on
// every page load (the event also fires for the first page).
document.addEventListener('astro:page-load', () => {
  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll('[data-current-year]')) {
    if (element.textContent !== year) element.textContent = year;
  }
});
