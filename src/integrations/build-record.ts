import type { AstroIntegration } from 'astro';
import { BUILD_NOTES_FILE_ENV, CONFIG_ENV_KEYS, type BuildNotes } from './build-record-file.ts';
import { buildValidUntil, clearBuildValidUntil, fixBuildMoment } from '#lib/build/build-moment-channel.ts';
import { BUILD_MOMENT_ENV, buildMomentSetting } from '#lib/build/build-moment-setting.ts';
import { clearOldAddresses, notedOldAddresses } from '#lib/build/old-addresses-channel.ts';
import { writeWholeFile } from './whole-file.ts';

/**
 * Fixes the build's moment when it starts, and once it is done notes until when what its pages
 * show of that moment holds (as they noted it: src/data/build-time.ts), which settings it
 * read and the old addresses it wrote a page at (src/data/old-addresses.ts), for the pipeline to keep beside what it publishes (build-record-file.ts). Whether a build
 * is needed at all is decided before Astro starts (scripts/site/build-pipeline.ts).
 */
export default function buildRecord(): AstroIntegration {
  let settingKeys: string[] = [];
  return {
    name: 'concert-library:build-record',
    hooks: {
      'astro:config:done': ({ config }) => {
        settingKeys = [...new Set([...Object.keys(config.env.schema), ...CONFIG_ENV_KEYS])].sort();
      },
      'astro:build:start': () => {
        clearBuildValidUntil();
        clearOldAddresses();
        // One instant for every page: now, or the one the setting names.
        fixBuildMoment(buildMomentSetting(process.env[BUILD_MOMENT_ENV]) ?? new Date());
      },
      'astro:build:done': () => {
        const file = process.env[BUILD_NOTES_FILE_ENV];
        if (file === undefined || file === '') return;
        const notes: BuildNotes = {
          validUntil: buildValidUntil()?.toISOString() ?? null,
          settingKeys,
          oldAddresses: [...notedOldAddresses()],
        };
        writeWholeFile(file, JSON.stringify(notes));
      },
    },
  };
}
