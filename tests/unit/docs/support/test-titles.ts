import ts from 'typescript';

/** The functions whose first argument names a test or a group of tests, in vitest and in Playwright. */
const TITLED = new Set(['describe', 'it', 'test', 'bench']);

/** The name a call starts from: `describe` for `describe.each(rows)(…)`, `test` for `test.describe.serial(…)`. */
function rootName(expression: ts.Expression): string | null {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression) || ts.isCallExpression(expression)) {
    return rootName(expression.expression);
  }
  return null;
}

/** A title's text: a string, or a template's literal parts (what `${…}` fills in is code, not the title). */
function titleText(node: ts.Node | undefined): string | null {
  if (node === undefined) return null;
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
  return null;
}

/**
 * The titles of a test file's tests and groups, found by TypeScript's parser: the first argument
 * of every `describe`, `it`, `test` or `bench` call, with their `.each`, `.skip` or `.describe`
 * forms.
 */
export function testTitles(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const titles: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && TITLED.has(rootName(node.expression) ?? '')) {
      const title = titleText(node.arguments[0]);
      if (title !== null) titles.push(title);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return titles;
}
