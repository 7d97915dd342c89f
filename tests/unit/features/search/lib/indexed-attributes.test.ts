import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FULL_TEXT_EXCLUDED_SELECTORS } from '../../../../../src/features/search/lib/full-text-exclusions.ts';
import { indexedMarkup, selectorNames } from '../../../../../src/features/search/lib/indexed-attributes.ts';
import { markup } from '../../../../support/markup-arbitrary.ts';

const names = selectorNames(FULL_TEXT_EXCLUDED_SELECTORS);
const trim = (html: string) => indexedMarkup(html, names);

describe('the names the left-out selectors test', () => {
  it('are their classes and attributes', () => {
    expect([...names.classes].sort()).toEqual(['button', 'visually-hidden']);
    expect([...names.attributes].sort()).toEqual(['aria-hidden', 'data-index-ignore']);
    expect(selectorNames(['nav > a.link', 'div [data-x~="y"] + .z'])).toEqual({
      classes: new Set(['link', 'z']),
      attributes: new Set(['data-x']),
    });
  });

  it('refuse a selector the trimmed markup could not be known to match', () => {
    expect(() => selectorNames(['#share'])).toThrow(/Unsupported selector/);
    expect(() => selectorNames(['a:not(.button)'])).toThrow(/Unsupported selector/);
  });
});

describe('markup trimmed to what the full-text index reads', () => {
  it('keeps text and tags, and only the attributes the index reads', () => {
    expect(
      trim(
        '<article class="card" data-astro-cid-x data-play=\'{"id":"a>b"}\'><h2 id="notes" class="title">Notes</h2>' +
          '<img src="/a.jpg" alt="Hall" width="10" loading="lazy" /><p lang="de" hidden>Nacht</p></article>',
      ),
    ).toBe('<article><h2 id="notes">Notes</h2><img src="/a.jpg" alt="Hall" /><p lang="de">Nacht</p></article>');
  });

  it('keeps of a class only the names a left-out selector tests, and the attributes those test', () => {
    expect(trim('<a class="button button--quiet" href="/share" aria-hidden="true">Share</a>')).toBe(
      '<a class="button" aria-hidden="true">Share</a>',
    );
    expect(trim('<span class="card visually-hidden">New tab</span><p data-index-ignore>3 works</p>')).toBe(
      '<span class="visually-hidden">New tab</span><p data-index-ignore>3 works</p>',
    );
  });

  it('keeps every attribute of an element carrying Pagefind’s own, which may name any of them', () => {
    const element = '<h1 class="t" data-pagefind-meta="composer[data-composer]" data-composer="Anna">Horn</h1>';
    expect(trim(element)).toBe(element);
    expect(trim('<link rel="stylesheet" href="/_pagefind/x.css">')).toBe(
      '<link rel="stylesheet" href="/_pagefind/x.css">',
    );
    expect(trim('<link rel=preload href=/fonts/>')).toBe('<link rel=preload href=/fonts/>');
    expect(trim('<img data-pagefind-meta="image[src]" src="/a.png" />')).toBe(
      '<img data-pagefind-meta="image[src]" src="/a.png" />',
    );
  });

  it('drops comments and what scripts and styles hold, and keeps the text of titles and text areas', () => {
    expect(
      trim(
        '<div><!-- </div> --><script id="s" type="module">if (a < b) x("</div>")</script>' +
          '<style>p::after{content:"</div>"}</style><textarea name="t"><p>Typed</p></textarea><title>Icon</title></div>',
      ),
    ).toBe('<div><script id="s"></script><style></style><textarea><p>Typed</p></textarea><title>Icon</title></div>');
  });

  it('reads a quoted “>” as part of its value, and keeps what it cannot read to its end as it is', () => {
    expect(trim('<p title="a > b" class="x">Text</p>')).toBe('<p>Text</p>');
    expect(trim('<p class="x">One</p><p class="y')).toBe('<p>One</p><p class="y');
    expect(trim('<p>One <!-- never closed')).toBe('<p>One <!-- never closed');
    expect(trim('a < b and <3 <P CLASS="x" ID="y">Up</P>')).toBe('a < b and <3 <P ID="y">Up</P>');
  });

  it('reads an attribute given twice once, the first time, as a parser does', () => {
    // Found by the Pagefind property test: the second class made a card a left-out button.
    expect(trim('<div class="card" class="button">Horn</div>')).toBe('<div>Horn</div>');
    expect(trim('<div class="button" CLASS="card">Horn</div>')).toBe('<div class="button">Horn</div>');
    expect(trim('<p data-index-ignore data-index-ignore="x" href="/a">3</p>')).toBe('<p data-index-ignore>3</p>');
  });

  it('reads attribute names in any case of their ASCII letters, as HTML does', () => {
    expect(trim('<A Class="Button button x" HREF="/s" Aria-Hidden="true" LANG="de">Share</A>')).toBe(
      '<A class="button" Aria-Hidden="true" LANG="de">Share</A>',
    );
    const element = '<H1 CLASS="t" Data-PageFind-Weight="2">Horn</H1>';
    expect(trim(element)).toBe(element);
    // A name that only starts like a kept one is dropped.
    expect(trim('<p idx="1" classy="button" data-pagefind="x" lang-x="de">Text</p>')).toBe('<p>Text</p>');
  });

  it('changes neither the tags nor the text of any markup', () => {
    // Tags (names and order) and text, with comments and the content of scripts and styles left out.
    const outline = (html: string) =>
      html
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, '<$1></$1>')
        .replace(/<(\/?[a-zA-Z][\w:-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g, '<$1>');
    fc.assert(
      fc.property(markup, (html) => {
        const trimmed = trim(html);
        expect(outline(trimmed)).toBe(outline(html));
        expect(trim(trimmed)).toBe(trimmed);
      }),
      { numRuns: 500 },
    );
  });
});
