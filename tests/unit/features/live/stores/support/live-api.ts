import { vi } from 'vitest';
import type { LiveStream } from '../../../../../../src/lib/api/live-stream.ts';
import { fakeFetch, json, type FakeAnswer, type SeenRequest } from '../../../../auth-client/support/fake-fetch.ts';

/** The URL the stores ask for the live-stream list. */
export const LIVE_STREAMS_URL = 'https://api.example.test/api/2/live_streams/?format=json';

/** A `/live_streams/` results page. */
export const listPage = (streams: readonly LiveStream[]): FakeAnswer =>
  json(200, { count: streams.length, next: null, previous: null, results: streams });

/**
 * Puts a fake API in place of the global fetch: `answer` decides each request's answer
 * (null for a 404). Answers the requests it saw.
 */
export function serveApi(
  answer: (request: SeenRequest) => FakeAnswer | null | Promise<FakeAnswer | null>,
): SeenRequest[] {
  const server = fakeFetch(answer);
  vi.stubGlobal('fetch', server.fetch);
  return server.requests;
}

/** Lets queued microtasks run (the stores wait one before deciding how to refresh). */
export const nextMicrotask = (): Promise<void> => new Promise((resolve) => queueMicrotask(resolve));
