/**
 * The attributes the full-text index (Pagefind) reads of the elements it is given, and markup
 * trimmed to them. Pagefind reads text, tag names and a few attributes: `lang` on `<html>`, `id`
 * (a result's anchors), `src` and `alt` (a result's image), its own `data-pagefind-*` (and any
 * attribute one of those names in brackets, `data-pagefind-meta="image[data-src]"`), `href` on
 * `<link>`, and whatever the selectors it leaves out name (`.button`, `[aria-hidden="true"]`).
 * Every other attribute — classes for style, scoped-style markers, island props, a performance's
 * play data — is nearly four fifths of the indexed part of the pages (docs/performance.md)
 * that the build would otherwise digest, encode, pipe to Pagefind and
 * have it parse, for nothing.
 */

/** Attributes read on every element. */
const ALWAYS_READ = ['id', 'lang', 'src', 'alt'];

/** Elements whose attributes are all kept. */
const WHOLE_ELEMENTS = new Set(['link']);

/** Raw-text elements whose content Pagefind leaves out whatever it is, so the trimmed markup drops it. */
const CONTENT_DROPPED = new Set(['script', 'style']);

/** What the selectors Pagefind leaves out name: class names and attribute names. */
export interface SelectorNames {
  classes: ReadonlySet<string>;
  attributes: ReadonlySet<string>;
}

/** One simple selector part: a tag, a class, an attribute test, or a combinator between them. */
const SELECTOR_PART =
  /^(?:[a-zA-Z][\w-]*|\.[\w-]+|\[\s*[\w-]+\s*(?:[~|^$*]?=\s*(?:"[^"]*"|'[^']*'|[\w-]+)\s*)?\]|\s*[>+~]\s*|\s+)/;

/**
 * The class and attribute names `selectors` test. A selector of another kind (an id, a
 * pseudo-class) throws: the trimmed markup could not be known to match it as the page does.
 */
export function selectorNames(selectors: readonly string[]): SelectorNames {
  const classes = new Set<string>();
  const attributes = new Set<string>();
  for (const selector of selectors) {
    for (let rest = selector.trim(); rest !== '';) {
      const part = SELECTOR_PART.exec(rest)?.[0];
      if (part === undefined || part === '')
        throw new Error(`Unsupported selector for the full-text index: ${selector}`);
      if (part.startsWith('.')) classes.add(part.slice(1));
      else if (part.startsWith('[')) attributes.add(/[\w-]+/.exec(part)?.[0]?.toLowerCase() ?? '');
      rest = rest.slice(part.length);
    }
  }
  return { classes, attributes };
}

/** Whether `code` is an ASCII letter. */
const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** Whether `code` may be in a tag's name after its first letter (`[\w:-]`). */
const isNameCode = (code: number) =>
  isLetter(code) || (code >= 48 && code <= 57) || code === 95 || code === 58 || code === 45;

/** Whether `code` is HTML whitespace. */
const isSpace = (code: number) => code === 32 || code === 10 || code === 9 || code === 13 || code === 12;

/** Whether `code` ends an attribute's name (`[\s"'<>/=]`). */
const endsName = (code: number) =>
  isSpace(code) || code === 34 || code === 39 || code === 60 || code === 62 || code === 47 || code === 61;

/** The prefix of Pagefind's own attributes: an element with one is kept whole. */
const PAGEFIND_PREFIX = 'data-pagefind-';

/**
 * Whether `html` from `start` reads `lower` (a name in lowercase), ASCII letters in either case,
 * as HTML matches attribute names. Comparing in place spares a string made, lowercased and
 * hashed for each of the hundreds of attributes in a page's indexed part, nearly all dropped.
 */
function readsName(html: string, start: number, lower: string): boolean {
  for (let i = 0; i < lower.length; i++) {
    let code = html.charCodeAt(start + i);
    if (code >= 65 && code <= 90) code += 32;
    if (code !== lower.charCodeAt(i)) return false;
  }
  return true;
}

/** The names kept on every element and those the selectors test, by their length. */
const keptNamesByLength = new WeakMap<SelectorNames, Map<number, string[]>>();

function keptNamesOf(names: SelectorNames): Map<number, string[]> {
  const known = keptNamesByLength.get(names);
  if (known !== undefined) return known;
  const byLength = new Map<number, string[]>();
  for (const name of new Set([...ALWAYS_READ, ...names.attributes]))
    byLength.set(name.length, [...(byLength.get(name.length) ?? []), name]);
  keptNamesByLength.set(names, byLength);
  return byLength;
}

/** The class names of `value` (a class attribute's) that `classes` holds, in order. */
function keptClasses(value: string, classes: ReadonlySet<string>): string[] {
  // Most class attributes name none of the few the selectors test: no need to split those.
  let named = false;
  for (const name of classes) if (value.includes(name)) named = true;
  return named ? value.split(/\s+/).filter((token) => classes.has(token)) : [];
}

/** A start tag read: its attributes the index reads (markup with a leading space), and where the tag ends. */
interface StartTag {
  kept: string;
  end: number;
}

/**
 * Reads the attributes of the start tag whose name ends at `from` in `html`, up to its '>'
 * (quoted values read whole, so a '>' inside one does not end the tag); undefined when the tag
 * is never closed.
 */
function readStartTag(html: string, tagName: string, from: number, names: SelectorNames): StartTag | undefined {
  const keptNames = keptNamesOf(names);
  // A name given twice counts once, the first time, as a parser reads it: the later one is dropped.
  const keptOnce: string[] = [];
  let classRead = false;
  let kept = '';
  let whole = WHOLE_ELEMENTS.has(tagName);
  let selfClosing = false;
  let at = from;
  for (;;) {
    let code = html.charCodeAt(at);
    while (isSpace(code)) code = html.charCodeAt(++at);
    if (Number.isNaN(code)) return undefined;
    if (code === 62) break;
    if (code === 47) {
      selfClosing = true;
      at += 1;
      continue;
    }
    selfClosing = false;
    const nameStart = at;
    // A stray quote or '<' where a name starts is a name of one character, as the tag regex reads it.
    do code = html.charCodeAt(++at);
    while (!Number.isNaN(code) && !endsName(code));
    const nameLength = at - nameStart;
    let valueStart = -1;
    let valueEnd = -1;
    let probe = at;
    while (isSpace(html.charCodeAt(probe))) probe += 1;
    if (html.charCodeAt(probe) === 61) {
      probe += 1;
      while (isSpace(html.charCodeAt(probe))) probe += 1;
      const quote = html.charCodeAt(probe);
      if (quote === 34 || quote === 39) {
        const close = html.indexOf(quote === 34 ? '"' : "'", probe + 1);
        if (close === -1) return undefined;
        valueStart = probe + 1;
        valueEnd = close;
        at = close + 1;
      } else {
        valueStart = probe;
        let end = probe;
        for (let c = html.charCodeAt(end); !Number.isNaN(c) && !isSpace(c) && c !== 62; c = html.charCodeAt(++end));
        valueEnd = end;
        at = end;
      }
    }
    if (nameLength >= PAGEFIND_PREFIX.length && readsName(html, nameStart, PAGEFIND_PREFIX)) whole = true;
    if (keptNames.get(nameLength)?.some((name) => readsName(html, nameStart, name)) === true) {
      const name = html.slice(nameStart, nameStart + nameLength).toLowerCase();
      if (!keptOnce.includes(name)) {
        keptOnce.push(name);
        kept += ` ${html.slice(nameStart, at)}`;
      }
    } else if (nameLength === 5 && !classRead && readsName(html, nameStart, 'class')) {
      classRead = true;
      const classes = valueStart < 0 ? [] : keptClasses(html.slice(valueStart, valueEnd), names.classes);
      if (classes.length > 0) kept += ` class="${classes.join(' ')}"`;
    }
  }
  // An element Pagefind is told about may name any of its attributes in brackets: kept whole.
  if (whole) {
    kept = html.slice(from, at).trimEnd();
    if (selfClosing) kept = kept.slice(0, -1).trimEnd();
  }
  if (kept !== '' && !kept.startsWith(' ')) kept = ` ${kept}`;
  return { kept: selfClosing ? `${kept} /` : kept, end: at + 1 };
}

/** Raw-text elements, each with its end tag: their content is text up to it, never markup. */
const RAW_TEXT_ENDS = new Map(
  ['script', 'style', 'textarea', 'title'].map((name) => [name, new RegExp(`</${name}\\s*>`, 'iy')]),
);

/**
 * `html` with what the index does not read taken out: comments, the content of scripts and
 * styles, and every attribute it does not read (see the module's comment). Text, tags and their
 * nesting are as they were, so the index Pagefind writes from it is the one it writes from `html`.
 * Markup it cannot read to its end (a tag or comment never closed) is kept as it is from there.
 */
export function indexedMarkup(html: string, names: SelectorNames): string {
  let out = '';
  let copied = 0;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at)) {
    const next = html.charCodeAt(at + 1);
    if (next === 33 && html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at + 4);
      if (end === -1) break;
      out += html.slice(copied, at);
      copied = at = end + 3;
      continue;
    }
    const closing = next === 47;
    const nameStart = closing ? at + 2 : at + 1;
    if (!isLetter(html.charCodeAt(nameStart))) {
      at += 1;
      continue;
    }
    let nameEnd = nameStart + 1;
    while (isNameCode(html.charCodeAt(nameEnd))) nameEnd += 1;
    const tag = html.slice(nameStart, nameEnd);
    if (closing) {
      const end = html.indexOf('>', nameEnd);
      if (end === -1) break;
      out += `${html.slice(copied, at)}</${tag}>`;
      copied = at = end + 1;
      continue;
    }
    const name = tag.toLowerCase();
    const start = readStartTag(html, name, nameEnd, names);
    if (start === undefined) break;
    out += `${html.slice(copied, at)}<${tag}${start.kept}>`;
    copied = at = start.end;
    const close = RAW_TEXT_ENDS.get(name);
    if (close !== undefined) {
      let end = html.indexOf('</', at);
      while (end !== -1 && !((close.lastIndex = end), close.test(html))) end = html.indexOf('</', end + 2);
      if (end === -1) break;
      if (!CONTENT_DROPPED.has(name)) out += html.slice(at, end);
      out += `</${tag}>`;
      copied = at = close.lastIndex;
    }
  }
  return out + html.slice(copied);
}
