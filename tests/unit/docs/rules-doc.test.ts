import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citedSections, RULES_DOC, ruleHeadings, specCitations } from '../../../scripts/docs/rules-citations.ts';
import { commentTexts } from '../../../scripts/docs/source-comments.ts';
import { sourceFiles } from '../../../scripts/docs/source-files.ts';
import { codePaths, layoutPaths, markdownSection, pathExists } from './support/markdown-paths.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

const rules = read(RULES_DOC);
const readme = read('README.md');
const comments = sourceFiles(ROOT).flatMap((file) => commentTexts(file, read(file)).map((text) => ({ file, text })));

describe('docs/rules.md', () => {
  it('names only paths that exist', () => {
    const paths = codePaths(rules);
    expect(paths.length).toBeGreaterThan(200);
    expect(paths.filter((path) => !pathExists(ROOT, path))).toEqual([]);
  });

  it('has a heading for every section a comment cites', () => {
    const headings = ruleHeadings(rules);
    const cited = comments.flatMap(({ file, text }) => citedSections(text).map((section) => ({ file, section })));
    expect(cited.length).toBeGreaterThan(200);
    expect(cited.filter(({ section }) => !headings.has(section))).toEqual([]);
  });

  it('is what comments cite, not the spec (npx node scripts/docs/cite-rules.ts rewrites them)', () => {
    const citingSpec = comments.flatMap(({ file, text }) =>
      specCitations(text).map((citation) => ({ file, citation })),
    );
    expect(citingSpec).toEqual([]);
  });
});

describe('the citation check', () => {
  it('finds citations in comments only, across line breaks and in lists', () => {
    const source = [
      "const label = 'rules §77';",
      '/** Kept (rules §4 and §9), also when a line breaks before the number (rules',
      ' * §5): */',
      '// rules §1, §2 and §3',
    ].join('\n');
    const sections = commentTexts('example.ts', source).flatMap(citedSections);
    expect(sections).toEqual(['§4', '§9', '§5', '§1', '§2', '§3']);
  });
});

/** The Markdown documents: the README and every file of docs/. */
const documents = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe.each(documents.filter((path) => path !== RULES_DOC))('%s', (path) => {
  it('names only paths that exist', () => {
    const paths = codePaths(read(path));
    expect(paths.filter((named) => !pathExists(ROOT, named))).toEqual([]);
  });
});

/** Which of `paths` (relative to the repository) git ignores, asked of git itself so .gitignore is the one list. */
const gitIgnored = (paths: readonly string[]): Set<string> => {
  const answer = spawnSync('git', ['check-ignore', '--stdin'], {
    cwd: ROOT,
    input: paths.join('\n'),
    encoding: 'utf8',
  });
  return new Set(answer.stdout.split('\n').filter((line) => line !== ''));
};

/** The folders of `parent` that are laid out, not generated: git ignores node_modules, the built site, var… */
const folders = (parent: string): string[] => {
  const found = readdirSync(join(ROOT, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => (parent === '.' ? entry.name : `${parent}/${entry.name}`));
  const ignored = gitIgnored(found);
  return found.filter((folder) => !ignored.has(folder));
};

/** The paths the first fenced block of a document's `## title` section lays out. */
const treeOf = (markdown: string, title: string) =>
  new Set(layoutPaths(/```\n([\s\S]*?)```/.exec(markdownSection(markdown, title))?.[1] ?? ''));

describe('README.md', () => {
  const overview = treeOf(readme, 'Layout');

  it('lays out every top-level folder, and only folders that exist', () => {
    expect([...overview].filter((path) => !pathExists(ROOT, path))).toEqual([]);
    expect(folders('.').filter((folder) => !overview.has(folder))).toEqual([]);
  });

  it('links the rules document and every other document in docs/', () => {
    expect(readme).toContain(`](${RULES_DOC})`);
    const docs = documents.filter((path) => path.startsWith('docs/'));
    expect(docs.length).toBeGreaterThan(8);
    expect(docs.filter((path) => !readme.includes(`](${path})`))).toEqual([]);
  });

  it('names `npm test` as the command that runs every suite, as CI runs it', () => {
    expect(markdownSection(readme, 'Run the tests')).toContain('npm test');
    expect(read('.ci/run').trim().split('\n').at(-1)).toBe('npm test');
  });
});

describe('docs/layout.md', () => {
  const layout = read('docs/layout.md');
  const named = treeOf(layout, 'The tree');

  it('lays out folders that exist', () => {
    expect(named.size).toBeGreaterThan(40);
    expect([...named].filter((path) => !pathExists(ROOT, path))).toEqual([]);
  });

  it.each([
    ...['.', 'src', 'src/lib', 'src/islands', 'src/stores', 'src/features', ...folders('src/features')],
    ...['server', 'server/src', 'scripts', 'tests', 'deploy'],
  ])('lays out every folder of %s', (parent) => {
    expect(folders(parent).filter((folder) => !named.has(folder))).toEqual([]);
  });
});

describe('docs/testing.md', () => {
  it('describes npm test as scripts/test-all.sh runs it, step by step', () => {
    const steps = read('scripts/test-all.sh')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^(npm|npx|bash|node) /.test(line))
      .map((line) => line.replace(' --silent', ''));
    const section = markdownSection(read('docs/testing.md'), 'What npm test runs');
    const quoted = [...section.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
    expect(steps.length).toBeGreaterThan(3);
    expect(quoted.filter((span) => steps.includes(span))).toEqual(steps);
  });
});
