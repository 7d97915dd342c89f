import { describe, expect, it } from 'vitest';
import { createAnswerLru } from '../../../../server/src/catalog/answer-lru.ts';
import { serialiseAnswer } from '../../../../server/src/catalog/catalog-cache.ts';

/** An answer whose body is `bytes` long. */
const answerOf = (bytes: number) => serialiseAnswer('x'.repeat(bytes - 2));

describe('the detail answer cache', () => {
  it('holds answers up to its budget in bytes, dropping the least recently used first', () => {
    const lru = createAnswerLru(300);
    lru.set('a', answerOf(100));
    lru.set('b', answerOf(100));
    lru.set('c', answerOf(100));
    expect(lru.calculatedSize).toBe(300);
    lru.get('a');
    lru.set('d', answerOf(100));
    expect([...lru.keys()].sort()).toEqual(['a', 'c', 'd']);
    lru.set('e', answerOf(250));
    expect([...lru.keys()]).toEqual(['e']);
    expect(lru.calculatedSize).toBeLessThanOrEqual(300);
  });

  it('keeps no answer larger than the whole budget', () => {
    const lru = createAnswerLru(300);
    lru.set('a', answerOf(100));
    lru.set('huge', answerOf(301));
    expect(lru.has('huge')).toBe(false);
    expect(lru.calculatedSize).toBeLessThanOrEqual(300);
  });
});
