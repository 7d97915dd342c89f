import { AsyncLocalStorage } from 'node:async_hooks';
import { installRenderScope, renderForPrerender } from 'astro/app';
import { fixBuildMoment } from './build-validity-channel.ts';
import { rememberDigests } from './digest-memo.ts';
import type { WorkerSetup } from './prerender-worker-protocol.ts';

/**
 * The prerender bundle of `astro build` loaded outside Astro's own prerenderer: by the second
 * render thread (prerender-worker.ts), and by `npm run bench:render` from a bundle a build kept
 * (parallel-prerender.ts, `BUILD_KEEP_PRERENDER_BUNDLE`). Its app is told the few build facts
 * a page's head reads and the build's moment, and renders a page as Astro's prerenderer renders
 * it (`renderForPrerender`, in a render scope of this thread's own). Once per thread.
 */

/** A route of the bundle, as Astro's manifest names it. */
export interface BundledRoute {
  route: string;
  component: string;
  pattern: RegExp;
}

interface BundledApp {
  manifest: { routes: { routeData: BundledRoute }[] };
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
}

interface LogEvent {
  level: string;
  label: string | null;
  message: string;
}

/** A loaded prerender bundle: its routes, and what renders a page of one. */
export interface PrerenderApp {
  readonly routes: readonly BundledRoute[];
  render(
    url: string,
    route: { route: string; component: string },
    collectMetadata: boolean,
  ): Promise<{ response: Response; metadata?: unknown }>;
}

/** Writes a line of what the pages log to stderr. */
const toStderr = (line: string) => process.stderr.write(line);

/** Loads the bundle `setup` names in this thread; each line its pages log goes to `log`, as Astro words it. */
export async function loadPrerenderApp(
  setup: WorkerSetup,
  log: (line: string) => void = toStderr,
): Promise<PrerenderApp> {
  // As on the main thread (digest-memo.ts): the CSP's digests of the same few head scripts and styles.
  rememberDigests(globalThis.crypto.subtle);
  // The pages show the main thread's instant, not this thread's start.
  fixBuildMoment(new Date(setup.moment));
  installRenderScope(new AsyncLocalStorage());

  const { app } = (await import(setup.entryUrl)) as { app: BundledApp };
  app.setInternals({
    pagesByKeys: new Map(setup.pageStyles.map(([key, styles]) => [key, { styles }])),
    entrySpecifierToBundleMap: new Map(setup.entryBundles),
  });
  app.setOptions({
    settings: { scripts: setup.scripts },
    logger: {
      options: {
        destination: {
          write: ({ level, label, message }: LogEvent) => {
            log(`[${level}]${label === null ? '' : ` [${label}]`} ${message}\n`);
            return true;
          },
        },
      },
    },
  });

  const routeList = app.manifest.routes.map(({ routeData }) => routeData);
  const routes = new Map(routeList.map((routeData) => [`${routeData.route}\u0000${routeData.component}`, routeData]));
  return {
    routes: routeList,
    async render(url, { route, component }, collectMetadata) {
      const routeData = routes.get(`${route}\u0000${component}`);
      if (routeData === undefined) throw new Error(`no route ${route} (${component}) in the prerender bundle`);
      return renderForPrerender(app as never, new Request(url), { routeData: routeData as never, collectMetadata });
    },
  };
}
