import sanitize from 'sanitize-html';

/** The elements API HTML may keep; everything else is removed (its text kept, see below). */
export const ALLOWED_TAGS: readonly string[] = [
  'p',
  'br',
  'em',
  'strong',
  'i',
  'b',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'span',
  'sup',
  'sub',
  'cite',
  'abbr',
];

/**
 * Elements removed together with everything inside them. Their content is code, styling,
 * foreign markup or form state, never prose, and keeping it as text is how several mXSS
 * payloads smuggle markup through (`<noscript>`, `<svg><style>`, `<math><mtext>`).
 */
export const DROPPED_WITH_CONTENT: readonly string[] = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'svg',
  'math',
  'object',
  'embed',
  'applet',
  'form',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'select',
  'option',
  'xmp',
  'plaintext',
  'title',
  'head',
];

/**
 * Block elements that are removed while their text is kept. A space is put where each
 * of their tags stood, so `<div>Title</div><div>Text</div>` reads 'Title Text' and not
 * 'TitleText'; white space next to a block never shows, so nothing else changes.
 */
const SEPARATING_BLOCKS =
  /<(\/?)(div|section|article|aside|header|footer|main|nav|figure|figcaption|address|center|details|summary|dl|dt|dd|table|caption|thead|tbody|tfoot|tr|td|th|pre|hr)(?=[\s/>])/gi;

/** URL schemes a link may use; relative links have no scheme and are kept. */
const ALLOWED_SCHEMES = ['http', 'https', 'mailto'];

/** Absolute web links, once the blanks and controls that browsers ignore in a URL are gone. */
const EXTERNAL_LINK = /^https?:/i;

/**
 * Rewrites the `rel` of a link: external links get `noopener noreferrer`, any `rel` the
 * API sent is dropped so it cannot opt a link into something else.
 */
function secureLink(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const kept: sanitize.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name !== 'rel') kept[name] = value;
  }
  // eslint-disable-next-line no-control-regex -- the control characters are what this strips.
  const href = (attribs['href'] ?? '').replace(/[\u0000-\u0020]/g, '');
  if (EXTERNAL_LINK.test(href)) kept['rel'] = 'noopener noreferrer';
  return { tagName, attribs: kept };
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  // `rel` is listed only so the value secureLink writes survives; the API's own is dropped.
  allowedAttributes: { a: ['href', 'title', 'rel'], abbr: ['title'] },
  allowedSchemes: ALLOWED_SCHEMES,
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  // A protocol-relative link inherits the page's scheme; nothing in the catalogue needs one.
  allowProtocolRelative: false,
  allowedStyles: {},
  allowedClasses: {},
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROPPED_WITH_CONTENT],
  // The page's own title is its h1; headings outside h2–h4 keep their place in the outline.
  transformTags: { a: secureLink, h1: 'h2', h5: 'h4', h6: 'h4' },
};

/**
 * Sanitises untrusted HTML from the content API (program notes, descriptions, credits,
 * body text, biographies) with the site's one allow-list:
 *
 * - elements: {@link ALLOWED_TAGS}; `h1` becomes `h2` and `h5`/`h6` become `h4`; any
 *   other element is removed but its text is kept (with a space where a block stood),
 *   except the elements of {@link DROPPED_WITH_CONTENT}, which go with their content;
 * - attributes: only `href` and `title` on `a`, and `title` on `abbr` (no `style`, no
 *   `class`, no event handlers);
 * - links: only `http:`, `https:`, `mailto:` and relative URLs; other schemes
 *   (`javascript:`, `data:`, `vbscript:`…, also written with entities, blanks or mixed
 *   case) lose their `href`; external links get `rel="noopener noreferrer"`.
 *
 * Entities are decoded and text is re-escaped, so the output is well-formed and
 * sanitising it again returns it unchanged.
 */
export function sanitizeHtml(html: string): string {
  // Only white space is added before sanitising, so the allow-list alone decides what survives.
  return sanitize(html.replace(SEPARATING_BLOCKS, ' <$1$2'), OPTIONS);
}
