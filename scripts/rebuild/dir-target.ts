import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { publishOutput } from '../site/publish-output.ts';
import { MANIFEST_FILE, parseManifest } from './build-manifest.ts';
import type { PublishTarget } from './publish-target.ts';

/**
 * A folder target: the build is made in `{path}.next` beside it and switched in atomically by
 * scripts/site/publish-output.ts (`path` is a link to the build it serves, replaced by one rename;
 * the build it replaced is kept as the last good one), as `npm run build` publishes. The manifest is a file of the build, so it is
 * swapped in with the pages it counts.
 */
export function dirTarget(path: string): PublishTarget {
  return {
    staging: `${path}.next`,
    async lastGood() {
      const file = join(path, MANIFEST_FILE);
      const text = await readFile(file, 'utf8').catch((error: unknown) => {
        // No manifest: nothing there yet, or a site `npm run build` published, which has none.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      });
      return text === undefined ? undefined : parseManifest(text, file);
    },
    async publish(staging, _files, manifest) {
      await writeFile(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      publishOutput(staging, path);
    },
  };
}
