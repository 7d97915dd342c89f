import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { writeSiteEnvFile } from '../../../scripts/site/site-env-file.ts';

/** An API's preview renderer: the settings that API starts with, and the folder to remove once it has stopped. */
export interface BuiltPreviewRenderer {
  readonly apiEnv: Readonly<Record<string, string>>;
  remove(): Promise<void>;
}

/**
 * The studio's preview renderer of an API the suite starts: built by `npm run build:preview`'s script
 * into a folder of that API's own, from a settings file that holds the site's settings (the ones its
 * site is built with), which the API reads too (PUBLISH_SITE_ENV). So the API checks the renderer's
 * stamp against the settings it was built with: each API of the suite draws previews for its own site,
 * and a renderer built for another (var/preview-renderer/, another API of the suite, another checkout)
 * is never the one it loads. The folder is inside the project, as the renderer's code imports the
 * project's packages, and its cache beside it, as two of the suite's renderers may build at once.
 */
export async function buildPreviewRenderer(
  work: string,
  siteSettings: Readonly<Record<string, string>>,
): Promise<BuiltPreviewRenderer> {
  await mkdir(resolve('var'), { recursive: true });
  const folder = await mkdtemp(resolve('var', 'e2e-preview-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  const apiEnv = {
    PUBLISH_SITE_ENV: join(work, 'site.env'),
    PREVIEW_RENDERER_DIR: join(folder, 'renderer'),
  };
  writeSiteEnvFile(apiEnv.PUBLISH_SITE_ENV, siteSettings, new Set());
  try {
    const build = spawn(process.execPath, [resolve('scripts/build-preview.ts')], {
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...apiEnv, PREVIEW_CACHE_DIR: join(folder, 'cache') },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const status = await new Promise<number | null>((done, fail) => {
      build.once('error', fail);
      build.once('close', done);
    });
    if (status !== 0) throw new Error(`The preview renderer's build failed (exit ${status}).`);
  } catch (error) {
    await remove();
    throw error;
  }
  return { apiEnv, remove };
}
