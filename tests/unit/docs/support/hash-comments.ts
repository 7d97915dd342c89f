import { globSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The files that are not scripts but carry `#` comments, relative to `root`: the workflows, the
 * deploy files, CI's and the test runner's shell. `sourceFiles` reads the scripts' comments; these
 * are the rest of what a reader of the tree meets.
 */
export function hashCommentedFiles(root: string): string[] {
  return [
    ...globSync('.github/workflows/*.yml', { cwd: root }),
    ...globSync('deploy/**/*', { cwd: root, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1)),
    '.ci/run',
    ...globSync('scripts/*.sh', { cwd: root }),
  ];
}

/** The `#` comments of a file, one per line, without the marker; a `#` inside a word is no comment. */
export const hashComments = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => /(?:^|\s)#\s(.*)$/.exec(line)?.[1] ?? '')
    .filter(Boolean);
