import { vi } from 'vitest';

/** A request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: Headers;
  /** The body text ('' when none). */
  body: string;
}

/** How the fake server answers one request: a JSON answer, or a thrown network failure. */
export type FakeAnswer = { status: number; json?: unknown; text?: string } | { fail: Error };

/** Routes a request to an answer; `null` answers 404. */
export type FakeRoute = (request: SeenRequest) => FakeAnswer | null | Promise<FakeAnswer | null>;

/** A JSON answer. */
export const json = (status: number, body?: unknown): FakeAnswer => ({ status, json: body });

/**
 * A fetch function over routes, recording every request. It honours the request's abort
 * signal the way the browser's fetch does, so timeouts and aborts can be tested.
 */
export function fakeFetch(route: FakeRoute) {
  const requests: SeenRequest[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const signal = init?.signal ?? undefined;
    signal?.throwIfAborted();
    const seen: SeenRequest = {
      method: init?.method ?? 'GET',
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : '',
    };
    requests.push(seen);
    const aborted = new Promise<never>((_resolve, reject) => {
      // Like fetch, the fake rejects with the signal's reason, whatever value the caller aborted with.
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the reason is not ours to wrap.
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
    const answer = (await Promise.race([Promise.resolve(route(seen)), aborted])) ?? json(404, { detail: 'Not found.' });
    if ('fail' in answer) throw answer.fail;
    const text = answer.text ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
    return new Response(text === '' ? null : text, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetch, requests };
}

/** The form fields of a form-encoded body. */
export function formOf(request: SeenRequest): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(request.body));
}
