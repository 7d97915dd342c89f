/**
 * Pagefind's excerpts are text with HTML entities and `<mark>` around the words found. They are
 * turned into segments and rendered as text nodes, never as HTML, so nothing in an indexed page
 * can inject markup into the search page.
 */

/** A run of excerpt text, highlighted when it is a word the search found. */
export interface ExcerptSegment {
  text: string;
  marked: boolean;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the named entities above and numeric ones; anything else stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The excerpt's segments: marked words and the text between them, other tags dropped. */
export function excerptSegments(excerpt: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  const push = (html: string, marked: boolean) => {
    const text = decodeEntities(html.replace(/<[^>]*>/g, ''));
    if (text === '') return;
    const last = segments[segments.length - 1];
    if (last !== undefined && last.marked === marked) last.text += text;
    else segments.push({ text, marked });
  };
  let from = 0;
  for (const match of excerpt.matchAll(/<mark\b[^>]*>([\s\S]*?)<\/mark>/gi)) {
    push(excerpt.slice(from, match.index), false);
    push(match[1] ?? '', true);
    from = match.index + match[0].length;
  }
  push(excerpt.slice(from), false);
  return segments;
}
