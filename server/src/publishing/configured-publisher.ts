import { resolve } from 'node:path';
import type { AppContext } from '../context.ts';
import { PublishWorker } from './publish-worker.ts';
import { rebuildPipeline } from './site-pipeline.ts';

/**
 * Publishing as the configuration sets it up: a worker running the rebuild pipeline to
 * PUBLISH_TARGET with the site's settings file, its log on standard output; undefined without a
 * target (the studio's Publish then says publishing is not set up).
 */
export function configuredPublisher(ctx: AppContext, log: { error(line: string): void }): PublishWorker | undefined {
  const { config } = ctx;
  if (!config.PUBLISH_TARGET) return undefined;
  return new PublishWorker(ctx, {
    pipeline: rebuildPipeline({
      target: config.PUBLISH_TARGET,
      workDir: resolve(config.PUBLISH_WORK_DIR),
      siteEnvFile: config.PUBLISH_SITE_ENV,
      // The pages' islands call the public API, not the candidate the build pulls from.
      defaults: { PUBLIC_API_BASE: config.apiOrigin },
      log: (text) => process.stdout.write(text),
    }),
    log,
  });
}
