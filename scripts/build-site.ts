import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Builds the site into a staging folder and swaps it into place only when the whole build
 * succeeded, so a failed or partial API pull never replaces the last good site.
 * `node scripts/build-site.ts [outDir]` (default dist/); API_BASE names the content host.
 */
const out = resolve(process.argv[2] ?? 'dist');
const staging = `${out}.next`;
const previous = `${out}.prev`;
rmSync(staging, { recursive: true, force: true });

const astro = resolve('node_modules/.bin/astro');
const result = spawnSync(astro, ['build'], {
  stdio: 'inherit',
  env: { ...process.env, SITE_OUT_DIR: staging },
});
if (result.status !== 0) {
  rmSync(staging, { recursive: true, force: true });
  console.error(`Site build failed; ${existsSync(out) ? `the previous site in ${out} is unchanged` : 'nothing was published'}.`);
  process.exit(result.status ?? 1);
}
rmSync(previous, { recursive: true, force: true });
if (existsSync(out)) renameSync(out, previous);
renameSync(staging, out);
rmSync(previous, { recursive: true, force: true });
console.log(`Site built into ${out}.`);
