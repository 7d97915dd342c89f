import { atom, onMount, type ReadableAtom } from 'nanostores';
import { FLASH_MARK, setPageMark } from '#lib/browser/page-marks.ts';
import { UNSTATED_FLASH_MS } from '#lib/errors/notice-table.ts';
import type { Notice } from '#lib/errors/notice.ts';
import {
  storePendingFlash,
  takePendingFlash,
  toFlashMessage,
  type FlashMessage,
  type FlashStorage,
} from '#lib/flash/pending-flash.ts';

/** A flash message on screen. */
export interface FlashItem {
  /** Tells items apart (the dismiss button, React keys). */
  readonly id: number;
  /** The text, plain. */
  readonly message: string;
  /** How long it stays before it dismisses itself, in ms. */
  readonly ms: number;
}

const $items = atom<readonly FlashItem[]>([]);

/** The flash messages on screen, oldest first. Each dismisses itself after its `ms`. */
export const $flash: ReadableAtom<readonly FlashItem[]> = $items;

/** A running auto-dismiss timer, or a held one with the time it had left. */
type Countdown =
  | { readonly kind: 'running'; readonly timer: ReturnType<typeof setTimeout>; readonly endsAt: number }
  | { readonly kind: 'held'; readonly remaining: number };

// A message held for reading gets at least this long once it is let go.
const MIN_AFTER_HOLD_MS = 1000;

const countdowns = new Map<number, Countdown>();
/** The ids of the flashes the flash island has drawn: their countdown has started from their drawing. */
const drawn = new Set<number>();
/** The ids of the flashes that came from the previous page: they are never handed on. */
const carried = new Set<number>();
let lastId = 0;

function handoffStorage(): FlashStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Reading sessionStorage throws when the browser blocks storage for the site.
    return null;
  }
}

/** A notice's text and time: its flash time, or the table's time for unstated flashes. */
function flashOf(input: Notice | FlashMessage): FlashMessage | null {
  if ('code' in input) {
    return toFlashMessage({
      message: input.message,
      ms: input.show.kind === 'flash' ? input.show.ms : UNSTATED_FLASH_MS,
    });
  }
  return toFlashMessage(input);
}

function stopCountdown(id: number): void {
  const countdown = countdowns.get(id);
  if (countdown?.kind === 'running') clearTimeout(countdown.timer);
  countdowns.delete(id);
}

function schedule(id: number, ms: number): void {
  stopCountdown(id);
  countdowns.set(id, { kind: 'running', timer: setTimeout(() => dismissFlash(id), ms), endsAt: Date.now() + ms });
}

function add(flash: FlashMessage): number {
  const shown = $items.get().find((item) => item.message === flash.message);
  // The same message twice (a double click) shows once, for the full time again.
  if (shown !== undefined) {
    schedule(shown.id, flash.ms);
    return shown.id;
  }
  lastId += 1;
  // Wakes the flash island, which waits for the mark to hydrate.
  setPageMark(FLASH_MARK);
  $items.set([...$items.get(), { id: lastId, message: flash.message, ms: flash.ms }]);
  schedule(lastId, flash.ms);
  return lastId;
}

/**
 * Shows a flash on this page: a notice from the table (its flash time) or a message with its time.
 * It stays on this page only; when the page then redirects, `handOffFlash` carries it to the next
 * one (rules §4: a redirect carries a flash to the next page, nothing carries it further).
 * Answers its id; an empty message shows nothing and answers null.
 */
export function showFlash(input: Notice | FlashMessage): number | null {
  const flash = flashOf(input);
  if (flash === null) return null;
  // Added after the store has taken the previous page's flash, which must not be mistaken for this one.
  ensurePendingTaken();
  return add(flash);
}

/**
 * Hands this page's newest flash to the next page through sessionStorage
 * (`src/lib/flash/pending-flash.ts`), just before a redirect. A flash that itself came from the
 * previous page is never handed on, so no message outlives the one navigation it was meant for.
 */
export function handOffFlash(): void {
  const fresh = $items.get().filter((item) => !carried.has(item.id));
  const newest = fresh.at(-1);
  const storage = handoffStorage();
  if (newest !== undefined && storage !== null) storePendingFlash(storage, newest);
}

/**
 * Starts a message's countdown again, once, when the flash island first draws it: the island hydrates
 * when a flash wakes it, and a message raised before its code has loaded still stays its whole time on
 * screen. A held countdown is left to its release.
 */
export function flashDrawn(id: number): void {
  const item = $items.get().find((candidate) => candidate.id === id);
  if (item === undefined || drawn.has(id)) return;
  drawn.add(id);
  if (countdowns.get(id)?.kind === 'running') schedule(id, item.ms);
}

/** Removes a flash (its dismiss button, or its time running out). */
export function dismissFlash(id: number): void {
  stopCountdown(id);
  carried.delete(id);
  drawn.delete(id);
  if (!$items.get().some((candidate) => candidate.id === id)) return;
  $items.set($items.get().filter((candidate) => candidate.id !== id));
}

/**
 * Stops a message's countdown while the visitor reads it (pointer over it, focus in it), so
 * nobody loses a message they are reading (WCAG 2.2.1).
 */
export function holdFlash(id: number): void {
  const countdown = countdowns.get(id);
  if (countdown?.kind !== 'running') return;
  clearTimeout(countdown.timer);
  countdowns.set(id, { kind: 'held', remaining: countdown.endsAt - Date.now() });
}

/** Restarts a held message's countdown with the time it had left (at least a second). */
export function releaseFlash(id: number): void {
  const countdown = countdowns.get(id);
  if (countdown?.kind === 'held') schedule(id, Math.max(countdown.remaining, MIN_AFTER_HOLD_MS));
}

/**
 * Shows the flash the previous page handed over, once: it is taken out of sessionStorage, so
 * it survives exactly one navigation. It is taken when something first shows `$flash` (the flash
 * island subscribes) or a flash is shown.
 */
function showPendingFlash(): void {
  const storage = handoffStorage();
  const pending = storage === null ? null : takePendingFlash(storage);
  if (pending !== null) carried.add(add(pending));
}

/**
 * A page change by the client router keeps the flash island (it persists across pages): what it
 * showed belonged to the page the visitor left, so it goes. Redirects are full page loads, whose
 * flash arrives through `handOffFlash`.
 */
function clearOnPageChange(): void {
  for (const item of $items.get()) dismissFlash(item.id);
}

// Once per page: the store unmounts and mounts again whenever nothing listens for a moment.
let pendingTaken = false;
function ensurePendingTaken(): void {
  if (pendingTaken) return;
  pendingTaken = true;
  showPendingFlash();
  if (typeof document !== 'undefined') document.addEventListener('astro:after-swap', clearOnPageChange);
}
onMount($items, () => {
  ensurePendingTaken();
});
