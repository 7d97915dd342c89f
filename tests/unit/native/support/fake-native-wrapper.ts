import type { NativeBridgeScope } from '../../../../src/lib/native/native-bridge.ts';

/** The page's origin in the fake web view. */
export const PAGE_ORIGIN = 'https://site.example.test';

/** Where the fake wrapper dispatches its answers: iOS's web view uses `window`, Android's `document`. */
export type AnswerTarget = 'window' | 'document';

/**
 * A page's global scope inside a fake React Native web view: `ReactNativeWebView.postMessage`
 * records what the page posts, and `answer` dispatches a message into the page the way the
 * wrapper does (a `MessageEvent` with no source and no origin, on `window` or `document`).
 * `respond`, when set, is called with each posted message and may answer it.
 */
export interface FakeNativeWrapper {
  readonly scope: NativeBridgeScope & EventTarget;
  /** Every message the page posted, parsed. */
  readonly posted: Record<string, unknown>[];
  /**
   * Dispatches a message into the page: `data` as JSON text (as the wrappers send it), or as the
   * value itself with `asValue`.
   */
  answer(data: unknown, options?: { target?: AnswerTarget; asValue?: boolean }): void;
  /** A message another window posts to the page (an embedded frame): it names its source and origin. */
  postFromOtherWindow(data: unknown, origin: string): void;
  /** How many `message` listeners the page has added and not removed, on window and document. */
  listenerCount(): number;
  respond?: (message: Record<string, unknown>, wrapper: FakeNativeWrapper) => void;
}

/** A window-like EventTarget that counts its `message` listeners. */
function countingTarget(): EventTarget & { count: number } {
  const target = new EventTarget() as EventTarget & { count: number };
  target.count = 0;
  const add = target.addEventListener.bind(target);
  const remove = target.removeEventListener.bind(target);
  target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null) => {
    if (type === 'message') target.count += 1;
    add(type, listener);
  };
  target.removeEventListener = (type: string, listener: EventListenerOrEventListenerObject | null) => {
    if (type === 'message') target.count -= 1;
    remove(type, listener);
  };
  return target;
}

/** A fake wrapper; `bridge: false` leaves out `ReactNativeWebView` (a page outside any wrapper). */
export function fakeNativeWrapper(options: { bridge?: boolean } = {}): FakeNativeWrapper {
  const windowTarget = countingTarget();
  const documentTarget = countingTarget();
  const posted: Record<string, unknown>[] = [];
  // EventTarget's listener type is wider than the bridge's `message` listeners: the cast says so.
  const scope = Object.assign(windowTarget, {
    document: documentTarget,
    location: { origin: PAGE_ORIGIN },
    ...(options.bridge === false
      ? {}
      : {
          ReactNativeWebView: {
            postMessage(message: string) {
              const parsed = JSON.parse(message) as Record<string, unknown>;
              posted.push(parsed);
              queueMicrotask(() => wrapper.respond?.(parsed, wrapper));
            },
          },
        }),
  }) as unknown as FakeNativeWrapper['scope'];
  const wrapper: FakeNativeWrapper = {
    scope,
    posted,
    answer(data, { target = 'window', asValue = false } = {}) {
      const event = new MessageEvent('message', { data: asValue ? data : JSON.stringify(data) });
      (target === 'window' ? windowTarget : documentTarget).dispatchEvent(event);
    },
    postFromOtherWindow(data, origin) {
      const event = new MessageEvent('message', { data: JSON.stringify(data), origin });
      Object.defineProperty(event, 'source', { value: { frame: 'other' } });
      windowTarget.dispatchEvent(event);
    },
    listenerCount: () => windowTarget.count + documentTarget.count,
  };
  return wrapper;
}
