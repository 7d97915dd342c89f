import { escapeHtml } from '../html/escape-html.ts';

/** A run of a title's text, emphasised or not. */
export interface TextSegment {
  /** The text, without emphasis marks. */
  text: string;
  /** True when the text was wrapped in asterisks. */
  emphasis: boolean;
}

/**
 * One emphasis: a single asterisk, text that neither starts nor ends with white space
 * and holds no asterisk, and a closing asterisk. So `5 * 3 * 2` stays literal, as in
 * Markdown.
 */
const EMPHASIS = /\*([^*\s](?:[^*]*[^*\s])?)\*/g;

/**
 * Splits a title into plain and emphasised runs (rules §9: asterisk-wrapped text becomes
 * emphasis). Asterisks that do not pair up as {@link EMPHASIS} describes stay in the text
 * as literal characters.
 */
export function emphasisSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(EMPHASIS)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index), emphasis: false });
    segments.push({ text: match[1] ?? '', emphasis: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), emphasis: false });
  return segments;
}

/**
 * Removes the emphasis marks from a title (rules §1: page titles, and anywhere else the
 * title is plain text): `*Eroica* Symphony` → `Eroica Symphony`. Only the asterisks that
 * {@link emphasisToHtml} would turn into emphasis are removed, so a title reads the same in
 * the browser tab as on the page.
 */
export function stripEmphasis(text: string): string {
  return emphasisSegments(text)
    .map((segment) => segment.text)
    .join('');
}

/** A note name joined to its accidental ('E-flat', 'F-sharp'): a line never breaks inside one. */
const NOTE_NAME = /\b[A-G]-(?:flat|sharp)\b/g;

/** Escapes `text`, each note name in it kept on one line (`<span class="nowrap">E-flat</span>`). */
function textToHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(NOTE_NAME)) {
    html += `${escapeHtml(text.slice(last, match.index))}<span class="nowrap">${match[0]}</span>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/**
 * Renders a plain-text title as HTML: asterisk-wrapped text becomes `<em>`
 * (`*Eroica*` → `<em>Eroica</em>`), unpaired asterisks stay literal, and all text is
 * HTML-escaped, so the result can be written into a page as is. A key's note name never
 * breaks at its hyphen in a large heading ('E-' at a line's end, 'flat' on the next).
 */
export function emphasisToHtml(text: string): string {
  return emphasisSegments(text)
    .map((segment) => (segment.emphasis ? `<em>${textToHtml(segment.text)}</em>` : textToHtml(segment.text)))
    .join('');
}
