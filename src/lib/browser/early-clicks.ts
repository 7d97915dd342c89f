/**
 * Clicks that come before a control's script is ready ('No click is lost'). A visitor
 * on a slow phone sees 'Play Performance', 'Add to queue', 'Search' and the user menu well before
 * the module scripts behind them have run; a click in that window must act, not vanish.
 *
 * The head script (src/page-scripts/head/early-click-capture.ts) listens on the window in the capture
 * phase for clicks on elements marked `data-early-click="KIND"`. While no script has said it is
 * ready for KIND, it keeps the click from doing anything else, marks the control busy at once
 * (`aria-busy`) and queues it. Each control's script, once its listener is in place, calls
 * `replayEarlyClicks(KIND, replay)`: the kind is ready from then on (its clicks are no longer
 * captured) and every queued click of that kind is replayed once, in the order it came.
 *
 * A kept click waits for the code that takes it, as long as that code is on its way, and is given up
 * when it is known not to come:
 * - a control inside an island that has not hydrated waits for that island: its click is given up when
 *   the island fails to hydrate (Astro's `astro:hydration-error`), or when the island says it will not
 *   take it (`giveUpEarlyClicks`: the user menu's stand-in, whose visitor turned out to be signed out);
 * - any other control waits for the page's module scripts (src/page-scripts/head/deferred-scripts.ts): once
 *   every one of them has run or failed to load (`PAGE_SCRIPTS_SETTLED_EVENT`), a kind that none of them
 *   declared ready has no script on this page, and its clicks are given up at once;
 * - every kept click is given up when nothing has arrived for `EARLY_CLICK_IDLE_WAIT_MS` (no file
 *   finished loading, no script settled): a script that neither arrives nor fails.
 * No wait is a fixed time from the click or the page's load: on a slow phone on a slow network the
 * scripts keep arriving long after both, and a click given up while they do is a click lost.
 * A given-up control is no longer busy, and a link is followed to its href (the Search link's full-text
 * page), as it would be without scripts; a button's click is dropped, so the visitor can click again.
 *
 * Framework-free: the state is plain data on `window`, shared by the head script and this
 * module, so both can be tested against each other (tests/unit/browser/early-clicks.test.ts).
 */

/** The attribute that marks a control whose early clicks are captured; its value names the kind. */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';

/** The property of `window` that holds the captured clicks (the head script creates it). */
export const EARLY_CLICKS_GLOBAL = '__earlyClicks';

/**
 * How long kept clicks wait with nothing arriving (no file of the page finished loading, no script
 * settled) before they are given up: only a request that hangs gets this far, as long as anything
 * still arrives the clicks wait (docs/performance.md, 'Kept clicks').
 */
export const EARLY_CLICK_IDLE_WAIT_MS = 45_000;

/** Dispatched on the document when module scripts put into the page are on their way (deferred-scripts.ts). */
export const PAGE_SCRIPTS_PENDING_EVENT = 'concert-library:scripts-pending';

/** Dispatched on the document when every module script put into the page has run or failed to load. */
export const PAGE_SCRIPTS_SETTLED_EVENT = 'concert-library:scripts-settled';

/** The kinds of control whose early clicks are captured, each replayed by one script. */
export type EarlyClickKind = 'player' | 'search' | 'share' | 'user-menu' | 'watch' | typeof SEARCH_KEY_KIND;

/**
 * The kind of the '/' shortcut pressed before the search script was ready: kept like a click, with
 * the element that had focus as its target, which is neither marked busy nor followed if given up.
 */
export const SEARCH_KEY_KIND = 'search-key';

/** One captured click: which kind of control, and the control. */
export interface EarlyClick<Target = Element> {
  readonly kind: string;
  readonly target: Target;
}

/** What the head script keeps on `window`: the clicks in the order they came, and the kinds that are ready. */
export interface EarlyClickState<Target = Element> {
  queue: EarlyClick<Target>[];
  ready: Record<string, boolean>;
  /** Gives up the kind's kept clicks as the head script does (not busy, a link followed); set by the head script. */
  giveUp?: (kind: string) => void;
}

/** A fresh state: nothing captured, nothing ready. */
export function emptyEarlyClickState<Target = Element>(): EarlyClickState<Target> {
  return { queue: [], ready: {} };
}

/**
 * Takes `kind`'s queued clicks out of the state, in the order they came, and marks the kind ready
 * unless `markReady` is false; the clicks of other kinds stay queued. Pure apart from the state
 * it is given.
 */
export function takeEarlyClicks<Target>(state: EarlyClickState<Target>, kind: string, markReady = true): Target[] {
  if (markReady) state.ready[kind] = true;
  const taken = state.queue.filter((click) => click.kind === kind).map((click) => click.target);
  state.queue = state.queue.filter((click) => click.kind !== kind);
  return taken;
}

/** Where the state lives: `window` in the browser, a fake in tests. */
type StateHolder = Record<string, unknown>;

function stateIn(holder: StateHolder): EarlyClickState<HTMLElement> {
  const found = holder[EARLY_CLICKS_GLOBAL] as EarlyClickState<HTMLElement> | undefined;
  if (found !== undefined) return found;
  // A page without the head script (none today): the kind is simply ready.
  const state = emptyEarlyClickState<HTMLElement>();
  holder[EARLY_CLICKS_GLOBAL] = state;
  return state;
}

/** How `replayEarlyClicks` treats the kind. */
export interface ReplayOptions {
  /**
   * Whether the kind's clicks are no longer captured from now on (the default). False where only
   * a stand-in control carries the mark, which every page swapped in draws again until its island
   * replaces it (the user menu's button before hydration).
   */
  ready?: boolean;
  /** Where the state lives: `window` unless a test gives its own. */
  holder?: StateHolder;
}

/**
 * Called by a control's script once its own listener is in place: from now on `kind`'s clicks
 * reach that listener, and each click captured before is replayed through `replay` once, in
 * order (synchronously, so what is left of the click's user activation is used). The control
 * stays busy until what `replay` answers has settled.
 */
export function replayEarlyClicks(
  kind: EarlyClickKind,
  replay: (target: HTMLElement) => unknown,
  { ready = true, holder = window as unknown as StateHolder }: ReplayOptions = {},
): void {
  for (const target of takeEarlyClicks(stateIn(holder), kind, ready)) {
    let work: unknown;
    try {
      work = replay(target);
    } catch (error) {
      console.error(error);
    }
    void Promise.resolve(work)
      .catch((error: unknown) => {
        console.error(error);
      })
      .finally(() => {
        target.removeAttribute('aria-busy');
      });
  }
}

/**
 * Called by a control's code that has come and will not take `kind`'s kept clicks (the user menu when
 * the visitor turns out to be signed out): they are given up now, as the head script gives them up,
 * rather than left busy until nothing arrives any more.
 */
export function giveUpEarlyClicks(kind: EarlyClickKind, holder: StateHolder = window as unknown as StateHolder): void {
  stateIn(holder).giveUp?.(kind);
}
