/**
 * What the full-text index (Pagefind) leaves out of every page: the controls, navigation, forms and
 * labels around the prose. A visitor searches program notes, biographies, descriptions and names;
 * an excerpt that read 'ConductorTobias Rennquist. Play PerformanceAdd to queue.' showed
 * the page's furniture instead. Elements a page marks `data-index-ignore` (section labels, counts,
 * durations, prompts) are left out the same way.
 */
export const FULL_TEXT_EXCLUDED_SELECTORS: readonly string[] = [
  'button',
  // Links drawn as buttons are controls too: Share, 'Watch the entire concert', 'View/Print Concert Program'.
  '.button',
  'nav',
  'form',
  'dt',
  'time',
  '.visually-hidden',
  '[aria-hidden="true"]',
  '[data-index-ignore]',
];
