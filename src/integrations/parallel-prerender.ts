import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration, AstroIntegrationLogger, AstroPrerenderer } from 'astro';
import { fixBuildMoment, fixedBuildMoment, noteBuildValidUntil } from './build-validity-channel.ts';
import { finishedResponse } from './finished-page-middleware.ts';
import {
  KEEP_PRERENDER_BUNDLE_ENV,
  type PageStyle,
  type WorkerFailed,
  type WorkerRendered,
  type WorkerSetup,
} from './prerender-worker-protocol.ts';

/**
 * How many pages the main thread renders before the second thread starts (the environment's
 * {@link RENDER_THREAD_AFTER_ENV} may say otherwise): a rebuild that renders a few changed pages
 * and restores the rest never pays for a thread that loads the catalogue again.
 */
export const DEFAULT_RENDER_THREAD_AFTER_PAGES = 300;

/** A whole number of pages, or `never`: one thread renders every page. */
export const RENDER_THREAD_AFTER_ENV = 'BUILD_RENDER_THREAD_AFTER_PAGES';

/** Pages in flight on the second thread at most (of `build.concurrency`); the others render on the main thread. */
const SECOND_THREAD_PAGES_IN_FLIGHT = 6;

/**
 * The second thread's young generation: its garbage dies young too (see
 * scripts/site/build-pipeline.ts), but the whole process stays within issue 16's 1.5 GB.
 */
const SECOND_THREAD_YOUNG_GENERATION_MB = 48;

/** After how many rendered pages the second thread starts; null: never. */
export function renderThreadAfter(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return DEFAULT_RENDER_THREAD_AFTER_PAGES;
  if (value.trim() === 'never') return null;
  const pages = Number(value);
  if (!Number.isInteger(pages) || pages < 0)
    throw new Error(`${RENDER_THREAD_AFTER_ENV} must be a whole number of pages or 'never', not '${value}'.`);
  return pages;
}

/** What the default prerenderer hands the prerender bundle's app, as far as the head elements read it. */
interface BuildInternals {
  pagesByKeys: Map<string, { styles: PageStyle[] }>;
  entrySpecifierToBundleMap: Map<string, string>;
}

interface BundledApp {
  setInternals(internals: BuildInternals): void;
  getOptions(): { settings: { scripts: unknown[] } };
}

/** Fixes the build's moment at now, where nothing fixed it (build-record.ts does, first). */
function fixedNow(): Date {
  const now = new Date();
  fixBuildMoment(now);
  return now;
}

/**
 * The prerender bundle's entry: in `outDir`'s `.prerender/` folder, or, for an output outside the
 * working folder (the build pipeline's staging folder may be anywhere), in `./.astro/.prerender/`
 * under it, as Astro places it (its `getServerOutputDirectory`); undefined when neither has one.
 */
function prerenderEntry(outDir: URL): URL | undefined {
  const serverDir = fileURLToPath(outDir).startsWith(process.cwd())
    ? outDir
    : new URL('./.astro/', pathToFileURL(`${process.cwd()}${sep}`));
  const folder = new URL('./.prerender/', serverDir);
  const name = existsSync(folder) ? readdirSync(folder).find((file) => PRERENDER_ENTRY.test(file)) : undefined;
  return name === undefined ? undefined : new URL(name, folder);
}

const PRERENDER_ENTRY = /^prerender-entry\.[\w-]+\.mjs$/;

/**
 * Copies the prerender bundle `setup` names into `folder` (which must be inside the project, for
 * the bundle's imports to resolve) with its setup beside it (`setup.json`), for `npm run
 * bench:render` to render pages from once Astro has removed its own copy.
 */
function keepBundle(setup: WorkerSetup, folder: string): void {
  const kept = resolve(folder);
  mkdirSync(kept, { recursive: true });
  const entry = fileURLToPath(setup.entryUrl);
  cpSync(dirname(entry), join(kept, 'prerender'), { recursive: true });
  const entryUrl = pathToFileURL(join(kept, 'prerender', basename(entry))).href;
  writeFileSync(join(kept, 'setup.json'), JSON.stringify({ ...setup, entryUrl }));
}

/** A started second thread, and the pages it is rendering. */
class RenderThread {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { done: (page: WorkerRendered) => void; fail: (error: Error) => void }>();
  #lastId = 0;
  /** Why it can render no more, once it cannot. */
  #stopped: Error | undefined;
  /** Pages sent and not yet answered. */
  inFlight = 0;
  /** Pages it rendered. */
  rendered = 0;

  readonly #onExit = (code: number) => this.#failAll(new Error(`the second render thread stopped (exit code ${code})`));

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: WorkerRendered | WorkerFailed) => {
      const page = this.#waiting.get(message.id);
      if (page === undefined) return;
      this.#waiting.delete(message.id);
      if ('error' in message) page.fail(new Error(message.error));
      else page.done(message);
    });
    worker.on('error', (error: Error) => this.#failAll(error));
    worker.on('exit', this.#onExit);
  }

  /** Starts a thread on the bundle `setup` names; resolves once it has loaded it. */
  static async start(setup: WorkerSetup): Promise<RenderThread> {
    const worker = new Worker(new URL('./prerender-worker.ts', import.meta.url), {
      workerData: setup,
      resourceLimits: { maxYoungGenerationSizeMb: SECOND_THREAD_YOUNG_GENERATION_MB },
    });
    // Only these listeners come off once it is loaded: the Worker's own keep its messages flowing.
    let onReady = () => {};
    let onError = (_error: Error) => {};
    let onExit = (_code: number) => {};
    try {
      await new Promise<void>((ready, fail) => {
        onReady = ready;
        onError = fail;
        onExit = (code) => fail(new Error(`it stopped while loading (exit code ${code})`));
        worker.once('message', onReady).once('error', onError).once('exit', onExit);
      });
    } catch (error) {
      await worker.terminate();
      throw error;
    } finally {
      worker.off('message', onReady).off('error', onError).off('exit', onExit);
    }
    return new RenderThread(worker);
  }

  #failAll(error: Error): void {
    this.#stopped ??= error;
    for (const { fail } of this.#waiting.values()) fail(error);
    this.#waiting.clear();
  }

  async render(request: Request, route: { route: string; component: string }, collectMetadata: boolean) {
    if (this.#stopped !== undefined) throw this.#stopped;
    const id = (this.#lastId += 1);
    this.inFlight += 1;
    try {
      const page = await new Promise<WorkerRendered>((done, fail) => {
        this.#waiting.set(id, { done, fail });
        this.#worker.postMessage({
          id,
          url: request.url,
          route: route.route,
          component: route.component,
          collectMetadata,
        });
      });
      this.rendered += 1;
      return page;
    } finally {
      this.inFlight -= 1;
    }
  }

  async stop(): Promise<void> {
    this.#worker.off('exit', this.#onExit);
    await this.#worker.terminate();
  }
}

/**
 * Renders `astro build`'s pages on two threads: Astro's own prerenderer on the main thread and,
 * once `after` pages have rendered, a worker thread (prerender-worker.ts) that loads the same
 * prerender bundle with the few build facts its pages' heads read. The main thread still
 * finishes and writes every page, so it keeps rendering whatever the second thread has no room
 * for. A page the second thread renders is finished here as the middleware finishes the others
 * (finished-page-middleware.ts), and the moment it noted is noted here (build-validity-channel.ts).
 * Should the second thread fail to start, every page renders on the main thread, with a warning;
 * a page that fails to render on it fails the build, as on the main thread.
 */
function parallelPrerenderer(
  own: AstroPrerenderer,
  outDir: URL,
  after: number,
  logger: AstroIntegrationLogger,
): AstroPrerenderer {
  let setup: WorkerSetup | undefined;
  let thread: RenderThread | undefined;
  let starting: Promise<void> | undefined;
  let renderedHere = 0;

  const start = () => {
    const given = setup;
    if (given === undefined) return;
    starting = RenderThread.start(given).then(
      (started) => {
        thread = started;
      },
      (error: unknown) => logger.warn(`Pages render on one thread: the second did not start (${String(error)}).`),
    );
  };

  return {
    name: 'concert-library:parallel-prerender',
    async setup() {
      // The bundle Astro's prerenderer is about to load: its app is told the build's internals there.
      const entryUrl = prerenderEntry(outDir);
      if (entryUrl === undefined) {
        logger.warn('Pages render on one thread: the prerender bundle was not where Astro puts it.');
        await own.setup?.();
        return;
      }
      const { app } = (await import(entryUrl.href)) as { app: BundledApp };
      let internals: BuildInternals | undefined;
      const setInternals = app.setInternals.bind(app);
      app.setInternals = (given) => {
        internals = given;
        setInternals(given);
      };
      await own.setup?.();
      app.setInternals = setInternals;
      if (internals === undefined) {
        logger.warn('Pages render on one thread: Astro set up its prerenderer without telling the bundle its build.');
        return;
      }
      setup = {
        entryUrl: entryUrl.href,
        pageStyles: [...internals.pagesByKeys].map(([key, page]) => [key, page.styles]),
        entryBundles: [...internals.entrySpecifierToBundleMap],
        scripts: app.getOptions().settings.scripts,
        moment: (fixedBuildMoment() ?? fixedNow()).getTime(),
      };
      const keepIn = process.env[KEEP_PRERENDER_BUNDLE_ENV];
      if (keepIn !== undefined && keepIn !== '') keepBundle(setup, keepIn);
    },
    getStaticPaths: () => own.getStaticPaths(),
    async render(request, options) {
      if (thread === undefined || thread.inFlight >= SECOND_THREAD_PAGES_IN_FLIGHT) {
        renderedHere += 1;
        if (starting === undefined && renderedHere > after) start();
        return own.render(request, options);
      }
      const page = await thread.render(request, options.routeData, options.collectMetadata === true);
      if (page.validUntil !== null) noteBuildValidUntil(new Date(page.validUntil));
      const rendered = new Response(page.body, {
        status: page.status,
        statusText: page.statusText,
        headers: page.headers,
      });
      // The metadata is Astro's own (PrerenderRenderMetadata), made by its renderForPrerender on the other thread.
      return {
        response: await finishedResponse(rendered, new URL(request.url).pathname),
        metadata: page.metadata as never,
      };
    },
    async teardown() {
      await starting;
      if (thread !== undefined) {
        logger.info(`Rendered ${thread.rendered} of ${thread.rendered + renderedHere} pages on a second thread.`);
        await thread.stop();
        thread = undefined;
      }
      await own.teardown?.();
    },
  };
}

/** Renders the build's pages on two threads once it renders more than a few (see {@link parallelPrerenderer}). */
export default function parallelPrerender(): AstroIntegration {
  let outDir: URL | undefined;
  return {
    name: 'concert-library:parallel-prerender',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:start': ({ setPrerenderer, logger }) => {
        const after = renderThreadAfter(process.env[RENDER_THREAD_AFTER_ENV]);
        const folder = outDir;
        if (after !== null && folder !== undefined)
          setPrerenderer((own) => parallelPrerenderer(own, folder, after, logger));
      },
    },
  };
}
