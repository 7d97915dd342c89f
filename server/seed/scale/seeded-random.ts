/**
 * A small, fast pseudo-random generator (mulberry32) with a fixed seed: the scale catalogue is
 * varied but identical on every run, which `Math.random` could not give.
 */
export class SeededRandom {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T {
    const item = list[this.below(list.length)];
    if (item === undefined) throw new RangeError('pick() needs a non-empty list');
    return item;
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }
}
