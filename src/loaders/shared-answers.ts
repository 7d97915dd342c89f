import type { ApiAnswer, ApiClient, RetryLogger } from './api-client.ts';

/**
 * How long a shared answer is kept after it arrived. Astro starts every collection's loader at
 * nearly the same moment, but not in the same tick, so a request that is no longer in flight
 * may still have a collection waiting to ask for it; a build's pull is over long before this.
 */
export const RETAIN_MS = 30_000;

const answersByClient = new WeakMap<ApiClient, Map<string, Promise<ApiAnswer>>>();

/**
 * GETs a path that several collections are cut from (`/combined/`): callers asking with the
 * same ETag within the retention time share one request and one parsed body, which they must
 * treat as read-only. A failed request is forgotten at once, so nothing retries a cached failure.
 */
export function getShared(
  client: ApiClient,
  path: string,
  options: { etag: string | undefined; logger: RetryLogger },
): Promise<ApiAnswer> {
  const answers = answersByClient.get(client) ?? new Map<string, Promise<ApiAnswer>>();
  answersByClient.set(client, answers);
  const key = `${path}\n${options.etag ?? ''}`;
  const shared = answers.get(key);
  if (shared !== undefined) return shared;
  const request = client.get(path, options);
  answers.set(key, request);
  request.then(
    () => setTimeout(() => answers.delete(key), RETAIN_MS).unref(),
    () => answers.delete(key),
  );
  return request;
}
