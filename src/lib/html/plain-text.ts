import sanitize from 'sanitize-html';
import { DROPPED_WITH_CONTENT } from './sanitize-html.ts';

/** Elements whose edges separate words; inline elements join their text as written. */
const BREAKING_TAGS = [
  'p',
  'br',
  'li',
  'ul',
  'ol',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'div',
  'section',
  'article',
  'tr',
  'td',
  'th',
  'dt',
  'dd',
  'hr',
  'figcaption',
];

/** The only references sanitize-html writes when it re-escapes text. */
const REFERENCES: Readonly<Record<string, string>> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&amp;': '&',
};

/**
 * Turns API HTML into plain text for meta descriptions and `alt`/`title` attributes: all
 * tags removed (the content of {@link DROPPED_WITH_CONTENT} too), entities decoded, block
 * edges turned into spaces, runs of white space collapsed, ends trimmed.
 *
 * The result is text, not HTML: it must be escaped where it is written into a page.
 */
export function htmlToPlainText(html: string): string {
  // Keeping only attribute-less breaking tags makes every remaining `<…>` a tag, so one
  // regular expression can turn them into spaces.
  const skeleton = sanitize(html, {
    allowedTags: BREAKING_TAGS,
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: [...DROPPED_WITH_CONTENT],
  });
  return skeleton
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:lt|gt|quot|amp);/g, (ref) => REFERENCES[ref] ?? ref)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A meta description from API HTML: its plain text, cut at a word boundary to at most
 * `maxLength` characters (an ellipsis included) when it is longer. `maxLength` must be an
 * integer of at least 2, or a RangeError is thrown.
 */
export function metaDescription(html: string, maxLength = 160): string {
  if (!Number.isInteger(maxLength) || maxLength < 2) {
    throw new RangeError(`maxLength must be an integer of at least 2, not ${maxLength}`);
  }
  const text = htmlToPlainText(html);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A single very long word is cut mid-word rather than dropped whole.
  const head = lastSpace > 0 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s,;:.–—-]+$/, '')}…`;
}
