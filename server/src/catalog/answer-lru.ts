import type { CachedAnswer } from './catalog-cache.ts';

/**
 * Serialised answers up to a budget of bytes, the least recently used dropped first. Detail
 * answers of the scale catalogue add up to about 50 MB; a build pulls each once, so keeping
 * them all would hold memory for answers that are rarely asked for again, and a dropped one
 * is rebuilt on demand, identical, in well under a millisecond.
 */
export class AnswerLru {
  readonly #budget: number;
  readonly #entries = new Map<string, CachedAnswer>();
  #bytes = 0;

  constructor(budgetBytes: number) {
    this.#budget = budgetBytes;
  }

  /** The answer under `key`, marked as just used; undefined when absent or dropped. */
  get(key: string): CachedAnswer | undefined {
    const answer = this.#entries.get(key);
    if (answer !== undefined) {
      // A Map iterates in insertion order, so re-inserting moves the key to the newest end.
      this.#entries.delete(key);
      this.#entries.set(key, answer);
    }
    return answer;
  }

  /** Stores an answer, then drops the least recently used ones until the budget holds. */
  set(key: string, answer: CachedAnswer): void {
    const previous = this.#entries.get(key);
    if (previous !== undefined) this.#bytes -= previous.body.length;
    this.#entries.delete(key);
    this.#entries.set(key, answer);
    this.#bytes += answer.body.length;
    for (const [oldest, dropped] of this.#entries) {
      if (this.#bytes <= this.#budget || oldest === key) break;
      this.#entries.delete(oldest);
      this.#bytes -= dropped.body.length;
    }
  }

  /** Bytes of the answers held. */
  get bytes(): number {
    return this.#bytes;
  }
}
