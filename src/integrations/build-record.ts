import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildFingerprint, CONFIG_ENV_KEYS } from './build-fingerprint.ts';
import {
  BUILD_RECORD_FILE_ENV,
  isCurrent,
  parseBuildRecord,
  PUBLISHED_BUILD_RECORD_ENV,
  type BuildOutcome,
} from './build-record-file.ts';
import {
  BUILD_MOMENT_ENV,
  buildMomentSetting,
  buildValidUntil,
  clearBuildValidUntil,
  fixBuildMoment,
} from './build-validity-channel.ts';
import { writeWholeFile } from './whole-file.ts';

/**
 * A build that would make the published site again stops before it bundles or renders anything.
 * Once Astro has synced the content (the pull, which a build cannot skip: it is how the build
 * learns what changed), this fingerprints what the build is made from (build-fingerprint.ts); when
 * that is the published build's and what its pages show of the time still holds, it writes an
 * `unchanged` outcome and ends the process, and the pipeline keeps the published site
 * (scripts/site/build-pipeline.ts). Otherwise the build runs, and its record (fingerprint, and
 * until when its pages hold, as they noted it: src/data/build-time.ts) is written once it is done,
 * for the pipeline to keep beside what it publishes.
 *
 * Only a build the pipeline asks for a record of ({@link BUILD_RECORD_FILE_ENV}) does either; it
 * comes first among the integrations, so a build that stops starts nothing of theirs.
 */
export default function buildRecord(): AstroIntegration {
  let root = '';
  let cacheDir = '';
  let envKeys: string[] = [];
  let fingerprint: string | null = null;
  const recordFile = () => process.env[BUILD_RECORD_FILE_ENV];
  const write = (outcome: BuildOutcome, file: string) => writeWholeFile(file, JSON.stringify(outcome));
  return {
    name: 'concert-library:build-record',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        cacheDir = fileURLToPath(config.cacheDir);
        envKeys = [...Object.keys(config.env.schema), ...CONFIG_ENV_KEYS];
      },
      'astro:build:start': ({ logger }) => {
        clearBuildValidUntil();
        // One instant for every page: now, or the one the setting names.
        const moment = buildMomentSetting(process.env[BUILD_MOMENT_ENV]) ?? new Date();
        fixBuildMoment(moment);
        const file = recordFile();
        if (file === undefined || file === '') return;
        fingerprint = buildFingerprint({ root, cacheDir, env: process.env, envKeys });
        const published = parseBuildRecord(process.env[PUBLISHED_BUILD_RECORD_ENV]);
        if (published === undefined || !isCurrent(published, fingerprint, moment)) return;
        write({ ...published, unchanged: true }, file);
        logger.info(
          `Nothing changed since the published build: same content, code and settings, and what its pages show of the time holds until ${published.validUntil}. Not building.`,
        );
        // Nothing of the build has started (Astro's sync saved the store before this hook); its
        // log went to a pipe or a file, which Node writes synchronously on Linux.
        process.exit(0);
      },
      'astro:build:done': () => {
        const file = recordFile();
        if (file === undefined || file === '') return;
        write({ fingerprint, validUntil: buildValidUntil()?.toISOString() ?? null, unchanged: false }, file);
      },
    },
  };
}
