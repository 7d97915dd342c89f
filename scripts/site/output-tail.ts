/**
 * The end of a child process's output, kept as it arrives: its last `limit` UTF-16 code units,
 * as `(everything printed).slice(-limit)` would give them. Astro prints two lines a page, so a
 * scale build sends its parent tens of thousands of chunks; joining each to the text kept so far
 * copied that text every time (seconds of the parent's CPU beside the render, bench:build's
 * profile: docs/performance.md). The chunks are kept as they came, only as many as the end needs, and decoded once.
 */
export class OutputTail {
  readonly #limit: number;
  readonly #chunks: Buffer[] = [];
  #bytes = 0;

  constructor(limit: number) {
    this.#limit = limit;
  }

  add(chunk: Buffer): void {
    this.#chunks.push(chunk);
    this.#bytes += chunk.length;
    // A code unit is at most 3 bytes of UTF-8 (a pair, 4 for 2): this many bytes hold `limit`
    // whole units after a character the first kept chunk may start inside.
    const needed = 3 * this.#limit + 3;
    for (let first = this.#chunks[0]; first !== undefined && this.#bytes - first.length >= needed;) {
      this.#chunks.shift();
      this.#bytes -= first.length;
      first = this.#chunks[0];
    }
  }

  /** The last `limit` code units of what was added. */
  text(): string {
    return Buffer.concat(this.#chunks).toString('utf8').slice(-this.#limit);
  }
}
