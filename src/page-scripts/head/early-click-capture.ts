import {
  EARLY_CLICK_ATTRIBUTE,
  EARLY_CLICK_IDLE_WAIT_MS,
  EARLY_CLICKS_GLOBAL,
  emptyEarlyClickState,
  PAGE_SCRIPTS_PENDING_EVENT,
  PAGE_SCRIPTS_SETTLED_EVENT,
  SEARCH_KEY_KIND,
  type EarlyClick,
  type EarlyClickState,
} from '#lib/browser/early-clicks.ts';
import { isSearchShortcut } from '#search/lib/trigger-conditions.ts';
import { closestTarget } from './closest-target.ts';

/** The parts of the window the capture uses. */
export type CaptureWindow = Pick<
  Window & typeof globalThis,
  'addEventListener' | 'setTimeout' | 'clearTimeout' | 'open' | 'location' | 'PerformanceObserver'
>;

/** The parts of the document the capture uses. */
export type CaptureDocument = Pick<Document, 'addEventListener' | 'activeElement' | 'body' | 'documentElement'>;

/** A kept click, and the island that has not hydrated yet that it waits for, if any. */
interface KeptClick extends EarlyClick<HTMLElement> {
  island?: Element;
}

/** The state on `window` the control scripts replay from (src/lib/browser/early-clicks.ts), created if none. */
function stateOn(scope: CaptureWindow): EarlyClickState<HTMLElement> {
  const holder = scope as unknown as Record<string, EarlyClickState<HTMLElement> | undefined>;
  return (holder[EARLY_CLICKS_GLOBAL] ??= emptyEarlyClickState<HTMLElement>());
}

/** A click with a modifier or another button: on a link, the browser's own meaning (a new tab). */
const opensElsewhere = (event: MouseEvent): boolean =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Keeps early clicks (src/lib/browser/early-clicks.ts) with a capture-phase click listener on the window,
 * which hears a click before anything else does. A click on a `[data-early-click="KIND"]` control whose KIND
 * no script has declared ready yet is kept from its default (a Search link would leave for the full-text
 * page), the control is marked busy at once (`aria-busy="true"`, styled in src/styles/global.css) and the
 * click is queued for the script that replays it. A modified or non-primary click on a link is left to the
 * browser (a new tab); once KIND is ready its clicks pass untouched.
 *
 * A kept click waits for the code that takes it: a control inside an island that has not hydrated
 * (`astro-island[ssr]`) waits for that island, and is given up when the island reports
 * `astro:hydration-error` or says it will not take it (`giveUp`); any other control waits for the page's
 * module scripts, and is given up when they have all run or failed without declaring its kind ready (the
 * deferred scripts' settled event). Every kept click is given up when nothing has arrived for the idle wait:
 * each file the page finishes loading (a `resource` performance entry) and each change of the scripts' state
 * starts that wait again. Giving up takes a click from the queue, ends the control's busy state and follows
 * a link's href (in a new tab for a `target="_blank"` link, as without scripts). A click already replayed is
 * no longer in the queue, so giving it up later does nothing.
 *
 * The search shortcut too: '/' pressed outside a field (`isSearchShortcut`) before the search script is
 * ready is kept as a `search-key` click on the element that had focus, which the search script replays by
 * opening the modal; given up, it is simply dropped (the element is neither busy nor followed).
 */
export function captureEarlyClicks(scope: CaptureWindow, page: CaptureDocument): void {
  const state = stateOn(scope);
  let scriptsSettled = false;
  let idle: number | undefined;

  function giveUp(click: KeptClick): void {
    const index = state.queue.indexOf(click);
    if (index < 0) return;
    state.queue.splice(index, 1);
    if (click.kind === SEARCH_KEY_KIND) return;
    const control = click.target as HTMLAnchorElement;
    control.removeAttribute('aria-busy');
    if (control.tagName !== 'A' || !control.href) return;
    if (control.target === '_blank') scope.open(control.href, '_blank', 'noopener');
    else scope.location.assign(control.href);
  }
  const each = (action: (click: KeptClick) => void): void => {
    for (const click of state.queue.slice()) action(click);
  };
  function stillArriving(): void {
    scope.clearTimeout(idle);
    if (state.queue.length) idle = scope.setTimeout(() => each(giveUp), EARLY_CLICK_IDLE_WAIT_MS);
  }
  function keep(click: KeptClick): void {
    state.queue.push(click);
    const island = click.kind === SEARCH_KEY_KIND ? null : click.target.closest('astro-island[ssr]');
    if (island) click.island = island;
    // The page's scripts have all come and none took this kind: nothing will.
    else if (scriptsSettled) {
      giveUp(click);
      return;
    }
    stillArriving();
  }

  try {
    new scope.PerformanceObserver(stillArriving).observe({ type: 'resource' });
  } catch {
    // No resource entries in this browser: the scripts' events alone start the idle wait again.
  }
  state.giveUp = (kind) => each((click) => click.kind === kind && giveUp(click));
  page.addEventListener(PAGE_SCRIPTS_PENDING_EVENT, () => {
    scriptsSettled = false;
    stillArriving();
  });
  page.addEventListener(PAGE_SCRIPTS_SETTLED_EVENT, () => {
    scriptsSettled = true;
    each((click) => !click.island && giveUp(click));
    stillArriving();
  });
  const hydrationFailed = (event: Event): void => each((click) => click.island === event.target && giveUp(click));
  page.addEventListener('astro:hydration-error', hydrationFailed, true);

  scope.addEventListener(
    'click',
    (event) => {
      const control = closestTarget(event.target, `[${EARLY_CLICK_ATTRIBUTE}]`) as HTMLElement | null;
      if (!control) return;
      const kind = control.getAttribute(EARLY_CLICK_ATTRIBUTE) ?? '';
      if (state.ready[kind] || (control.tagName === 'A' && opensElsewhere(event))) return;
      event.preventDefault();
      control.setAttribute('aria-busy', 'true');
      keep({ kind, target: control });
    },
    true,
  );
  scope.addEventListener(
    'keydown',
    (event) => {
      const focused = page.activeElement;
      if (state.ready[SEARCH_KEY_KIND] || !isSearchShortcut(event, focused)) return;
      if (closestTarget(focused, 'dialog[open]')) return;
      event.preventDefault();
      const target = focused && focused !== page.body ? focused : page.documentElement;
      keep({ kind: SEARCH_KEY_KIND, target: target as HTMLElement });
    },
    true,
  );
}
