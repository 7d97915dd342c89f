import { stripVTControlCharacters } from 'node:util';
import type { PublishPhase } from '#lib/studio/contract.ts';

/** Where a rebuild is, read from its log. */
export interface RebuildProgress {
  phase: PublishPhase;
  pages: number;
}

/**
 * Reads the rebuild's log line by line (scripts/rebuild.ts: Astro's output, then the pipeline's
 * own lines) and says where it is: pulling until Astro starts on the pages, rendering while it
 * lists each page it writes (`├─ /composition/x/index.html`), checking once Astro is done (the
 * link check and the compression), publishing once they are. Lines it does not know change
 * nothing: a log that changes wording shows a phase late, never a wrong count of pages.
 */
export class RebuildProgressReader {
  #progress: RebuildProgress = { phase: 'pulling', pages: 0 };
  #partial = '';

  get progress(): RebuildProgress {
    return this.#progress;
  }

  /** Reads a chunk of the log; answers whether the progress changed. */
  read(chunk: string): boolean {
    const lines = (this.#partial + chunk).split('\n');
    this.#partial = lines.pop() ?? '';
    const before = this.#progress;
    for (const line of lines) this.#line(stripVTControlCharacters(line));
    return before !== this.#progress;
  }

  #line(line: string): void {
    const { phase, pages } = this.#progress;
    if (/generating static routes/.test(line)) this.#progress = { phase: 'rendering', pages };
    else if (/├─ \S+\.html\b/.test(line)) this.#progress = { phase: 'rendering', pages: pages + 1 };
    else if (/page\(s\) built in|\[build\] Complete!/.test(line) && phase === 'rendering')
      this.#progress = { phase: 'checking', pages };
    else if (/^Precompressed \d+ files/.test(line)) this.#progress = { phase: 'publishing', pages };
  }
}
