import ts from 'typescript';

/** A comment's place in its file: `text.slice(start, end)` is the comment, markers included. */
export interface CommentRange {
  readonly start: number;
  readonly end: number;
}

/** The file types whose comments are read: TypeScript, JavaScript modules, Astro components, style sheets, Markdown. */
export const COMMENTED_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.astro', '.css', '.md'] as const;

/** A CSS comment; CSS has no other kind, and a string holding `/*` is rare enough in our sheets to ignore. */
const CSS_COMMENT = /\/\*[\s\S]*?\*\//g;

function scriptKind(fileName: string): ts.ScriptKind {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (fileName.endsWith('.mjs')) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/**
 * The comments of a script, found by TypeScript's own parser rather than a regular expression, so
 * that a `//` inside a string or a `/*` inside a regular expression is never taken for one. Every
 * token's leading and trailing trivia is visited; a comment seen from two tokens counts once.
 */
function scriptComments(text: string, fileName: string, offset = 0): CommentRange[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, scriptKind(fileName));
  const found = new Map<number, CommentRange>();
  const add = (ranges: ts.CommentRange[] | undefined): void => {
    for (const range of ranges ?? []) found.set(range.pos, { start: offset + range.pos, end: offset + range.end });
  };
  const visit = (node: ts.Node): void => {
    add(ts.getLeadingCommentRanges(text, node.getFullStart()));
    add(ts.getTrailingCommentRanges(text, node.getEnd()));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found.values()].sort((a, b) => a.start - b.start);
}

/** Every match of `pattern` in `text` as a range, shifted by `offset`. */
function matchRanges(text: string, pattern: RegExp, offset = 0): CommentRange[] {
  return [...text.matchAll(pattern)].map((match) => ({
    start: offset + match.index,
    end: offset + match.index + match[0].length,
  }));
}

/**
 * The comments of an Astro component: those of its frontmatter and of its `<script>` elements
 * (TypeScript), those of its `<style>` elements (CSS), and the template's `<!-- … -->` and
 * `{/* … *\/}` comments.
 */
function astroComments(text: string, fileName: string): CommentRange[] {
  const ranges: CommentRange[] = [];
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  let templateStart = 0;
  if (frontmatter?.[1] !== undefined) {
    ranges.push(...scriptComments(frontmatter[1], `${fileName}.ts`, frontmatter[0].indexOf(frontmatter[1])));
    templateStart = frontmatter[0].length;
  }
  const template = text.slice(templateStart);
  for (const script of template.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)) {
    const body = script[2] ?? '';
    ranges.push(...scriptComments(body, `${fileName}.ts`, templateStart + script.index + (script[1] ?? '').length));
  }
  for (const style of template.matchAll(/(<style\b[^>]*>)([\s\S]*?)<\/style>/g)) {
    ranges.push(...matchRanges(style[2] ?? '', CSS_COMMENT, templateStart + style.index + (style[1] ?? '').length));
  }
  ranges.push(...matchRanges(template, /<!--[\s\S]*?-->/g, templateStart));
  ranges.push(...matchRanges(template, /\{\/\*[\s\S]*?\*\/\}/g, templateStart));
  return ranges.sort((a, b) => a.start - b.start);
}

/** The comments of a file, by its type; all of a Markdown file is prose, so it is one comment. */
export function commentRanges(fileName: string, text: string): CommentRange[] {
  if (fileName.endsWith('.md')) return [{ start: 0, end: text.length }];
  if (fileName.endsWith('.astro')) return astroComments(text, fileName);
  if (fileName.endsWith('.css')) return matchRanges(text, CSS_COMMENT);
  return scriptComments(text, fileName);
}

/** The text of a file's comments, in order. */
export function commentTexts(fileName: string, text: string): string[] {
  return commentRanges(fileName, text).map((range) => text.slice(range.start, range.end));
}
