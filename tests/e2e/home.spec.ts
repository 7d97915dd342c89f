import { expect, test } from '@playwright/test';
import { featuredComposers, homeAudioConcerts, homeVideoConcerts, HOME_COPY } from '../../src/lib/catalog/home.ts';
import { stripEmphasis } from '../../src/lib/text/emphasis.ts';
import { combined } from './support/catalog.ts';
import { siteUrl } from './support/e2e-env.ts';

const FEATURED = ['ludwig-van-beethoven', 'wolfgang-amadeus-mozart', 'johann-sebastian-bach', 'antonin-dvorak'];

test('home shows the spec copy, the home content and its five sections with their links', async ({ page }) => {
  const { compositions, people, programs } = await combined();
  await page.goto(siteUrl('/'));
  await expect(page).toHaveTitle('Concert Library - Riverside Chamber Orchestra');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Concert Library');
  await expect(page.getByText(HOME_COPY)).toBeVisible();
  await expect(page.getByRole('heading', { name: /New this month/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Watch Performance' })).toBeVisible();
  // The demo has a stream in progress: the banner, computed from the visitor's clock, says so.
  await expect(page.getByRole('link', { name: /Live stream now!/ })).toBeVisible();
  await expect(page.getByText('Contribute Online')).toHaveCount(0);

  const sections: [string, string, string[]][] = [
    ['Video Concerts', '/concerts/video', homeVideoConcerts(programs).map((p) => stripEmphasis(p.title))],
    ['Highlights', '/compositions', []],
    ['Curated Collections', '/collections', []],
    ['Audio Concerts', '/compositions/by/audio', homeAudioConcerts(programs).map((p) => stripEmphasis(p.title))],
    [
      'Composers',
      '/compositions/by/composer',
      featuredComposers(people, compositions, FEATURED).composers.map((p) => p.full_name),
    ],
  ];
  for (const [title, path, names] of sections) {
    const section = page.getByRole('region', { name: title });
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(section.getByRole('link', { name: /^See all/ })).toHaveAttribute(
      'href',
      `/music/concert-library${path}`,
    );
    const cards = section.getByRole('heading', { level: 3 });
    await expect(cards).toHaveCount(names.length > 0 ? names.length : 4);
    if (names.length > 0) await expect(cards).toHaveText(names);
  }
});

test("the footer shows the visitor's current year, even on a page built in an earlier one", async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-02-01T12:00:00Z'));
  await page.goto(siteUrl('/collections'));
  await expect(page.locator('[data-current-year]')).toHaveText('2031');
});
