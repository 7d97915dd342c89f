import { existsSync, globSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's top-level folders whose paths the documents name; generated ones (dist/, var/) are not among them. */
const CHECKED_ROOTS = new Set(['.ci', 'bench', 'deploy', 'docs', 'public', 'scripts', 'server', 'src', 'tests']);

/** A path from the repository root, with the punctuation that may follow it in prose removed. */
function repositoryPath(token: string): string | null {
  const path = token.replace(/[.,:;)]+$/, '');
  if (!/^[\w.\-[\]*]+(\/[\w.\-[\]*]*)+$/.test(path)) return null;
  return CHECKED_ROOTS.has(path.split('/')[0] ?? '') ? path : null;
}

/** The repository paths a Markdown text names in `code`: `src/lib/api/common.ts`, `server/src/auth/`. */
export function codePaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
  return [...new Set(spans.map(repositoryPath).filter((path) => path !== null))];
}

/** Whether a path (or, with `*`, at least one path it matches) exists under `root`. */
export function pathExists(root: string, path: string): boolean {
  return path.includes('*') ? globSync(path, { cwd: root }).length > 0 : existsSync(join(root, path));
}

/** The text of a Markdown section, from its `## title` heading to the next heading of that level. */
export function markdownSection(markdown: string, title: string): string {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`No section "## ${title}"`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/**
 * The folders and files a layout tree (the README's, docs/layout.md's) names, from the repository root. Each line is
 * names, then at least two spaces, then what they hold: `  catalog/ text/  lists, titles…`. A
 * name's parent is the last name on a line indented less; a name at the margin is a path from
 * the root (`server/migrations`). Paths from the root written in a description count too.
 */
export function layoutPaths(tree: string): string[] {
  const named: string[] = [];
  const parents: { indent: number; path: string }[] = [];
  for (const line of tree.split('\n')) {
    if (line.trim() === '') continue;
    const indent = line.length - line.trimStart().length;
    const [names = '', description = ''] = line.trim().split(/\s{2,}/, 2);
    while ((parents.at(-1)?.indent ?? -1) >= indent) parents.pop();
    const parent = parents.at(-1)?.path;
    const paths = names.split(' ').map((name) => {
      const path = name.replace(/\/$/, '');
      return parent === undefined ? path : `${parent}/${path}`;
    });
    named.push(...paths);
    const last = paths.at(-1);
    if (last !== undefined) parents.push({ indent, path: last });
    for (const token of description.split(/\s+/)) {
      const path = repositoryPath(token);
      if (path !== null) named.push(path.replace(/\/$/, ''));
    }
  }
  return [...new Set(named)];
}
