import type { AppContext } from '../../../server/src/context.ts';
import { PublishFailure } from '../../../server/src/publishing/publish-failure.ts';
import { PublishWorker } from '../../../server/src/publishing/publish-worker.ts';
import type { PipelineResult, PipelineRun, SitePipeline } from '../../../server/src/publishing/site-pipeline.ts';

/** What a run read from the catalogue it was asked to build. */
export interface FakeRun {
  readonly api: string | undefined;
  /** The answers of the paths it reads, by path. */
  readonly answers: Readonly<Record<string, unknown>>;
}

/**
 * A site pipeline for the server's tests: it reads a few answers from the candidate catalogue, as
 * the build pulls, reports progress, and ends as told (published, or failed with the rebuild's
 * kind of line); it can be held until the test lets it go. The real pipeline (scripts/rebuild.ts)
 * is run by tests/server/site-pipeline.test.ts and the browser journey.
 */
export class FakeSitePipeline implements SitePipeline {
  readonly pullsFromLoopback: boolean;
  readonly runs: FakeRun[] = [];
  /** Set, the next runs fail with this line. */
  failWith: string | undefined;
  readonly #paths: readonly string[];
  #held: { promise: Promise<void>; release: () => void } | undefined;
  #started: (() => void) | undefined;

  /** `pullsFromLoopback` false: a pipeline that builds elsewhere, which reads nothing from a host. */
  constructor(paths: readonly string[], options: { pullsFromLoopback?: boolean } = {}) {
    this.#paths = paths;
    this.pullsFromLoopback = options.pullsFromLoopback ?? true;
  }

  /** Holds the runs that start from now on, after their pull, until {@link release}. */
  hold(): void {
    let release: () => void = () => undefined;
    const promise = new Promise<void>((done) => {
      release = done;
    });
    this.#held = { promise, release };
  }

  release(): void {
    this.#held?.release();
    this.#held = undefined;
  }

  /** Resolves once a run has pulled (and waits at the hold, if held). */
  started(): Promise<void> {
    return new Promise((done) => {
      this.#started = done;
    });
  }

  async run({ api, onProgress, signal }: PipelineRun): Promise<PipelineResult> {
    onProgress({ phase: 'pulling', pages: 0 });
    const answers: Record<string, unknown> = {};
    for (const path of api === undefined ? [] : this.#paths) {
      const answer = await fetch(`${api}${path}`, { signal });
      answers[path] = answer.ok ? await answer.json() : answer.status;
    }
    this.runs.push({ api, answers });
    onProgress({ phase: 'rendering', pages: 3 });
    this.#started?.();
    await this.#held?.promise;
    if (this.failWith !== undefined) throw new PublishFailure(this.failWith);
    onProgress({ phase: 'publishing', pages: 7 });
    return { buildId: `build-${this.runs.length}`, pages: 7 };
  }
}

/**
 * A test server's publishing over `pipeline`, that never polls: the routes kick it (or the test
 * does, as an instance's poll would), and the test waits for it to settle.
 */
export const kickedWorker = (pipeline: SitePipeline) => (ctx: AppContext) =>
  new PublishWorker(ctx, { pipeline, pollMs: 3_600_000, log: { error: (line) => console.error(line) } });
