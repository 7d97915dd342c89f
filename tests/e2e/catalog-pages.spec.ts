import { expect, test } from '@playwright/test';
import { DEMO_MARKERS } from '../../server/seed/demo-markers.ts';
import { collectionItems, sortCollections } from '../../src/lib/catalog/collections.ts';
import { CONCERT_TABS, concertPerformances, concertsForTab, isAudioOnly } from '../../src/lib/catalog/concerts.ts';
import { allFeatures, featureCategoryPage, topLevelCategories } from '../../src/lib/catalog/features.ts';
import { liveStreamList } from '../../src/features/live/lib/list.ts';
import { stripEmphasis } from '../../src/lib/text/emphasis.ts';
import { combined, curatedCollections, liveStreams, mediaFeatures, programDetail } from './support/catalog.ts';
import { siteUrl } from './support/e2e-env.ts';

const SITE_TITLE = 'Concert Library - Riverside Chamber Orchestra';

test('concert tabs list their programs newest first', async ({ page }) => {
  const { programs } = await combined();
  for (const tab of CONCERT_TABS) {
    await page.goto(siteUrl(tab.path));
    await expect(page).toHaveTitle(`${tab.title} | ${SITE_TITLE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tab.title);
    await expect(
      page.getByRole('navigation', { name: 'Concerts' }).getByRole('link', { name: tab.label }),
    ).toHaveAttribute('aria-current', 'page');
    expect(await page.locator('.item__title').allInnerTexts()).toEqual(
      concertsForTab(programs, tab.tab).map((p) => stripEmphasis(p.title)),
    );
  }
});

test('a concert page shows its dates, description, underwriter, program and related viewing', async ({ page }) => {
  const program = await programDetail('beethovens-eroica');
  await page.goto(siteUrl('/concert/beethovens-eroica'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stripEmphasis(program.title));
  await expect(page.getByText(program.formatted_date_range, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Watch the entire concert' })).toHaveAttribute(
    'data-player-action',
    'watch',
  );
  await expect(page.getByText('Underwritten by')).toBeVisible();
  await expect(page.locator('.concert__program > li')).toHaveCount(concertPerformances(program).length);
  await expect(page.getByRole('heading', { name: 'Related viewing' })).toBeVisible();
  await expect(page.locator('.related__item')).toHaveCount(program.related_media_features.length);
});

test('an audio-only concert has no Watch the entire concert', async ({ page }) => {
  const { programs } = await combined();
  const audioOnly = concertsForTab(programs, 'audio').find(isAudioOnly);
  await page.goto(siteUrl(`/concert/${audioOnly?.identifier}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Watch the entire concert' })).toHaveCount(0);
  await expect(page.getByText('Audio-only concert')).toBeVisible();
});

test('a video-only piece on a concert page leads to its video on the composition page', async ({ page }) => {
  const { program: identifier, work } = DEMO_MARKERS.videoOnlyPerformance;
  const program = await programDetail(identifier);
  const entry = concertPerformances(program).find((e) => e.composition.identifier === work);
  const title = stripEmphasis(entry?.composition.title ?? work);
  await page.goto(siteUrl(`/concert/${identifier}`));
  const row = page.locator('.concert__program > li').filter({ has: page.getByRole('link', { name: title }) });
  await expect(row).toHaveCount(1);
  // A video has nothing for the audio player to play or queue: the row leads to the video instead.
  await expect(row.getByRole('button')).toHaveCount(0);
  const watch = row.getByRole('link', { name: `Watch Performance: ${title}` });
  await expect(watch).toBeVisible();
  await watch.click();

  await expect(page).toHaveURL(siteUrl(`/composition/${work}#performance-${entry?.performance.id}`));
  const block = page.getByRole('article', { name: stripEmphasis(program.title) });
  const preview = block.getByRole('button', { name: 'Watch Performance' });
  await expect(preview).toBeInViewport();
  await expect(block.getByRole('button', { name: /^(Play Performance|Add to queue)/ })).toHaveCount(0);
  // The composition's other performance, which has audio, still plays.
  await expect(page.getByRole('button', { name: `Play Performance: ${title}` })).toHaveCount(1);
  await preview.click();
  await expect(block.getByText('You must be signed in to view this video.')).toBeVisible();
});

test('features: all newest first, categories with subcategories, detail with breadcrumb, credits and date', async ({
  page,
}) => {
  const features = await mediaFeatures();
  for (const path of ['/features', '/features/all']) {
    await page.goto(siteUrl(path));
    await expect(page).toHaveTitle(`All Features | ${SITE_TITLE}`);
    expect(await page.locator('.item__title').allInnerTexts()).toEqual(
      allFeatures(features).map((f) => stripEmphasis(f.title)),
    );
  }
  const withSubs = topLevelCategories(features)
    .map((c) => featureCategoryPage(features, c.identifier))
    .find((p) => (p?.subcategories.length ?? 0) > 0);
  const sub = withSubs?.subcategories[0];
  await page.goto(siteUrl(`/features/${withSubs?.category.identifier}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(withSubs?.category.title ?? '');
  await expect(page.getByRole('link', { name: sub?.title ?? '' })).toHaveAttribute(
    'href',
    `/music/concert-library/features/${withSubs?.category.identifier}/${sub?.identifier}`,
  );
  await page.getByRole('link', { name: sub?.title ?? '' }).click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(withSubs?.category.title ?? '');
  const feature = features.find((f) => f.identifier === DEMO_MARKERS.featureStartsByDefault);
  await page.goto(siteUrl(`/feature/${feature?.identifier}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stripEmphasis(feature?.title ?? ''));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first()).toHaveText('Features');
  await expect(page.locator('time')).toHaveAttribute('datetime', feature?.date_time ?? '');
  await expect(page.locator('[data-video-preview]')).toHaveAttribute('data-starts-by-default', 'true');
  if (feature?.production_credits.trim())
    await expect(page.getByRole('heading', { name: 'Production credits' })).toBeVisible();
});

test('collections in sequence order; a collection with byline, introduction, Watch Intro and its items', async ({
  page,
}) => {
  const collections = sortCollections(await curatedCollections());
  await page.goto(siteUrl('/collections'));
  await expect(page).toHaveTitle(`Curated Collections | ${SITE_TITLE}`);
  expect(await page.locator('.item__title').allInnerTexts()).toEqual(collections.map((c) => stripEmphasis(c.title)));
  const collection = collections.find((c) => c.identifier === DEMO_MARKERS.collectionStartsByDefault);
  await page.goto(siteUrl(`/collections/${collection?.identifier}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stripEmphasis(collection?.title ?? ''));
  if (collection?.byline) await expect(page.getByText(collection.byline, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Introduction' })).toBeVisible();
  // This intro starts by default: its player is there at once, and tells a signed-out visitor why it cannot play.
  await expect(page.locator('[data-video-preview]')).toHaveAttribute('data-starts-by-default', 'true');
  await expect(page.getByText('You must be signed in to view this video.')).toBeVisible();
  const items = collection ? collectionItems(collection) : [];
  await expect(page.locator('.collection__items > li')).toHaveCount(items.length);
  await expect(page.locator('.entry__note')).toHaveCount(items.filter((i) => i.note.trim() !== '').length);
});

test('live streams: the listed ones by end, and a detail page with its calendar links', async ({ page }) => {
  const streams = await liveStreams();
  await page.goto(siteUrl('/live-streams'));
  await expect(page).toHaveTitle(`Live Streams | ${SITE_TITLE}`);
  const expected = liveStreamList(streams, new Date()).map(({ stream }) => stripEmphasis(stream.title));
  // The list is an island: its order is the build's, its 'Live now!' flags the visitor's clock.
  await expect(page.locator('[data-live-title]')).toHaveText(expected);
  await expect(page.locator(`[data-live-stream="${DEMO_MARKERS.liveStreams.sample}"]`)).toHaveCount(0);
  await expect(page.locator(`[data-live-stream="${DEMO_MARKERS.liveStreams.unlisted}"]`)).toHaveCount(0);

  await page.goto(siteUrl(`/live-stream/${DEMO_MARKERS.liveStreams.futureDate}`));
  const links = page.locator('[data-calendar-links]');
  await expect(links).toBeHidden();
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  await expect(links.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
  );
  await expect(links.getByRole('link', { name: 'Outlook.com' })).toHaveAttribute(
    'href',
    /^https:\/\/outlook\.live\.com\//,
  );
  await expect(links.getByRole('link', { name: 'Office 365' })).toHaveAttribute(
    'href',
    /^https:\/\/outlook\.office\.com\//,
  );
  // The .ics file is made in the browser (the stream may have changed since the build): a data: URL.
  const ics = (await links.getByRole('link', { name: /iCal/ }).getAttribute('href')) ?? '';
  expect(ics).toMatch(/^data:text\/calendar/);
  expect(decodeURIComponent(ics.slice(ics.indexOf(',') + 1))).toMatch(/^BEGIN:VCALENDAR\r\n/);
});

test('account and search shells carry the spec copy', async ({ page }) => {
  await page.goto(siteUrl('/sign-in'));
  await expect(page).toHaveTitle(`Sign in | ${SITE_TITLE}`);
  await expect(page.getByText('Enter your email; we’ll send you a link to sign in.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeDisabled();
  await page.goto(siteUrl('/sign-up'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign up');
  for (const label of ['First name', 'Last name', 'Email', 'Choose a password', 'Confirm your password']) {
    await expect(page.getByLabel(label)).toBeVisible();
  }
  await expect(
    page.getByText(
      'Don’t miss a note! By signing up, you’ll be among the first to know when we add new concerts to the library. You can unsubscribe at any time.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Already registered? Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Concert Library Help' }).first()).toBeVisible();
  await page.goto(siteUrl('/forgot-password'));
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute(
    'href',
    '/music/concert-library/sign-in',
  );
  await page.goto(siteUrl('/reset-password/MQ/some-token'));
  await expect(page.getByText('Enter a new password below to set a new password on your account.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset Your Password' })).toBeVisible();
  // The page says so from its first paint; the island then tries the key (this one is unknown).
  expect(await (await page.request.get(siteUrl('/email-confirm/some-key'))).text()).toContain(
    'Confirming your email...',
  );
  await page.goto(siteUrl('/search'));
  await expect(page.getByRole('searchbox', { name: 'Search the library' })).toBeVisible();
  // The modal carries the spec's hint (search-modal.spec.ts); the magic-link shell answers 200.
  const magic = await page.request.get(siteUrl('/magic/some-token'));
  expect(magic.status()).toBe(200);
});
