import ts from 'typescript';

/**
 * Which files reach past Astro's public API, by one written rule (docs/performance.md, "The house
 * before and after this round"): a file counts whole, with every line, for any of these reasons.
 */

/** Why a file counts. */
export type AstroReach =
  | 'patch of an installed package'
  | 'copy of Astro code'
  | 'private import'
  | '`as never` in a module that imports Astro'
  | "Astro's private cache layout";

/** Files that are copies of Astro's own code, kept in step by hand. */
export const ASTRO_COPIES: ReadonlySet<string> = new Set(['src/page-scripts/client-router.ts']);

/**
 * Names of files and folders that Astro writes for itself and documents nowhere: the content
 * layer's store in `cacheDir`, and its prerender working folder in the project's `.astro/`.
 */
const PRIVATE_LAYOUT_NAMES: readonly string[] = ['data-store.json', '.prerender'];

/** The `exports` keys of an installed package ('.', './app', './runtime/*'), or undefined when it is not installed. */
export type ExportsOf = (packageName: string) => readonly string[] | undefined;

/** The package an import names and the subpath within it, for Astro's own packages only. */
function astroPackageOf(specifier: string): { name: string; subpath: string } | undefined {
  const match = /^(astro|@astrojs\/[^/]+)(?:\/(.*))?$/.exec(specifier);
  if (match?.[1] === undefined) return undefined;
  return { name: match[1], subpath: match[2] ?? '' };
}

const exportMatches = (key: string, subpath: string): boolean => {
  const wanted = `./${subpath}`;
  const star = key.indexOf('*');
  if (star === -1) return key === wanted;
  return wanted.startsWith(key.slice(0, star)) && wanted.endsWith(key.slice(star + 1));
};

/**
 * True for an import of Astro's (or an `@astrojs/` package's) internals: a path under `dist/` or
 * `src/`, one under `virtual-modules/` (the code behind the `astro:*` modules, which are the API),
 * or a subpath the package's `exports` does not list.
 */
export function isPrivateAstroImport(specifier: string, exportsOf: ExportsOf): boolean {
  const target = astroPackageOf(specifier);
  if (target === undefined || target.subpath === '') return false;
  if (/^(dist|src|virtual-modules)\//.test(target.subpath)) return true;
  const keys = exportsOf(target.name);
  return keys !== undefined && !keys.some((key) => exportMatches(key, target.subpath));
}

/** True for an import of Astro itself (not the zod it re-exports as `astro/zod`). */
const importsAstro = (specifier: string): boolean =>
  specifier.startsWith('astro:') || (astroPackageOf(specifier) !== undefined && specifier !== 'astro/zod');

/** The module specifiers a source file imports, statically, dynamically or as types. */
function specifiersOf(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier !== undefined) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first !== undefined && ts.isStringLiteral(first)) found.push(first.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push(literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Whether the code casts `as never`, and whether it names Astro's private cache layout. */
function codeMarks(source: ts.SourceFile): { asNever: boolean; privateLayout: boolean } {
  let asNever = false;
  let privateLayout = false;
  const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
  const visit = (node: ts.Node): void => {
    if (ts.isAsExpression(node) && node.type.kind === ts.SyntaxKind.NeverKeyword) asNever = true;
    if (isText(node) && PRIVATE_LAYOUT_NAMES.some((name) => node.text.includes(name))) privateLayout = true;
    // Astro's copy of the last build in `cacheDir` (`join(cacheDir, 'dist', …)`), which its incremental build keeps.
    if (ts.isCallExpression(node) && node.arguments.length > 1) {
      const [first, ...rest] = node.arguments;
      if (/cacheDir/i.test(first?.getText(source) ?? '') && rest.some((arg) => isText(arg) && arg.text === 'dist')) {
        privateLayout = true;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { asNever, privateLayout };
}

/** The script of a file as TypeScript reads it: an `.astro` file's frontmatter, or the whole module. */
function scriptOf(path: string, text: string): string {
  if (!path.endsWith('.astro')) return text;
  return /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
}

function scriptKindOf(path: string): ts.ScriptKind {
  if (path.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (/\.(mjs|cjs|js)$/.test(path)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** Why the file at `path` (relative to the tree, with `/`) counts; empty when it does not. */
export function astroReachesOf(path: string, text: string, exportsOf: ExportsOf): AstroReach[] {
  if (path.startsWith('patches/') && path.endsWith('.patch')) return ['patch of an installed package'];
  const reasons: AstroReach[] = ASTRO_COPIES.has(path) ? ['copy of Astro code'] : [];
  const source = ts.createSourceFile(path, scriptOf(path, text), ts.ScriptTarget.Latest, true, scriptKindOf(path));
  const specifiers = specifiersOf(source);
  if (specifiers.some((specifier) => isPrivateAstroImport(specifier, exportsOf))) reasons.push('private import');
  const { asNever, privateLayout } = codeMarks(source);
  if (asNever && specifiers.some(importsAstro)) reasons.push('`as never` in a module that imports Astro');
  if (privateLayout) reasons.push("Astro's private cache layout");
  return reasons;
}

/** Lines in a file's text: its newlines, and one more when the last line has none. */
export function lineCount(text: string): number {
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}
