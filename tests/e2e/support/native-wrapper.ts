import type { Page } from '@playwright/test';

/**
 * A stand-in for the iOS and Android wrappers (React Native web views) around the native build,
 * injected into a page before its scripts run, as the wrappers inject theirs:
 *
 * - `window.ReactNativeWebView.postMessage(text)` takes the site's bridge messages (JSON text, as
 *   React Native requires a string). The stand-in records them here, in the test, and answers a
 *   provider sign-in request as the app does once the visitor is through the platform's sign-in
 *   sheet: it dispatches a `message` event whose `data` is the answer's JSON text on `document`,
 *   where the Android web view delivers it (README "Native mode").
 * - `window.ConcertLibraryAndroid.postMessage(text)` is the Android storage bridge: it answers
 *   `storage.get`, `storage.set` and `storage.remove` synchronously, like a `@JavascriptInterface`
 *   method (src/stores/session-persistence.ts). The real wrapper keeps the values in the app's
 *   own storage, which outlives the web view's pages; the stand-in keeps them in the tab's
 *   session storage under a key of its own (the site never reads it), which outlives a reload the
 *   same way, and reports every call here.
 *
 * Only the top frame gets the bridge, as the wrappers inject into the main frame only.
 */

/** A bridge message, parsed. */
export type BridgeMessage = Record<string, unknown>;

/** How the app answers a provider sign-in request: the answer's fields, or none (the sheet is still open). */
export type SignInAnswer = (request: BridgeMessage) => Promise<BridgeMessage | null>;

export interface StandInWrapper {
  /** Every message the site posted to `ReactNativeWebView`, oldest first, across reloads. */
  readonly posted: readonly BridgeMessage[];
  /** Every message the site sent the Android storage bridge, oldest first, across reloads. */
  readonly storageCalls: readonly BridgeMessage[];
  /** Sets how the app answers the provider sign-in requests from now on. */
  answerSignIn(answer: SignInAnswer): void;
}

const POST_BINDING = '__standInWrapperPost';
const STORAGE_BINDING = '__standInWrapperStorage';
/** Where the stand-in keeps the Android storage: not a key of the site's (rules §9). */
const STORE_KEY = 'stand-in-wrapper:android-storage';

function parse(text: string): BridgeMessage {
  const message: unknown = JSON.parse(text);
  if (typeof message !== 'object' || message === null) throw new Error(`A bridge message is not an object: ${text}`);
  return message as BridgeMessage;
}

/** Installs the stand-in wrapper in `page`: call it before the page's first navigation. */
export async function installStandInWrapper(page: Page): Promise<StandInWrapper> {
  const posted: BridgeMessage[] = [];
  const storageCalls: BridgeMessage[] = [];
  let answerSignIn: SignInAnswer = () => Promise.resolve(null);
  await page.exposeFunction(POST_BINDING, async (text: string): Promise<string | null> => {
    const message = parse(text);
    posted.push(message);
    if (message['type'] !== 'provider-sign-in') return null;
    const answer = await answerSignIn(message);
    return answer === null ? null : JSON.stringify(answer);
  });
  await page.exposeFunction(STORAGE_BINDING, (text: string) => void storageCalls.push(parse(text)));
  await page.addInitScript(
    ({ postBinding, storageBinding, storeKey }) => {
      if (window !== window.top) return;
      type Binding = (text: string) => Promise<string | null>;
      const call = (name: string, text: string): Promise<string | null> =>
        (window as unknown as Record<string, Binding>)[name]!(text);
      const requireText = (text: unknown): string => {
        if (typeof text !== 'string') throw new TypeError('The bridge takes strings only.');
        return text;
      };
      Object.assign(window, {
        ReactNativeWebView: {
          postMessage(text: unknown): void {
            void call(postBinding, requireText(text)).then((answer) => {
              if (answer !== null) document.dispatchEvent(new MessageEvent('message', { data: answer }));
            });
          },
        },
        ConcertLibraryAndroid: {
          postMessage(text: unknown): string | null {
            const message = JSON.parse(requireText(text)) as { type?: string; key?: string; value?: string };
            void call(storageBinding, requireText(text));
            const saved = JSON.parse(sessionStorage.getItem(storeKey) ?? '{}') as Record<string, string>;
            const store = new Map(Object.entries(saved));
            const key = String(message.key);
            if (message.type === 'storage.get') return store.get(key) ?? null;
            if (message.type === 'storage.set') store.set(key, String(message.value));
            else if (message.type === 'storage.remove') store.delete(key);
            else throw new Error(`Unknown storage message ${message.type}`);
            sessionStorage.setItem(storeKey, JSON.stringify(Object.fromEntries(store)));
            return null;
          },
        },
      });
    },
    { postBinding: POST_BINDING, storageBinding: STORAGE_BINDING, storeKey: STORE_KEY },
  );
  return {
    posted,
    storageCalls,
    answerSignIn: (answer) => {
      answerSignIn = answer;
    },
  };
}
