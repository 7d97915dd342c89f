import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathAndSwitchesOrExit } from './cli/path-argument.ts';
import { buildCacheDir, buildSite } from './site/build-pipeline.ts';
import { publishedBuild, publishOutput } from './site/publish-output.ts';
import { publishedRecordFile, readPublishedRecord, writePublishedRecord } from './site/published-record.ts';

/**
 * Builds the site into a staging folder and swaps it into place only when the whole build
 * succeeded and every link inside it leads to a built page (site/build-pipeline.ts), so a failed
 * or partial API pull, or a page linking to one that was never built, never replaces the last
 * good site; the replaced site is deleted in the background (site/publish-output.ts). A build
 * that finds nothing changed since the site it would replace (content, code, settings, and what
 * its pages show of the time) keeps that site and publishes nothing; `--force` builds and
 * publishes all the same.
 * `node scripts/build-site.ts [outDir] [--force]` (default dist/); API_BASE names the content
 * host, SITE_ORIGIN the site's own (as astro.config.mjs reads them: unset, those `npm start` serves
 * with the same settings). `npm run build` reads them, with every other setting, from .env.
 */
const {
  path,
  switches: { force },
} = pathAndSwitchesOrExit('Usage: npm run build -- [outDir] [--force]', 'dist', ['force']);
const out = resolve(path);
const staging = `${out}.next`;
rmSync(staging, { recursive: true, force: true });
const recordFile = publishedRecordFile(buildCacheDir(process.env), out);
// The build the output serves, while it is there: a link left pointing at a deleted build gets a full build.
const served = publishedBuild(out);
const published = force || served === null || !existsSync(served) ? undefined : readPublishedRecord(recordFile, served);

let result: Awaited<ReturnType<typeof buildSite>>;
try {
  result = await buildSite(staging, { out: process.stdout, err: process.stderr }, process.env, published);
} catch (error) {
  // The steps' own output is already printed; the stack adds nothing to it.
  console.error(error instanceof Error ? error.message : error);
  rmSync(staging, { recursive: true, force: true });
  console.error(
    `Site build failed; ${existsSync(out) ? `the previous site in ${out} is unchanged` : 'nothing was published'}.`,
  );
  process.exit(1);
}
if (result.unchanged) {
  console.log(
    `Nothing changed since the site in ${out} was built (until ${result.record.validUntil}); it stays published.`,
  );
} else {
  publishOutput(staging, out);
  const build = publishedBuild(out);
  if (result.record !== null && build !== null) writePublishedRecord(recordFile, build, result.record);
  console.log(`Site built into ${out}.`);
}
