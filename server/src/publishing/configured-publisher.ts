import { resolve } from 'node:path';
import type { AppContext } from '../context.ts';
import { ciPipeline } from './ci-pipeline.ts';
import { PublishWorker } from './publish-worker.ts';
import { rebuildPipeline, type SitePipeline } from './site-pipeline.ts';

/** The site's pipeline the settings name; undefined when publishing is not set up. */
function configuredPipeline(ctx: AppContext): SitePipeline | undefined {
  const { config } = ctx;
  const setup = config.publishing;
  if (setup.kind === 'ci') return ciPipeline(ctx, setup);
  if (setup.kind === 'none') return undefined;
  return rebuildPipeline({
    target: setup.target,
    workDir: resolve(config.PUBLISH_WORK_DIR),
    siteEnvFile: config.PUBLISH_SITE_ENV,
    // The pages' islands call the public API, not the candidate the build pulls from.
    defaults: { PUBLIC_API_BASE: config.apiOrigin },
    log: (text) => process.stdout.write(text),
  });
}

/**
 * Publishing as the configuration sets it up: a worker running the rebuild pipeline to
 * PUBLISH_TARGET with the site's settings file, its log on standard output, or asking the CI to
 * run it (PUBLISH_CI_DISPATCH_URL); undefined with neither (the studio's Publish then says
 * publishing is not set up).
 */
export function configuredPublisher(ctx: AppContext, log: { error(line: string): void }): PublishWorker | undefined {
  const pipeline = configuredPipeline(ctx);
  return pipeline === undefined ? undefined : new PublishWorker(ctx, { pipeline, log });
}
