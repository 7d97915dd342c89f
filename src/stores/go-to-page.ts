import { handOffFlash } from './flash.ts';

/**
 * A redirect: loads `url` as a new page (replacing this history entry when asked), handing the flash
 * this page just showed to the page it goes to. Every programmatic page change goes through here;
 * a link the visitor follows carries no flash.
 */
export function goToPage(url: string, replace = false): void {
  handOffFlash();
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}
