import { INTERACTIONS } from '#lib/browser/after-load.ts';
import { PAGE_SCRIPTS_PENDING_EVENT, PAGE_SCRIPTS_SETTLED_EVENT } from '#lib/browser/early-clicks.ts';

/** The attribute of the `<template>`s that hold a page's module scripts until the page has painted. */
export const DEFERRED_SCRIPTS_ATTRIBUTE = 'data-deferred-scripts';

/** The parts of the window the activation uses. */
export type DeferredWindow = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'requestAnimationFrame' | 'setTimeout'
>;

/** The parts of the document the activation uses. */
export type DeferredDocument = Pick<
  Document,
  'addEventListener' | 'dispatchEvent' | 'importNode' | 'querySelectorAll' | 'readyState' | 'visibilityState'
>;

/**
 * Puts the page's module scripts into the page once it has loaded and painted, so that the largest paint
 * comes nearly as soon as on the page without scripts (tests/e2e/deferred-scripts.spec.ts). A module script
 * in the HTML is fetched at high priority as soon as the parser sees it and runs before the page's text is
 * drawn on a fast connection; a slow phone then waits for it before it paints, and Lighthouse counts it as
 * blocking the largest paint. So the layout and the pages write their scripts inside
 * `<template data-deferred-scripts>` (src/components/DeferredScripts.astro), whose content the browser
 * neither fetches nor runs, and this copies that content into the page (a copied script runs):
 *
 * - after the window's `load` and two frames (the page's text is often drawn only in the frame after
 *   `load`: the parser stops at the header's inline scripts and paints what it has first);
 * - at once on a hidden page, which paints no frame;
 * - or at the visitor's first interaction, if that comes sooner: a tap starts the scripts at once.
 *
 * Clicks on controls whose scripts are not ready yet are kept meanwhile and replayed once they are
 * (src/page-scripts/head/early-click-capture.ts). So that a kept click is given up only when its script is
 * known not to come, this says on the document when the scripts it put in are on their way
 * (`PAGE_SCRIPTS_PENDING_EVENT`) and when every one of them has run or failed to load
 * (`PAGE_SCRIPTS_SETTLED_EVENT`: a module script's `load` comes after it and its imports have run). After a
 * client-router page change (only possible once the scripts run) the new page's templates are copied in at
 * once; a module already run does not run again.
 */
export function activateDeferredScripts(scope: DeferredWindow, page: DeferredDocument): void {
  let started = false;
  let loading = 0;
  const say = (type: string): void => {
    page.dispatchEvent(new Event(type));
  };
  const arrived = (): void => {
    if (--loading === 0) say(PAGE_SCRIPTS_SETTLED_EVENT);
  };

  function putScripts(): void {
    let added = 0;
    for (const template of page.querySelectorAll<HTMLTemplateElement>(`template[${DEFERRED_SCRIPTS_ATTRIBUTE}]`)) {
      const content = page.importNode(template.content, true);
      for (const script of content.querySelectorAll('script[src]')) {
        added++;
        script.addEventListener('load', arrived);
        script.addEventListener('error', arrived);
      }
      template.parentNode?.replaceChild(content, template);
    }
    if (added === 0) {
      if (loading === 0) say(PAGE_SCRIPTS_SETTLED_EVENT);
      return;
    }
    if (loading === 0) say(PAGE_SCRIPTS_PENDING_EVENT);
    loading += added;
  }
  function start(): void {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) scope.removeEventListener(type, start, true);
    putScripts();
  }
  // A frame callback runs just before its frame is painted: a task the second one queues runs after the first
  // frame is drawn.
  function afterPaint(): void {
    if (page.visibilityState === 'hidden') start();
    else scope.requestAnimationFrame(() => scope.requestAnimationFrame(() => scope.setTimeout(start, 0)));
  }

  for (const type of INTERACTIONS) scope.addEventListener(type, start, { capture: true, passive: true });
  if (page.readyState === 'complete') afterPaint();
  else scope.addEventListener('load', afterPaint, { once: true });
  page.addEventListener('astro:after-swap', () => started && putScripts());
}
