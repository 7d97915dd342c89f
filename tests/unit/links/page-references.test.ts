import { describe, expect, it } from 'vitest';
import { referencesInHtml, referencesInSitemap } from '../../../src/lib/links/page-references.ts';

describe('the addresses a built page refers to', () => {
  it('reads links, head links, loaded files and share tags', () => {
    const html = `<!doctype html><html><head>
      <link rel="canonical" href="https://site.test/music/concert-library/x">
      <link rel="stylesheet" href="/music/concert-library/_astro/a.css">
      <meta property="og:url" content="https://site.test/music/concert-library/x">
      <meta name="twitter:image" content="/music/concert-library/share-image.jpg">
      <meta name="description" content="/not/an/address">
      <script type="module" src="/music/concert-library/_astro/b.js"></script>
    </head><body>
      <a class="item" href="/music/concert-library/y?z=1&amp;w=2">Y</a>
      <img src="/music/concert-library/favicon.svg" alt="">
      <video poster="/p.jpg" src="/v.mp4"></video>
      <area href="/area">
      <astro-island uid="x" component-url="/music/concert-library/_astro/Menu.js" renderer-url="/music/concert-library/_astro/client.js" props="{&quot;href&quot;:[0,&quot;/no&quot;]}"></astro-island>
    </body></html>`;
    expect(referencesInHtml(html)).toEqual([
      { where: 'link href', url: 'https://site.test/music/concert-library/x' },
      { where: 'link href', url: '/music/concert-library/_astro/a.css' },
      { where: 'meta content', url: 'https://site.test/music/concert-library/x' },
      { where: 'meta content', url: '/music/concert-library/share-image.jpg' },
      { where: 'script src', url: '/music/concert-library/_astro/b.js' },
      { where: 'a href', url: '/music/concert-library/y?z=1&w=2' },
      { where: 'img src', url: '/music/concert-library/favicon.svg' },
      { where: 'video poster', url: '/p.jpg' },
      { where: 'video src', url: '/v.mp4' },
      { where: 'area href', url: '/area' },
      { where: 'astro-island component-url', url: '/music/concert-library/_astro/Menu.js' },
      { where: 'astro-island renderer-url', url: '/music/concert-library/_astro/client.js' },
    ]);
  });

  it('skips comments and the text of scripts and styles, and reads past a > inside quotes', () => {
    const html = `<!-- <a href="/commented"> -->
      <script>document.body.innerHTML = '<a href="/scripted">x</a>';</script>
      <script type="application/ld+json">{"url":"<a href=\\"/json\\">"}</script>
      <style>a[href="/styled"]::after { content: '<a href="/styled">'; }</style>
      <a title="a > b" aria-label='Play: x href="/label"' href="/real">x</a>
      <abbr title="x">y</abbr><a>anchor</a>`;
    expect(referencesInHtml(html)).toEqual([{ where: 'a href', url: '/real' }]);
  });

  it("reads a sitemap's page addresses", () => {
    const xml = `<urlset><url><loc>https://site.test/a?b=1&amp;c=2</loc></url><url><loc> https://site.test/d </loc></url></urlset>`;
    expect(referencesInSitemap(xml).map((reference) => reference.url)).toEqual([
      'https://site.test/a?b=1&c=2',
      'https://site.test/d',
    ]);
  });
});
