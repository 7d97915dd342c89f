import { describe, expect, it } from 'vitest';
import { indexedElements, indexedPageHtml } from '../../../../../src/features/search/lib/full-text-page.ts';

const page = (body: string, lang = 'en') =>
  `<!DOCTYPE html><html lang="${lang}" data-theme="x"><head><meta charset="utf-8"><title>Page</title>` +
  `<script type="module">const a = "<div data-pagefind-body>";</script></head>` +
  `<body><header><div class="banner">Live now</div></header><main>${body}</main>` +
  `<footer><div>Footer</div></footer><script>document.write("</div>")</script></body></html>`;

describe('what the full-text index reads of a page', () => {
  it('is the marked element alone, in a document of the page’s language, with the attributes the index reads', () => {
    const element =
      '<div data-pagefind-body data-astro-cid-x><header><div class="work"><h1 id="t">Horn Concerto</h1></div></header>' +
      '<div class="note"><p>A hunting call.</p><div><div>Deep</div></div></div></div>';
    expect(indexedPageHtml(page(`${element}<div>After</div>`, 'de'))).toBe(
      '<!doctype html><html lang="de"><body><div data-pagefind-body data-astro-cid-x><header><div>' +
        '<h1 id="t">Horn Concerto</h1></div></header><div><p>A hunting call.</p><div><div>Deep</div></div></div></div>' +
        '</body></html>',
    );
  });

  it('reads through comments, scripts and quoted attributes holding tags', () => {
    const element =
      '<article class="feature" data-pagefind-body><!-- </article> -->' +
      '<p title="</article> and >">Text</p><script>"</article>"</script><style>a::after{content:"</article>"}</style>' +
      '<article><p>Nested</p></article><img src="a.png" alt="x" /></article>';
    expect(indexedElements(page(`${element}<p>After</p>`))).toEqual([element]);
  });

  it('keeps every marked element, not those inside another', () => {
    const first = '<div data-pagefind-body><p>One</p><div data-pagefind-body><p>Inner</p></div></div>';
    const second = '<header class="person" data-pagefind-body=""><h1>Anna</h1></header>';
    expect(indexedElements(page(`${first}<nav>x</nav>${second}`))).toEqual([first, second]);
  });

  it('leaves out a page without a marked element, and one that only mentions the attribute', () => {
    expect(indexedPageHtml(page('<div><h1>Compositions</h1></div>'))).toBeNull();
    expect(indexedPageHtml(page('<p>Pages say data-pagefind-body to be indexed.</p>'))).toBeNull();
  });

  it('gives the page whole when the element’s end is missing, so Pagefind reads it as before', () => {
    const broken = `<!DOCTYPE html><html lang="en"><body><div data-pagefind-body><p>Never closed</p></body></html>`;
    expect(indexedPageHtml(broken)).toBe(broken);
  });

  it('has no language when the page has none', () => {
    expect(indexedPageHtml('<html><body><div data-pagefind-body>x</div></body></html>')).toBe(
      '<!doctype html><html><body><div data-pagefind-body>x</div></body></html>',
    );
  });
});
