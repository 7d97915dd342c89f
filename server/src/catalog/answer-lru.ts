import { LRUCache } from 'lru-cache';

/**
 * Serialised answers up to a budget of bytes, the least recently used dropped first. Detail
 * answers of the scale catalogue add up to tens of megabytes; a build pulls each once, so keeping
 * them all would hold memory for answers that are rarely asked for again, and a dropped one
 * is rebuilt on demand, identical, in well under a millisecond. An answer larger than the
 * whole budget is not kept at all (lru-cache's rule), and is built for each request. It needs
 * of an answer only its body, so it imports nothing of the cache that keeps it.
 */
export function createAnswerLru<Answer extends { readonly body: Buffer }>(
  budgetBytes: number,
): LRUCache<string, Answer> {
  return new LRUCache<string, Answer>({
    maxSize: budgetBytes,
    sizeCalculation: (answer) => Math.max(1, answer.body.length),
  });
}
