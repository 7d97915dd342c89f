import { escapeHtml } from '#lib/html/escape-html.ts';

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};

function codePoint(value: number): string {
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : '';
}

/** Decodes the character references text may hold; unknown named ones stay as written. */
function decodeReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      return codePoint(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    return NAMED[body.toLowerCase()] ?? reference;
  });
}

/**
 * HTML that reached the browser without the build's sanitiser (a live stream added or
 * changed after the last build) turned into inert HTML: tags and the content of script and
 * style elements are dropped, paragraphs and line breaks become separate paragraphs, and
 * every character is escaped, so nothing in it can run or load. The text survives; its
 * formatting (links, emphasis) waits for the next build.
 */
export function inertHtml(html: string): string {
  const text = html
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>|<\/(?:p|div|li|h[1-6]|blockquote|tr)\s*>/gi, '\n\n')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[a-z/!?][^>]*>?/gi, '');
  return decodeReferences(text)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');
}
