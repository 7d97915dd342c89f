import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { astroBuildEnv } from './site/build-pipeline.ts';
import {
  differencesInWords,
  readRendererStamp,
  rendererBuildEnv,
  rendererSettings,
  stampDifferences,
} from '../server/src/preview/renderer-stamp.ts';

/**
 * `npm run build:preview [-- --if-stale]`: builds the studio's preview renderer
 * (astro.preview.config.ts, docs/studio.md "Preview") into var/preview-renderer/, or
 * PREVIEW_RENDERER_DIR, with the site's settings: those of the site's settings file when
 * PUBLISH_SITE_ENV names one (what a publish from the studio builds the site with), else the
 * environment's (read from .env by the npm script, as the site's build reads them), the content
 * host being API_ORIGIN unless API_BASE is set, as for the scheduled rebuild. The API checks the
 * renderer's stamp against the same settings (server/src/preview/renderer-stamp.ts).
 *
 * It builds beside the last one and takes its place once whole, so a failed build leaves the last
 * one as it was. An API that loaded the renderer keeps the one it loaded until it restarts. With
 * `--if-stale` it builds only when the renderer there is missing or its stamp does not match.
 */
const { values } = parseArgs({ options: { 'if-stale': { type: 'boolean', default: false } } });
const out = resolve(process.env['PREVIEW_RENDERER_DIR'] ?? 'var/preview-renderer');

let env: Record<string, string | undefined>;
try {
  env = rendererBuildEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (values['if-stale'] && existsSync(join(out, 'server', 'entry.mjs'))) {
  const stamp = readRendererStamp(out);
  const differences = stamp && stampDifferences(stamp, rendererSettings(process.env));
  if (stamp && !differences) {
    console.log(`The preview renderer in ${out} is current: nothing to build.`);
    process.exit(0);
  }
  const why = differences ? `was built from ${differencesInWords(differences)}` : 'has no stamp';
  console.log(`The preview renderer in ${out} ${why}: building it again.`);
}

const staging = `${out}.next`;
const retired = `${out}.old`;
rmSync(staging, { recursive: true, force: true });
const build = spawnSync(resolve('node_modules/.bin/astro'), ['build', '--config', 'astro.preview.config.ts'], {
  stdio: 'inherit',
  env: { ...astroBuildEnv(env, staging), PREVIEW_OUT_DIR: staging },
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
