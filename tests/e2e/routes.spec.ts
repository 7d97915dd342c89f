import { expect, test } from '@playwright/test';
import { siteUrl } from './support/e2e-env.ts';
import { h1Count, jsonLdOf, metaContent, sitemapLocs, titleOf } from './support/page-html.ts';

const SITE_TITLE = 'Concert Library - Riverside Chamber Orchestra';

test.describe('every page of the sitemap', () => {
  test('answers 200 with one h1, its title, canonical URL, share tags and the contribute block but on home', async ({
    request,
  }) => {
    // Hundreds of pages, fetched 16 at a time: on two shared cores this can take longer than one page's 30 s.
    test.setTimeout(120_000);
    const sitemap = await request.get(siteUrl('/sitemap.xml'));
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const locs = sitemapLocs(await sitemap.text());
    expect(locs.length).toBeGreaterThan(300);
    const failures: string[] = [];
    for (let i = 0; i < locs.length; i += 16) {
      await Promise.all(
        locs.slice(i, i + 16).map(async (loc) => {
          const path = new URL(loc).pathname;
          const response = await request.get(siteUrl(path.replace(/^\/music\/concert-library/, '')));
          const html = await response.text();
          const title = titleOf(html);
          const problems = [
            response.status() === 200 ? '' : `status ${response.status()}`,
            h1Count(html) === 1 ? '' : `${h1Count(html)} h1`,
            title === SITE_TITLE || (title.endsWith(` | ${SITE_TITLE}`) && !title.includes('*'))
              ? ''
              : `title "${title}"`,
            html.includes(`<link rel="canonical" href="${loc}"`) ? '' : 'canonical',
            metaContent(html, 'og:image:width') === '1200' && metaContent(html, 'og:image:height') === '630'
              ? ''
              : 'og:image size',
            metaContent(html, 'twitter:card') === 'summary_large_image' ? '' : 'twitter:card',
            html.includes('Contribute Online') === (path !== '/music/concert-library/') ? '' : 'contribute block',
          ].filter(Boolean);
          if (problems.length > 0) failures.push(`${path}: ${problems.join(', ')}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });

  test('robots.txt names the sitemap', async ({ request }) => {
    const robots = await (await request.get(siteUrl('/robots.txt'))).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/music\/concert-library\/sitemap\.xml/);
  });
});

test.describe('structured data', () => {
  const cases: [string, string][] = [
    ['/', 'WebSite'],
    ['/composition/beethoven-symphony-3', 'MusicComposition'],
    ['/compositions/composer/ludwig-van-beethoven', 'Person'],
    ['/concert/beethovens-eroica', 'MusicEvent'],
    ['/live-stream/live-brahms-violin-concerto', 'BroadcastEvent'],
    ['/feature/tobias-rennquist-on-the-eroica', 'VideoObject'],
  ];
  for (const [path, type] of cases) {
    test(`${path} describes itself as ${type}`, async ({ request }) => {
      const html = await (await request.get(siteUrl(path))).text();
      const data = jsonLdOf(html);
      expect(data.map((d) => d['@type'])).toContain(type);
      expect(data[0]?.['@context']).toBe('https://schema.org');
    });
  }

  test('pages share a 1200x630 picture: their own, or the site card', async ({ request }) => {
    const own = metaContent(await (await request.get(siteUrl('/concert/beethovens-eroica'))).text(), 'og:image') ?? '';
    const card = metaContent(await (await request.get(siteUrl('/sign-in'))).text(), 'og:image') ?? '';
    expect(card).toBe(siteUrl('/share-image.jpg'));
    for (const url of [own, card]) {
      const image = await request.get(url);
      expect(image.status(), url).toBe(200);
      expect(image.headers()['content-type']).toBe('image/jpeg');
    }
  });

  test('a composition page shares its 1200x630 picture', async ({ request }) => {
    const html = await (await request.get(siteUrl('/composition/beethoven-symphony-3'))).text();
    expect(metaContent(html, 'og:image')).toMatch(/\.social_1200x630\.jpg$/);
    expect(metaContent(html, 'twitter:image')).toBe(metaContent(html, 'og:image'));
    expect(metaContent(html, 'og:title')).toBe(`Symphony No. 3 in E-flat major, "Eroica" | ${SITE_TITLE}`);
  });
});
