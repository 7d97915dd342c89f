/** Sends a small report without waiting for an answer: `(url, body) => void`. */
export type BeaconTransport = (url: string, body: string) => void;

/** The parts of the browser a beacon uses, so tests can pass their own. */
export interface BeaconScope {
  readonly navigator?: { sendBeacon?: (url: string, data?: BodyInit | null) => boolean };
  readonly fetch?: (input: string, init?: RequestInit) => Promise<Response>;
}

/**
 * The browser's way to send a report that must not hold up the page: `navigator.sendBeacon`,
 * which survives the page being left, else a `keepalive` fetch. The body goes as
 * `text/plain` so the request is a "simple" one that needs no CORS preflight. A report that
 * cannot be sent is dropped: measuring must never break the page.
 */
export function browserBeacon(scope: BeaconScope = globalThis): BeaconTransport {
  return (url, body) => {
    try {
      const blob = new Blob([body], { type: 'text/plain;charset=UTF-8' });
      if (scope.navigator?.sendBeacon?.(url, blob) === true) return;
      void scope
        .fetch?.(url, {
          method: 'POST',
          body,
          keepalive: true,
          credentials: 'omit',
          headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        })
        .catch(() => undefined);
    } catch {
      // A blocked or failing report is dropped on purpose (see above).
    }
  };
}
