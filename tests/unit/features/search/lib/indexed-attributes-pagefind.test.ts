import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexedPageHtml } from '../../../../../src/features/search/lib/full-text-page.ts';
import { markup } from '../../../../support/markup-arbitrary.ts';
import {
  differingFiles,
  pagefindFiles,
  untrimmedIndexedHtml,
  type PagefindPage,
} from '../../../../support/pagefind-files.ts';

/**
 * Pagefind writes the same index, byte for byte, from the marked elements trimmed to the
 * attributes it reads (src/features/search/lib/indexed-attributes.ts) as from the elements whole.
 */

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>Page</title></head><body><header class="site">Live now</header>` +
  `${body}<footer><p>Footer</p></footer></body></html>`;

/** Both indexes of `pages` (path → page), and the files that differ between them. */
async function indexesDiffer(pages: Record<string, string>): Promise<string[]> {
  const whole: PagefindPage[] = [];
  const trimmed: PagefindPage[] = [];
  for (const [path, html] of Object.entries(pages)) {
    const indexed = indexedPageHtml(html);
    const untrimmed = untrimmedIndexedHtml(html);
    if (indexed === null || untrimmed === null) continue;
    whole.push({ path, html: untrimmed });
    trimmed.push({ path, html: indexed });
  }
  const [expected, actual] = [await pagefindFiles(whole), await pagefindFiles(trimmed)];
  expect(expected.size).toBeGreaterThan(3);
  return differingFiles(expected, actual);
}

describe('the index of trimmed markup', () => {
  it('is the index of the markup whole, for the parts of a page Pagefind reads', async () => {
    const differing = await indexesDiffer({
      'composition/horn/index.html': page(
        '<main class="work" data-astro-cid-q data-pagefind-body><h1 id="title" class="t">Horn Concerto</h1>' +
          '<img class="poster" src="/horn.jpg" alt="A horn" width="300"><section id="notes" class="notes">' +
          '<h2>Program note</h2><p>A <em class="e">hunting</em> call echoes <a href="/x" class="inline">through</a> the finale.</p>' +
          '<p data-index-ignore class="count">3 performances</p><a class="button button--quiet" href="/share">Share</a>' +
          '<span class="visually-hidden">Opens in a new tab</span><button type="button" aria-label="Play">Play</button>' +
          '<div aria-hidden="true" class="art">HC</div><nav><a href="/">Home</a></nav>' +
          '<article data-play=\'{"id":"p1","title":"<b>Horn</b>"}\' class="performance"><h3 id="p1">Performance one</h3>' +
          '<dl><dt>Conductor</dt><dd>Tobias Rennquist</dd></dl><time datetime="2026-01-01">1 January</time></article>' +
          '<div data-pagefind-ignore class="c"><p>Ignored prose</p></div>' +
          '<p data-pagefind-meta="composer[data-composer]" data-composer="Anna Berg" class="by">By Anna Berg</p>' +
          '<script type="module">const a = "<p>hidden</p>";</script><!-- a comment --></section></main>',
      ),
      'compositions/composer/anna-berg/index.html': page(
        '<div data-pagefind-body><header class="person"><h1 id="anna">Anna Berg</h1></header>' +
          '<div class="bio" data-astro-cid-z><p>Born by the sea, <strong class="s">1901</strong>.</p></div></div>',
      ),
      'compositions/index.html': page('<main><h1>Compositions</h1></main>'),
    });
    expect(differing).toEqual([]);
  }, 30_000);

  it('is the index of the markup whole, for any markup', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(markup, { minLength: 1, maxLength: 4 }), async (bodies) => {
        const pages = Object.fromEntries(
          bodies.map((body, n) => [
            `work/${n}/index.html`,
            page(`<main data-pagefind-body><h1>Work ${n}</h1>${body}</main>`),
          ]),
        );
        expect(await indexesDiffer(pages)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
