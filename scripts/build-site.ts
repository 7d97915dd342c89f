import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathArgumentOrExit } from './cli/path-argument.ts';
import { buildSite } from './site/build-pipeline.ts';
import { publishOutput } from './site/publish-output.ts';

/**
 * Builds the site into a staging folder and swaps it into place only when the whole build
 * succeeded and every link inside it leads to a built page (site/build-pipeline.ts), so a failed
 * or partial API pull, or a page linking to one that was never built, never replaces the last
 * good site; the replaced site is deleted in the background (site/publish-output.ts).
 * `node scripts/build-site.ts [outDir]` (default dist/); API_BASE names the content host,
 * SITE_ORIGIN the site's own (as astro.config.mjs reads them).
 */
const out = resolve(pathArgumentOrExit('Usage: node scripts/build-site.ts [outDir]', 'dist'));
const staging = `${out}.next`;
rmSync(staging, { recursive: true, force: true });

try {
  await buildSite(staging, { out: process.stdout, err: process.stderr });
} catch (error) {
  // The steps' own output is already printed; the stack adds nothing to it.
  console.error(error instanceof Error ? error.message : error);
  rmSync(staging, { recursive: true, force: true });
  console.error(
    `Site build failed; ${existsSync(out) ? `the previous site in ${out} is unchanged` : 'nothing was published'}.`,
  );
  process.exit(1);
}
publishOutput(staging, out);
console.log(`Site built into ${out}.`);
