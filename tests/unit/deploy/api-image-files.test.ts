import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { posix, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * deploy/api.Dockerfile cannot be built here (no container daemon), so what it copies is checked
 * against what runs in it: the API and its command-line tools, and the preview renderer's build
 * (deploy/api-start.sh runs it when a container starts). Every file they import must be copied, and
 * every package the renderer's configuration and the API load must be a production dependency (the
 * image installs no other). Imports are followed through .ts, .tsx and .mjs modules; the pages'
 * components (.astro) are under src/, which the image copies whole.
 */

const REPO = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(resolve(REPO, path), 'utf8');

const dockerfile = read('deploy/api.Dockerfile').replace(/\\\n\s*/g, ' ');
/** The paths the image's last stage copies from the repository (not from another stage). */
const copied = dockerfile
  .split('FROM ')
  .at(-1)
  ?.split('\n')
  .filter((line) => line.startsWith('COPY ') && !line.includes('--from='))
  .flatMap((line) => line.split(' ').slice(1, -1));
const inImage = (path: string) => (copied ?? []).some((source) => path === source || path.startsWith(`${source}/`));

const { imports: namedEntries, dependencies } = JSON.parse(read('package.json')) as {
  imports: Record<string, string>;
  dependencies: Record<string, string>;
};

/** The repository path a `#…` specifier names (package.json's `imports`), or undefined. */
function namedEntry(specifier: string): string | undefined {
  for (const [pattern, target] of Object.entries(namedEntries)) {
    const [prefix = '', suffix = ''] = pattern.split('*');
    if (specifier.startsWith(prefix) && specifier.endsWith(suffix)) {
      const middle = specifier.slice(prefix.length, specifier.length - suffix.length);
      return posix.normalize(target.replace('*', middle));
    }
  }
  return undefined;
}

/** A module's imports that are loaded when it runs: type-only ones are not; `dynamic` says whether `import()` counts. */
function importsOf(file: string, dynamic: boolean): string[] {
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) &&
      node.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    else if (
      dynamic &&
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The package a bare specifier names ('@scope/name/sub' → '@scope/name'). */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Every module reached from `entries`, and every package they import. */
function closure(entries: readonly string[], dynamic: boolean): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.(ts|tsx|mjs)$/.test(file)) continue;
    for (const specifier of importsOf(file, dynamic)) {
      const target = specifier.startsWith('.')
        ? posix.join(posix.dirname(file), specifier)
        : specifier.startsWith('#')
          ? namedEntry(specifier)
          : undefined;
      if (target !== undefined) queue.push(target);
      else if (!specifier.startsWith('node:') && !specifier.startsWith('astro:') && !builtinModules.includes(specifier))
        packages.add(packageOf(specifier));
    }
  }
  return { files, packages };
}

const CLIS = ['backup-cli', 'catalog-cli', 'publish-run-cli', 'studio-admin-cli'].map(
  (name) => `server/src/cli/${name}.ts`,
);
const API = ['server/src/main.ts', ...CLIS];
const RENDERER_BUILD = ['scripts/build-preview.ts', 'astro.preview.config.ts'];

describe('the API image', () => {
  it('copies every module the API, its commands and the preview renderer’s build import', () => {
    const { files } = closure([...API, ...RENDERER_BUILD, 'deploy/api-start.sh'], true);
    expect(files.size).toBeGreaterThan(200);
    for (const file of files) expect(existsSync(resolve(REPO, file)), file).toBe(true);
    expect([...files].filter((file) => !inImage(file))).toEqual([]);
  });

  it('needs no development dependency to start the API or to load the renderer’s configuration', () => {
    const { packages } = closure([...API, ...RENDERER_BUILD], false);
    expect(packages.size).toBeGreaterThan(10);
    expect([...packages].filter((name) => !(name in dependencies)).sort()).toEqual([]);
  });
});
