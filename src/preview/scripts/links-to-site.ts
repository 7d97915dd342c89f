/**
 * The preview renderer's own script, which only its pages carry, in their head
 * (src/preview/integrations/preview-page-script.ts compiles it, with the site's origin and base path): the
 * links the page's islands and scripts draw in the browser (the player bar's work, the user
 * menu's, the live pages'…) are written as the site's paths, which on the preview's origin
 * (the API's) lead into the API. Each is made to lead where previewLinkTarget says, as the server
 * made the page's own links (src/preview/lib/site-links.ts): to the published site, or, for the
 * previewed record's own pages, to the preview.
 *
 * Links are rewritten as they appear (a MutationObserver), so that whatever follows one (a click,
 * a middle click, "open in new tab", the client router, which leaves other origins to the browser)
 * sees where it leads. A navigation a script starts itself (`location.assign('/music/…')`) is sent
 * on where the browser tells of it (the Navigation API).
 */
import { PREVIEW_PREFIX } from '#lib/studio/paths.ts';
import { pathBelow, previewLinkTarget, recordPathOf, type PreviewPlace } from '../lib/preview-link-target.ts';

const page = new URL(location.href);
const place: PreviewPlace = {
  previewOrigin: page.origin,
  previewPrefix: PREVIEW_PREFIX,
  siteOrigin: new URL(import.meta.env.SITE).origin,
  basePath: import.meta.env.BASE_URL,
  // The page's own path below the prefix is the site's below its base path.
  recordPath: recordPathOf(pathBelow(page.pathname, PREVIEW_PREFIX) ?? '/'),
  state: page.searchParams.get('state') ?? undefined,
};

const LINKS = 'a[href], area[href]';

/** Where an address leads from this page, or undefined where it leads where it says. */
function targetOf(address: string): URL | undefined {
  try {
    return previewLinkTarget(new URL(address, location.href), place);
  } catch {
    return undefined;
  }
}

function retarget(link: Element): void {
  if (!(link instanceof HTMLAnchorElement || link instanceof HTMLAreaElement) || !link.hasAttribute('href')) return;
  const target = targetOf(link.href);
  if (target !== undefined) link.href = target.href;
}

function retargetWithin(node: Node): void {
  if (!(node instanceof Element)) return;
  retarget(node);
  for (const link of node.querySelectorAll(LINKS)) retarget(link);
}

new MutationObserver((changes) => {
  for (const change of changes) {
    if (change.type === 'attributes') retarget(change.target as Element);
    else for (const added of change.addedNodes) retargetWithin(added);
  }
}).observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['href'] });
retargetWithin(document.documentElement);

// Browsers without the Navigation API leave a script's own navigations as they are. A change of the address
// that stays on the page (history.replaceState) loads nothing, and is left as it is.
(globalThis as { navigation?: Navigation }).navigation?.addEventListener('navigate', (event) => {
  if (!event.cancelable || event.destination.sameDocument || event.navigationType === 'traverse') return;
  const target = targetOf(event.destination.url);
  if (target === undefined) return;
  event.preventDefault();
  if (event.navigationType === 'replace') location.replace(target.href);
  else location.assign(target.href);
});
