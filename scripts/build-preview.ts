import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { astroBuildEnv } from './site/build-pipeline.ts';

/**
 * `npm run build:preview`: builds the studio's preview renderer (astro.preview.config.ts, docs/studio.md
 * "Preview") into var/preview-renderer/, or PREVIEW_OUT_DIR, with the site's settings (read from .env by
 * the npm script, as the site's build reads them: the previews show the pages the site would). It builds
 * beside the last one and takes its place once whole, so a failed build leaves the last one as it was.
 * An API that loaded the renderer keeps the one it loaded until it loads it again (restarts).
 */
const out = resolve(process.env['PREVIEW_OUT_DIR'] ?? 'var/preview-renderer');
const staging = `${out}.next`;
const retired = `${out}.old`;
rmSync(staging, { recursive: true, force: true });
const env = astroBuildEnv(process.env, staging);
const build = spawnSync(resolve('node_modules/.bin/astro'), ['build', '--config', 'astro.preview.config.ts'], {
  stdio: 'inherit',
  env: { ...env, PREVIEW_OUT_DIR: staging },
});
if (build.status !== 0) {
  rmSync(staging, { recursive: true, force: true });
  console.error(
    `The preview renderer did not build; ${existsSync(out) ? `the one in ${out} is unchanged` : 'there is none'}.`,
  );
  process.exit(build.status ?? 1);
}
rmSync(retired, { recursive: true, force: true });
if (existsSync(out)) renameSync(out, retired);
renameSync(staging, out);
rmSync(retired, { recursive: true, force: true });
console.log(`Preview renderer built into ${out}.`);
