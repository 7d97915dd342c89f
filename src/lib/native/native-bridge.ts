/**
 * The native wrappers' bridge (rules §1: "The native wrappers communicate by bridge
 * messages"). The iOS and Android wrappers host the site in a React Native web view: the page
 * posts JSON text to `window.ReactNativeWebView.postMessage`, and the wrapper posts its answers
 * into the web view, where they arrive as `message` events whose `data` is the JSON text, on
 * `window` (iOS) or on `document` (Android). The messages are listed in docs/decisions.md,
 * "Native mode".
 */
export interface NativeBridge {
  /** Posts a message (JSON text) to the wrapper. */
  post(message: string): void;
  /**
   * Calls back with the data of each message the wrapper posts to the page; answers how to stop.
   * Messages that other windows post (an embedded frame, an opener) are not the wrapper's and
   * are left out.
   */
  listen(onMessage: (data: unknown) => void): () => void;
}

/** Something `message` events arrive on: the window, or the document. */
interface MessageTarget {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** The parts of the page's global scope the bridge uses (a fake in tests). */
export interface NativeBridgeScope {
  readonly ReactNativeWebView?: { postMessage?: (message: string) => void };
  readonly addEventListener?: MessageTarget['addEventListener'];
  readonly removeEventListener?: MessageTarget['removeEventListener'];
  readonly document?: Partial<MessageTarget>;
  readonly location?: { readonly origin: string };
}

function messageTargets(scope: NativeBridgeScope): MessageTarget[] {
  const targets: MessageTarget[] = [];
  const { addEventListener, removeEventListener, document } = scope;
  if (addEventListener !== undefined && removeEventListener !== undefined) {
    targets.push({
      addEventListener: addEventListener.bind(scope),
      removeEventListener: removeEventListener.bind(scope),
    });
  }
  if (document?.addEventListener !== undefined && document.removeEventListener !== undefined) {
    targets.push(document as MessageTarget);
  }
  return targets;
}

/**
 * Whether a message comes from the wrapper: it dispatches its messages in the page itself (a
 * `MessageEvent` with no source and no origin) or posts them through the page's own window
 * (source: the page, origin: its own). Another window's `postMessage` names that window.
 */
function fromWrapper(event: MessageEvent, scope: NativeBridgeScope): boolean {
  const source: unknown = event.source;
  if (source === null || source === undefined) return event.origin === '' || event.origin === scope.location?.origin;
  return source === scope && event.origin === scope.location?.origin;
}

/** The wrapper's bridge, or undefined when the page does not run inside a wrapper that has one. */
export function findNativeBridge(scope: NativeBridgeScope): NativeBridge | undefined {
  const webView = scope.ReactNativeWebView;
  if (webView === undefined || typeof webView.postMessage !== 'function') return undefined;
  return {
    post: (message) => webView.postMessage?.(message),
    listen(onMessage) {
      const listener = (event: MessageEvent): void => {
        if (fromWrapper(event, scope)) onMessage(event.data);
      };
      const targets = messageTargets(scope);
      for (const target of targets) target.addEventListener('message', listener);
      return () => {
        for (const target of targets) target.removeEventListener('message', listener);
      };
    },
  };
}
