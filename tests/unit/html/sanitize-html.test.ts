import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALLOWED_TAGS, sanitizeHtml } from '../../../src/lib/html/sanitize-html.ts';
import { referencesInHtml } from '../../../src/lib/links/page-references.ts';

/** Attributes the allow-list keeps, per element. */
const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel'],
  abbr: ['title'],
};

/**
 * Every tag in sanitiser output. The output escapes `<` and `>` in text and attribute
 * values, so each `<…>` is a tag.
 */
function tagsOf(html: string): { name: string; attributes: Map<string, string> }[] {
  return [...html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)].map((match) => {
    const attributes = new Map<string, string>();
    for (const attr of (match[2] ?? '').matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      attributes.set(attr[1] ?? '', attr[2] ?? '');
    }
    return { name: match[1] ?? '', attributes };
  });
}

/**
 * The scheme a browser reads in an href written by the sanitiser: references decoded,
 * leading blanks and inner tabs and newlines ignored as the URL parser ignores them;
 * '' for a relative URL.
 */
function schemeOf(href: string): string {
  const url = href
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    // Browsers drop leading control characters and spaces before reading a URL's scheme.
    // eslint-disable-next-line no-control-regex -- the control characters are the point of this pattern.
    .replace(/^[\u0000-\u0020]+/, '')
    .replace(/[\t\n\r]/g, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase() ?? '';
}

/**
 * Asserts the output holds only allowed elements, attributes and link schemes. Text may
 * mention 'javascript:' or 'onerror'; escaped, it is only text.
 */
function expectSafe(html: string): void {
  expect(html).not.toMatch(/<\s*\/?\s*(script|style|iframe|svg|math|img|object|embed|form|noscript|template)/i);
  for (const { name, attributes } of tagsOf(html)) {
    expect(ALLOWED_TAGS).toContain(name);
    for (const [attribute, value] of attributes) {
      expect(ALLOWED_ATTRIBUTES[name] ?? []).toContain(attribute);
      expect(attribute).not.toMatch(/^on/i);
      if (attribute === 'href') expect(schemeOf(value)).toMatch(/^(https?|mailto|)$/);
    }
  }
}

/** OWASP XSS filter-evasion classics and mXSS payloads, with what must be left of each. */
const HOSTILE: readonly [string, string][] = [
  ['<script>alert(1)</script>', ''],
  ['<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>', ''],
  ['<IMG SRC="javascript:alert(\'XSS\');">', ''],
  ["<IMG SRC=JaVaScRiPt:alert('XSS')>", ''],
  ['<IMG SRC=# onmouseover="alert(\'xxs\')">', ''],
  ['<img src=x onerror=alert(1)//', ''],
  ['<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>', ''],
  ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
  ['<<SCRIPT>alert("XSS");//<</SCRIPT>', '&lt;'],
  ['<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>', ''],
  ['<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>text', 'text'],
  ['<p onclick="alert(1)" style="background:url(javascript:alert(1))" class="x">Hi</p>', '<p>Hi</p>'],
  ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="jav&#x0A;ascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', '<a>x</a>'],
  ['<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>', '<a>x</a>'],
  ['<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
  ['<a href="&#0000106avascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="\u0001javascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
  ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
  ['<a href="DATA:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
  ['<a href="//evil.example/">x</a>', '<a>x</a>'],
  ['<iframe src="javascript:alert(1)">inside</iframe>after', 'after'],
  ['<object data="x.swf">fallback</object><embed src="x.swf">', ''],
  ['<form action="javascript:alert(1)"><input type="submit"></form>', ''],
  ['<style>@import "https://xss.example/x.css";</style>Text', 'Text'],
  ['<div style="width: expression(alert(1));">Text</div>', ' Text '],
  ['<svg/onload=alert(1)>', ''],
  ['<svg><script>alert(1)</script></svg>', ''],
  ['<svg><style><img src=x onerror=alert(1)></style></svg>', ''],
  ['<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">', ''],
  ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
  ['<template><img src=x onerror=alert(1)></template>', ''],
  ['<textarea><script>alert(1)</script></textarea>', ''],
  ['<xmp><img src=x onerror=alert(1)></xmp>', ''],
  ['<p>a <!-- <img src=x onerror=alert(1)> --> b</p>', '<p>a  b</p>'],
  ['<![CDATA[<img src=x onerror=alert(1)>]]>', ''],
  [
    '<a href="https://example.org" onmouseover="alert(1)">x</a>',
    '<a href="https://example.org" rel="noopener noreferrer">x</a>',
  ],
  [
    '<a title="</a><img src=x onerror=alert(1)>" href="/x">x</a>',
    '<a title="&lt;/a&gt;&lt;img src=x onerror=alert(1)&gt;" href="/x">x</a>',
  ],
  ['<base href="javascript:alert(1)//"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
  ['<link rel="stylesheet" href="javascript:alert(1)">', ''],
  ['<video><source onerror="alert(1)"></video><audio src=x onerror=alert(1)>', ''],
  ['<details open ontoggle=alert(1)>x</details>', ' x '],
];

describe('sanitizeHtml', () => {
  it.each(HOSTILE)('neutralises %j', (payload, expected) => {
    const clean = sanitizeHtml(payload);
    expect(clean).toBe(expected);
    expectSafe(clean);
    // Outside attribute values, which the exact expectation above pins, nothing active is left.
    const outsideAttributes = clean.replace(/"[^"]*"/g, '""');
    expect(outsideAttributes).not.toMatch(/<script|onerror|onload|javascript:|vbscript:|data:/i);
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('keeps the allowed formatting of a program note', () => {
    const note =
      '<h2>About the work</h2><p>Beethoven wrote <em>Eroica</em> in <strong>1803</strong>.<br>' +
      'See <cite>Grove</cite><sup>1</sup> and H<sub>2</sub>O, <abbr title="opus">Op.</abbr> 55.</p>' +
      '<blockquote><p>“It is <i>heroic</i>”</p></blockquote><ul><li>One</li></ul><ol><li><b>Two</b></li></ol>' +
      '<h3>Notes</h3><h4>More</h4><p><span>Plain span</span></p>';
    expect(sanitizeHtml(note)).toBe(note.replace('<br>', '<br />'));
  });

  it('removes disallowed elements but keeps their text, apart where blocks stood', () => {
    expect(sanitizeHtml('<div>One</div><div>Two <font color="red">red</font><u>u</u></div>')).toBe(' One  Two redu ');
    expect(sanitizeHtml('<table><tr><td>a</td><td>b</td></tr></table>')).toMatch(/^\s*a\s+b\s*$/);
  });

  it('keeps headings inside h2–h4', () => {
    expect(sanitizeHtml('<h1>A</h1><h5>B</h5><h6 id="x">C</h6>')).toBe('<h2>A</h2><h4>B</h4><h4>C</h4>');
  });

  it('keeps http(s), mailto and relative links, with rel only on external ones', () => {
    expect(sanitizeHtml('<a href="http://example.org" rel="opener" target="_blank">a</a>')).toBe(
      '<a href="http://example.org" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeHtml('<a href="HTTPS://example.org/?a=1&b=2">b</a>')).toBe(
      '<a href="HTTPS://example.org/?a=1&amp;b=2" rel="noopener noreferrer">b</a>',
    );
    expect(sanitizeHtml('<a href=" ht&#x09;tps://example.org">t</a>')).toBe(
      '<a href=" ht\ttps://example.org" rel="noopener noreferrer">t</a>',
    );
    expect(sanitizeHtml('<a href="mailto:box@example.org" rel="nofollow">c</a>')).toBe(
      '<a href="mailto:box@example.org">c</a>',
    );
    expect(sanitizeHtml('<a href="/music/concert-library/composition/x">d</a>')).toBe(
      '<a href="/music/concert-library/composition/x">d</a>',
    );
    expect(sanitizeHtml('<a href="../x#top" title="Up">e</a>')).toBe('<a href="../x#top" title="Up">e</a>');
  });

  it('decodes entities and re-escapes text', () => {
    expect(sanitizeHtml('<p>Fauré &amp; Ravel &lt;b&gt; &eacute;</p>')).toBe('<p>Fauré &amp; Ravel &lt;b&gt; é</p>');
    expect(sanitizeHtml('a < b > c')).toBe('a &lt; b &gt; c');
  });

  it('is idempotent and safe on arbitrary markup-like input', () => {
    const piece = fc.constantFrom(
      '<',
      '>',
      '</',
      '/>',
      '"',
      "'",
      '=',
      '&',
      '&amp;',
      '&#106;',
      '&colon;',
      ' ',
      '\t',
      '<!--',
      '-->',
      'a',
      'p',
      'script',
      'style',
      'svg',
      'math',
      'img',
      'noscript',
      'href',
      'title',
      'onerror',
      'javascript:',
      'https://x.example',
      '<a href="',
      '<p title="',
      '<img src=x onerror=alert(1)>',
      '<![CDATA[',
      ']]>',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 30 }).map((parts) => parts.join('')),
        (dirty) => {
          const clean = sanitizeHtml(dirty);
          expectSafe(clean);
          expect(sanitizeHtml(clean)).toBe(clean);
        },
      ),
      { numRuns: 2000 },
    );
  });
  it('leaves the link check no address but links, which pages unwrap when they lead to no built page', () => {
    // A resource URL the site does not serve (a relative `x`) would be a link the build's check
    // fails on: no element that loads one survives, whatever its URL.
    const resource = fc.constantFrom(
      '<img src="x">',
      '<img src="/x.jpg" srcset="x 1x, y 2x">',
      '<img src="https://media.example.org/x.jpg">',
      '<picture><source srcset="x"><img src="x"></picture>',
      '<video src="x" poster="x"><source src="x"><track src="x"></video>',
      '<audio src="x"></audio>',
      '<iframe src="x"></iframe>',
      '<embed src="x">',
      '<object data="x"></object>',
      '<link rel="stylesheet" href="x">',
      '<meta property="og:image" content="x">',
      '<input type="image" src="x">',
      '<p>Note</p>',
      '<a href="x">a link</a>',
    );
    fc.assert(
      fc.property(fc.array(resource, { maxLength: 8 }), (pieces) => {
        const references = referencesInHtml(sanitizeHtml(pieces.join('')));
        expect(references.filter((reference) => reference.where !== 'a href')).toEqual([]);
      }),
    );
  });
});
