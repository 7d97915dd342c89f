/**
 * The marks on `<html>` that say a page has something for one of the layout's islands to draw. The head
 * script sets them before the first paint, from what the visitor's storage and clock say
 * (src/page-scripts/head/), and again after each page change; the stores set them when the visitor does
 * something on the page that gives an island work (a sign-in, a queue, a flash). An island that waits for
 * its mark (`client:after-load="<mark>"`, src/islands/after-load-directive.ts) hydrates only once the mark
 * is there, so a visitor with nothing to show loads none of its code.
 */

/** A signed-in visitor: the user menu shows their name (the head script's mark also hides sign-in prompts). */
export const SIGNED_IN_MARK = 'data-signed-in';

/** A flash waits to be shown: handed over by the previous page, or shown by this one. */
export const FLASH_MARK = 'data-flash';

/** The clock falls in a live banner's span: the banner's box is reserved and the layout's script draws it. */
export const LIVE_BANNER_MARK = 'data-live-banner';

/** Set on an island while it waits for its mark: it hydrates only if the page is ever marked so. */
export const AWAITS_MARK_ATTRIBUTE = 'data-awaits-mark';

/** Sets a mark on `<html>` in a browser; in the build, where there is no document, it does nothing. */
export function setPageMark(name: string): void {
  if (typeof document !== 'undefined') document.documentElement.setAttribute(name, '');
}
