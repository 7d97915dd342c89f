import { expect, test } from '@playwright/test';
import { DEMO_MARKERS } from '../../server/seed/demo-markers.ts';
import { categoryList } from '../../src/lib/catalog/categories.ts';
import { compositionsForView, worksByPerson } from '../../src/lib/catalog/compositions.ts';
import { performanceViews } from '../../src/lib/catalog/composition-detail.ts';
import { peopleOfKind } from '../../src/lib/catalog/people-lists.ts';
import { viewByTable } from '../../src/lib/catalog/view-by.ts';
import { stripEmphasis } from '../../src/lib/text/emphasis.ts';
import { combined, compositionDetail } from './support/catalog.ts';
import { siteUrl } from './support/e2e-env.ts';
import { listTitlesAcrossPages } from './support/list-pages.ts';

const SITE_TITLE = 'Concert Library - Riverside Chamber Orchestra';

// One test per view: each loads a list of up to every composition, so together they outlast one test's time under load.
for (const entry of viewByTable('Riverside Chamber Orchestra')) {
  test(`the ${entry.path} view has its title and lists what the rules give, in order`, async ({ page }) => {
    const catalog = await combined();
    await page.goto(siteUrl(entry.path));
    await expect(page).toHaveTitle(`${entry.title} | ${SITE_TITLE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title);
    await expect(
      page.getByRole('navigation', { name: 'Browse compositions' }).locator('[aria-current="page"]'),
    ).toHaveAttribute('href', `/music/concert-library${entry.path}`);
    const expected =
      entry.listKind === 'compositions'
        ? compositionsForView(catalog.compositions, entry.viewBy as 'all').map((w) => stripEmphasis(w.title))
        : entry.listKind === 'people'
          ? peopleOfKind(catalog.people, catalog.compositions, entry.viewBy as 'composer').map((p) => p.full_name)
          : categoryList(catalog.compositions, entry.viewBy as 'genre').map((c) => c.category.title);
    // A list longer than a page is split: its order holds from page to page.
    expect(await listTitlesAcrossPages(page, entry.path)).toEqual(expected);
  });
}

test('/compositions/by/all is the Compositions list', async ({ page }) => {
  await page.goto(siteUrl('/compositions/by/all'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compositions');
});

test('a person page shows name, years, clamped biography, credited picture and their compositions', async ({
  page,
}) => {
  const catalog = await combined();
  const beethoven = catalog.people.find((p) => p.identifier === 'ludwig-van-beethoven');
  const works = worksByPerson(catalog.compositions, 'composer').get(beethoven?.id ?? -1) ?? [];
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(siteUrl('/compositions/composer/ludwig-van-beethoven'));
  await expect(page).toHaveTitle(`Ludwig van Beethoven | ${SITE_TITLE}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ludwig van Beethoven');
  await expect(page.getByText('1770–1827')).toBeVisible();
  await expect(page.locator('figure figcaption')).toHaveText(beethoven?.preferred_image?.credit ?? '');
  const more = page.getByRole('button', { name: 'Read more' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  const biography = page.locator('#biography');
  const clamped = await biography.evaluate((el) => el.clientHeight);
  await more.click();
  await expect(page.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
  expect(await biography.evaluate((el) => el.clientHeight)).toBeGreaterThan(clamped);
  await expect(page.locator('.item__title')).toHaveText(works.map((w) => stripEmphasis(w.title)));
});

test('a performer page and a category list show their own compositions', async ({ page }) => {
  const catalog = await combined();
  const [genre] = categoryList(catalog.compositions, 'genre');
  await page.goto(siteUrl(`/compositions/genre/${genre?.category.identifier}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(genre?.category.title ?? '');
  await expect(page.locator('.item__title')).toHaveCount(genre?.count ?? -1);
  const [performer] = peopleOfKind(catalog.people, catalog.compositions, 'performer');
  await page.goto(siteUrl(`/compositions/performer/${performer?.identifier}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(performer?.full_name ?? '');
  if (performer?.custom_title) await expect(page.getByText(performer.custom_title, { exact: true })).toBeVisible();
  await expect(page.locator('.item__title')).toHaveCount(
    worksByPerson(catalog.compositions, 'performer').get(performer?.id ?? -1)?.length ?? -1,
  );
});

test('a person the API lists without a published work has a page that says so', async ({ page }) => {
  const { compositions, people } = await combined();
  const roles = ['composer', 'performer', 'conductor'] as const;
  const withWorks = new Set(roles.flatMap((role) => peopleOfKind(people, compositions, role).map((p) => p.id)));
  const person = people.find((candidate) => !withWorks.has(candidate.id));
  if (person === undefined) throw new Error('Every demo person has a listed work: nothing to check.');
  const response = await page.goto(siteUrl(`/compositions/${person.primaryKind}/${person.identifier}`));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.full_name);
  await expect(page.getByText(`${person.full_name} has no recordings in the library yet.`)).toBeVisible();
  await expect(page.locator('.listing')).toHaveCount(0);
});

test('a composition page shows the work, its note and every visible performance with its buttons', async ({ page }) => {
  const work = await compositionDetail('beethoven-symphony-3');
  const views = performanceViews(work);
  await page.goto(siteUrl('/composition/beethoven-symphony-3'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stripEmphasis(work.title));
  await expect(page.getByText(work.opus, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: work.composer?.full_name ?? '' }).first()).toHaveAttribute(
    'href',
    `/music/concert-library/compositions/composer/${work.composer?.identifier}`,
  );
  await expect(page.getByRole('heading', { name: 'Program note' }).first()).toBeVisible();
  await expect(page.locator('.byline').first()).toBeVisible();
  await expect(page.locator('article.performance')).toHaveCount(views.length);
  const play = page.getByRole('button', { name: /^Play Performance/ }).first();
  const first = views[0]?.performance;
  await expect(play).toBeVisible();
  await expect(play).toHaveAttribute('data-performance-id', String(first?.id));
  // The performance's article carries its play data once; its buttons read it with closest().
  const block = page.locator('article.performance').first();
  await expect(block).toHaveAttribute('data-performance-uuid', first?.uuid ?? '');
  await expect(block).toHaveAttribute('data-composition-identifier', 'beethoven-symphony-3');
  await expect(block).toHaveAttribute('data-composition-id', String(work.id));
  const item = JSON.parse((await block.getAttribute('data-queue-item')) ?? '{}') as Record<string, unknown>;
  expect(item).toMatchObject({
    composition_id: work.id,
    performance_id: first?.id,
    composition_identifier: 'beethoven-symphony-3',
  });
  await expect(page.getByRole('button', { name: /^Add to queue/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'create a free account' }).first()).toHaveAttribute(
    'href',
    '/music/concert-library/sign-up',
  );
  await expect(page.locator('.movements__list li')).toHaveCount(views[0]?.movements.length ?? -1);
});

test('video performances offer Watch Performance; unrecorded ones are not available for streaming', async ({
  page,
}) => {
  const catalog = await combined();
  const withVideo = catalog.compositions.find((w) => w.has_video && !w.unlisted);
  await page.goto(siteUrl(`/composition/${withVideo?.identifier}`));
  await expect(page.getByRole('button', { name: 'Watch Performance' }).first()).toHaveAttribute(
    'data-video-recording-uuid',
    /[0-9a-f-]{36}/,
  );
  await page.goto(siteUrl(`/composition/${DEMO_MARKERS.notStreamable}`));
  await expect(page.getByText('Not available for streaming.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Play Performance/ })).toHaveCount(0);
});

test('unlisted performances are hidden unless the composition itself is unlisted', async ({ page }) => {
  const [hidden] = DEMO_MARKERS.unlistedPerformances;
  const work = await compositionDetail(hidden.work);
  await page.goto(siteUrl(`/composition/${hidden.work}`));
  await expect(page.locator('article.performance')).toHaveCount(performanceViews(work).length);
  await expect(page.locator(`article.performance a[href$="/concert/${hidden.program}"]`)).toHaveCount(0);
  await page.goto(siteUrl(`/composition/${DEMO_MARKERS.unlistedByPerformances}`));
  await expect(page.locator('article.performance')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('a commission is flagged with the orchestra', async ({ page }) => {
  const commission = (await combined()).compositions.find((w) => w.spco_commission && !w.unlisted);
  test.skip(commission === undefined, 'the demo has no commission');
  await page.goto(siteUrl(`/composition/${commission?.identifier}`));
  await expect(page.getByText('RCO commission')).toBeVisible();
});

// In native mode it posts the share message to the wrapper instead: native-mode.spec.ts, on the native build.
test('the share button opens a 550x400 window', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, { __opened: calls, open: (...args: unknown[]) => (calls.push(args), null) });
    Object.defineProperty(navigator, 'share', { value: undefined });
  });
  await page.goto(siteUrl('/composition/beethoven-symphony-3'));
  await page.getByRole('link', { name: 'Share' }).click();
  // A click before the share script is ready is kept and replayed once it is (lost-clicks.spec.ts).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __opened: unknown[][] }).__opened.length))
    .toBe(1);
  const [call] = (await page.evaluate(() => (window as unknown as { __opened: unknown[][] }).__opened)) as [
    string,
    string,
    string,
  ][];
  expect(call?.[0]).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http/);
  expect(call?.[2]).toContain('width=550,height=400');
});
