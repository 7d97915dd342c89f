/**
 * Astro's client router, set up as its `<ClientRouter />` component's script does (adapted from
 * astro/components/ClientRouter.astro, Astro 7.3, MIT licence). The layout renders the component's
 * two `<meta>` tags itself and loads this with its other scripts once the page has loaded and painted
 * (src/components/DeferredScripts.astro), in a step of its own after the controls' scripts: the component's
 * own script would be fetched before (docs/performance.md, 'The client router').
 * tests/unit/page-scripts/client-router-upstream.test.ts fails when the installed component is no longer the one
 * this was adapted from.
 *
 * Same-origin links and forms change pages in place (the player bar and its audio survive), with
 * every link prefetched on hover, as the component does. A link or form marked `data-astro-reload`,
 * a download, another target or origin, a modified click or a default already prevented is left to
 * the browser. Until this has run, links and forms simply load their page. Unlike the component, prefetching
 * is set up one task after the router.
 */
import { navigate, supportsViewTransitions, type Options } from 'astro:transitions/client';
import { init as initPrefetch } from 'astro/virtual-modules/prefetch.js';
import { yieldToMain } from '#lib/browser/hydration-queue.ts';

type Fallback = 'none' | 'animate' | 'swap';

function fallback(): Fallback {
  const content = document.querySelector('[name="astro-view-transitions-fallback"]')?.getAttribute('content');
  return content === 'none' || content === 'swap' ? content : 'animate';
}

const isReload = (element: HTMLElement | SVGAElement): boolean => element.dataset['astroReload'] !== undefined;

/** A click that opens elsewhere: a new tab or window, a download. */
const leavesWindow = (event: MouseEvent): boolean =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey;

let lastClickedLeavingWindow: EventTarget | null = null;

function onClick(event: MouseEvent): void {
  lastClickedLeavingWindow = leavesWindow(event) ? event.target : null;
  let target: EventTarget | null = event.composed ? (event.composedPath()[0] ?? null) : event.target;
  if (target instanceof Element) target = target.closest('a, area');
  if (
    !(target instanceof HTMLAnchorElement) &&
    !(target instanceof SVGAElement) &&
    !(target instanceof HTMLAreaElement)
  )
    return;
  const link = target;
  const linkTarget = link instanceof SVGAElement ? link.target.baseVal : link.target;
  const href = link instanceof SVGAElement ? link.href.baseVal : link.href;
  if (
    isReload(link) ||
    link.hasAttribute('download') ||
    !href ||
    (linkTarget && linkTarget !== '_self') ||
    new URL(href, location.href).origin !== location.origin ||
    lastClickedLeavingWindow !== null ||
    event.defaultPrevented
  )
    return;
  event.preventDefault();
  void navigate(href, {
    history: link.dataset['astroHistory'] === 'replace' ? 'replace' : 'auto',
    sourceElement: link,
  });
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target;
  const submitter = event.submitter;
  const clickedWithKeys = submitter !== null && submitter === lastClickedLeavingWindow;
  lastClickedLeavingWindow = null;
  if (!(form instanceof HTMLFormElement) || event.defaultPrevented || isReload(form) || clickedWithKeys) return;
  const formData = new FormData(form, submitter);
  // form.action and form.method can be an <input name="action"> or <input name="method">.
  const formAction = typeof form.action === 'string' ? form.action : form.getAttribute('action');
  const formMethod = typeof form.method === 'string' ? form.method : form.getAttribute('method');
  let action = submitter?.getAttribute('formaction') ?? formAction ?? location.pathname;
  const method = submitter?.getAttribute('formmethod') ?? formMethod ?? 'get';
  if (method === 'dialog' || location.origin !== new URL(action, location.href).origin) return;
  const options: Options = { sourceElement: submitter ?? form };
  if (method === 'get') {
    const url = new URL(action, location.href);
    url.search = new URLSearchParams(formData as unknown as Record<string, string>).toString();
    action = url.toString();
  } else {
    options.formData = formData;
  }
  event.preventDefault();
  void navigate(action, options);
}

const routes = supportsViewTransitions || fallback() !== 'none';
if (routes) {
  document.addEventListener('click', onClick);
  document.addEventListener('submit', onSubmit);
}

/**
 * Settles once prefetching is set up, or at once where the router does not route. Prefetching binds every link
 * of the page: in a task of its own, after the router's set-up, so the two do not make one long task on a slow
 * phone; links clicked in between are routed already, only not prefetched. It binds the links of the pages the
 * router swaps in from the `astro:page-load` after the first one it sees, so the first page is announced
 * (`announceFirstPage`) once this has settled.
 */
export const prefetchSetUp: Promise<void> = routes
  ? yieldToMain().then(() => {
      initPrefetch({ prefetchAll: true });
    })
  : Promise.resolve();
