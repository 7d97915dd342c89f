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

describe('README.md', () => {
  it('names only paths that exist', () => {
    const paths = codePaths(readme);
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((path) => !pathExists(ROOT, path))).toEqual([]);
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

  const tree = /```\n([\s\S]*?)```/.exec(markdownSection(readme, 'Layout'))?.[1] ?? '';
  const named = new Set(layoutPaths(tree));

  it('lays out folders that exist', () => {
    expect(named.size).toBeGreaterThan(40);
    expect([...named].filter((path) => !pathExists(ROOT, path))).toEqual([]);
  });

  it.each(['.', 'src', 'src/lib', 'src/islands', 'src/stores', 'server', 'server/src', 'scripts', 'tests'])(
    'lays out every folder of %s',
    (parent) => {
      const folders = readdirSync(join(ROOT, parent), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
        .map((entry) => (parent === '.' ? entry.name : `${parent}/${entry.name}`));
      // What git ignores (node_modules, the built site and its build folders, var…) is generated, not laid out.
      const ignored = gitIgnored(folders);
      expect(folders.filter((folder) => !named.has(folder) && !ignored.has(folder))).toEqual([]);
    },
  );

  it('describes npm test as scripts/test-all.sh runs it, step by step', () => {
    const steps = read('scripts/test-all.sh')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^(npm|npx|bash|node) /.test(line))
      .map((line) => line.replace(' --silent', ''));
    const section = markdownSection(readme, 'Tests');
    const quoted = [...section.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
    expect(steps.length).toBeGreaterThan(3);
    expect(quoted.filter((span) => steps.includes(span))).toEqual(steps);
  });

  it('links the rules document', () => {
    expect(readme).toContain(`](${RULES_DOC})`);
  });
});
