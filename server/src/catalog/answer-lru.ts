import { LRUCache } from 'lru-cache';
import type { CachedAnswer } from './catalog-cache.ts';

/**
 * Serialised answers up to a budget of bytes, the least recently used dropped first. Detail
 * answers of the scale catalogue add up to tens of megabytes; a build pulls each once, so keeping
 * them all would hold memory for answers that are rarely asked for again, and a dropped one
 * is rebuilt on demand, identical, in well under a millisecond. An answer larger than the
 * whole budget is not kept at all (lru-cache's rule), and is built for each request.
 */
export function createAnswerLru(budgetBytes: number): LRUCache<string, CachedAnswer> {
  return new LRUCache<string, CachedAnswer>({
    maxSize: budgetBytes,
    sizeCalculation: (answer) => Math.max(1, answer.body.length),
  });
}
