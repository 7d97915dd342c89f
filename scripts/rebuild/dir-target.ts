import { readFile, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { publishOutput } from '../site/publish-output.ts';
import { MANIFEST_FILE, parseManifest } from './build-manifest.ts';
import { moveFolder } from './move-folder.ts';
import type { PublishTarget } from './publish-target.ts';

/** Whether `path` lies inside the folder `root`. */
function isInside(path: string, root: string): boolean {
  const rest = relative(root, path);
  return rest !== '' && !rest.startsWith('..') && !isAbsolute(rest);
}

/**
 * A folder target: the build is switched in atomically from `{path}.next` beside it by
 * scripts/site/publish-output.ts (`path` is a link to the build it serves, replaced by one rename;
 * the build it replaced is kept as the last good one), as `npm run build` publishes. The manifest
 * is a file of the build, so it is swapped in with the pages it counts.
 *
 * The build is made in `{path}.next` when that lies inside the project (`cwd`), and otherwise in
 * `{workDir}/site`, then moved beside the target. Astro bundles the pages for rendering in the
 * output folder when the output is inside the project, and otherwise in the project's `.astro/`
 * (so that the bundle finds the project's packages), and renames the stylesheets it made from
 * there into the output: a rename that fails (EXDEV) when the output is on another file system.
 * Built inside the project, the build crosses once, whole: renamed beside the target, or copied
 * when the target is on another file system (move-folder.ts).
 */
export function dirTarget(path: string, workDir: string, cwd = process.cwd()): PublishTarget {
  const beside = `${path}.next`;
  return {
    staging: isInside(beside, cwd) ? beside : join(workDir, 'site'),
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
      if (staging !== beside) await moveFolder(staging, beside);
      publishOutput(beside, path);
    },
  };
}
