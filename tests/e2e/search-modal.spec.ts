import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { FULL_TEXT_LINK_LABEL, SEE_ALL_RESULTS } from '../../src/features/search/lib/full-text-link.ts';
import { CATALOGUE_MATCHES } from '../../src/features/search/lib/catalogue-results.ts';
import { resultsAnnouncement } from '../../src/features/search/lib/results-announcement.ts';
import { SEARCH_EVENT_DELAY_MS } from '../../src/features/search/lib/result-sections.ts';
import { SEARCH_EVENT } from '../../src/features/search/lib/search-analytics.ts';
import { createSearchIndex } from '../../src/features/search/lib/build-search-index.ts';
import { MAX_PER_SECTION } from '../../src/features/search/lib/search-limits.ts';
import {
  NO_RESULTS,
  SEARCH_HINT,
  SEARCH_SECTIONS,
  SHOW_FEWER,
  showMoreLabel,
} from '../../src/features/search/lib/result-sections.ts';
import type { SearchIndex } from '../../src/features/search/lib/search-index.ts';
import { search, type SearchResults } from '../../src/features/search/lib/search.ts';
import { stripEmphasis } from '../../src/lib/text/emphasis.ts';
import { combined } from './support/catalog.ts';
import { siteBase, siteUrl } from './support/e2e-env.ts';

/**
 * The search modal in the built site: opened from the main navigation or with '/', it searches
 * the index the build wrote. Expectations come from the search library run over the same
 * catalogue, so the modal is checked to show exactly what the rules find, in their order.
 */

let index: SearchIndex;
test.beforeAll(async () => {
  index = createSearchIndex(await combined());
});

const field = (page: Page) => page.getByRole('combobox', { name: 'Search the library' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const section = (page: Page, title: string) => dialog(page).getByRole('group', { name: title });

async function openFromNav(page: Page, path = '/compositions'): Promise<Locator> {
  await page.goto(siteUrl(path));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search', exact: true }).click();
  await expect(field(page)).toBeFocused();
  return field(page);
}

/** A query with four to ten compositions, so its section folds and one 'Show N more' shows them all. */
function foldingQuery(): { query: string; results: SearchResults } {
  for (const query of ['serenade', 'overture', 'suite', 'romance', 'variations', 'nocturne', 'concerto']) {
    const results = search(index, query);
    if (results.compositions.length > 3 && results.compositions.length <= 10) return { query, results };
  }
  throw new Error('The demo catalogue has no query whose compositions fold.');
}

test('nothing of search loads with the page; the index loads when the modal first opens', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(siteUrl('/compositions'));
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => path.endsWith('search-index.json') || path.includes('mount-search-modal'))).toEqual(
    [],
  );
  await openFromNav(page);
  await expect(dialog(page).getByText(SEARCH_HINT)).toBeVisible();
  expect(requested.filter((path) => path.endsWith('/search-index.json'))).toHaveLength(1);
});

test('typing: the hint until three characters, then the sections as the rules rank them, linking to their pages', async ({
  page,
}) => {
  const input = await openFromNav(page);
  await input.fill('sy');
  await expect(dialog(page).getByText(SEARCH_HINT)).toBeVisible();
  await expect(dialog(page).getByRole('listbox')).toHaveCount(0);
  const { query, results } = foldingQuery();
  await input.fill(query);
  for (const { key, title } of SEARCH_SECTIONS) {
    const hits = results[key].slice(0, 3);
    if (results[key].length === 0) {
      await expect(section(page, title)).toHaveCount(0);
      continue;
    }
    const links = section(page, title).locator('a[role="option"]');
    await expect(links).toHaveCount(hits.length);
    for (const [at, hit] of hits.entries()) {
      await expect(links.nth(at).locator('.search-modal__title')).toHaveText(stripEmphasis(hit.title));
      await expect(links.nth(at)).toHaveAttribute('href', `${new URL(siteBase()).pathname}${hit.path}`);
    }
  }
  await expect(dialog(page).getByRole('status')).toHaveText(resultsAnnouncement(results));
  await expect(dialog(page).getByRole('link', { name: FULL_TEXT_LINK_LABEL })).toHaveAttribute(
    'href',
    `${new URL(siteBase()).pathname}/search?q=${encodeURIComponent(query)}`,
  );
});

test("'Show N more' shows up to ten rows, and 'Show fewer' folds them again", async ({ page }) => {
  const input = await openFromNav(page);
  const { query, results } = foldingQuery();
  await input.fill(query);
  const compositions = section(page, 'Compositions');
  await compositions.getByRole('option', { name: showMoreLabel(results.compositions.length - 3) }).click();
  await expect(compositions.locator('a[role="option"]')).toHaveCount(results.compositions.length);
  expect(results.compositions.length).toBeLessThanOrEqual(MAX_PER_SECTION);
  await expect(input).toBeFocused();
  await compositions.getByRole('option', { name: SHOW_FEWER }).click();
  await expect(compositions.locator('a[role="option"]')).toHaveCount(3);
});

test("'beethoven': his works in catalogue order, ten at first, the rest and the Eroica behind 'Show N more'", async ({
  page,
}) => {
  const input = await openFromNav(page);
  await input.fill('beethoven');
  const results = search(index, 'beethoven');
  const all = results.compositions.map((hit) => stripEmphasis(hit.title));
  expect(all.length).toBeGreaterThan(MAX_PER_SECTION);
  const compositions = section(page, 'Compositions');
  const rows = compositions.locator('a[role="option"] .search-modal__title');
  await expect(rows).toHaveText(all.slice(0, 3));
  await compositions.getByRole('option', { name: showMoreLabel(MAX_PER_SECTION - 3) }).click();
  await expect(rows).toHaveText(all.slice(0, MAX_PER_SECTION));
  await compositions.getByRole('option', { name: showMoreLabel(all.length - MAX_PER_SECTION) }).click();
  await expect(rows).toHaveText(all);
  await expect(compositions.getByText('Symphony No. 3 in E-flat major, "Eroica"')).toBeVisible();
  // Every row is one of his, by its composer credit, and his symphonies come in their order.
  await expect(compositions.locator('.search-modal__subtitle')).toHaveText(all.map(() => /Beethoven/));
  const symphonies = all.filter((title) => title.startsWith('Symphony No.'));
  const numbers = symphonies.map((title) => Number(/No\. (\d+)/.exec(title)?.[1]));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  await compositions.getByRole('option', { name: SHOW_FEWER }).click();
  await expect(rows).toHaveCount(3);
});

test("'BWV' alone lists Bach's numbered works; 'BWV 1048' finds the Third Brandenburg", async ({ page }) => {
  const input = await openFromNav(page);
  await input.fill('BWV');
  const compositions = section(page, 'Compositions');
  const expected = search(index, 'BWV').compositions;
  expect(expected.length).toBeGreaterThan(3);
  await expect(compositions.locator('.search-modal__subtitle')).toHaveText(expected.slice(0, 3).map(() => /Bach/));
  await expect(compositions.locator('a[role="option"] .search-modal__title')).toHaveText(
    expected.slice(0, 3).map((hit) => stripEmphasis(hit.title)),
  );
  await input.fill('BWV 1048');
  await expect(compositions.locator('a[role="option"] .search-modal__title').first()).toHaveText(
    'Brandenburg Concerto No. 3 in G major',
  );
});

test("'See all results' leads to the results page, which lists every match", async ({ page }) => {
  const input = await openFromNav(page);
  await input.fill('beethoven');
  await dialog(page).getByRole('link', { name: SEE_ALL_RESULTS }).click();
  await expect(page).toHaveURL(`${siteBase()}/search?q=beethoven`);
  await expect(page.getByRole('heading', { name: CATALOGUE_MATCHES })).toBeVisible();
  const results = search(index, 'beethoven');
  const works = page.getByRole('region', { name: 'Compositions' }).getByRole('link');
  await expect(works).toHaveText(results.compositions.map((hit) => stripEmphasis(hit.title)));
  const audit = await new AxeBuilder({ page })
    .include('[data-catalogue-results]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(audit.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await page
    .getByRole('region', { name: 'Compositions' })
    .getByRole('link', { name: /Eroica/ })
    .click();
  await expect(page).toHaveURL(`${siteBase()}/composition/beethoven-symphony-3`);
});

test("'No results.' when nothing matches, and the full-text search offered for the query", async ({ page }) => {
  const input = await openFromNav(page);
  await input.fill('qqxzv');
  await expect(dialog(page).locator('.search-modal__message')).toHaveText(NO_RESULTS);
  await expect(dialog(page).getByRole('status')).toHaveText(NO_RESULTS);
  await input.press('Enter');
  await expect(page).toHaveURL(`${siteBase()}/search?q=qqxzv`);
});

test("'/' opens search from anywhere but a field; Escape closes and gives focus back", async ({ page }) => {
  await page.goto(siteUrl('/concerts'));
  const firstLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link').first();
  await firstLink.focus();
  await page.keyboard.press('/');
  await expect(field(page)).toBeFocused();
  await expect(field(page)).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(firstLink).toBeFocused();

  await page.goto(siteUrl('/search'));
  const pageField = page.getByRole('searchbox', { name: 'Search the library' });
  await pageField.click();
  await page.keyboard.type('a/b');
  await expect(pageField).toHaveValue('a/b');
  await expect(dialog(page)).toHaveCount(0);
});

test('keyboard: arrows move through results and toggles, Enter acts, Tab stays inside', async ({ page }) => {
  const input = await openFromNav(page);
  const { query, results } = foldingQuery();
  await input.fill(query);
  const options = dialog(page).getByRole('option');
  await input.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '');
  await input.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');

  const toggle = section(page, 'Compositions').getByRole('option', {
    name: showMoreLabel(results.compositions.length - 3),
  });
  while ((await toggle.getAttribute('aria-selected')) !== 'true') await input.press('ArrowDown');
  await input.press('Enter');
  await expect(section(page, 'Compositions').getByRole('option', { name: SHOW_FEWER })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(section(page, 'Compositions').locator('a[role="option"]')).toHaveCount(results.compositions.length);

  await expect(input).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog(page).getByRole('link', { name: FULL_TEXT_LINK_LABEL })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(input).toBeFocused();

  // The option after 'Show fewer' is the first program, or the very first option when none.
  const next = results.programs[0] ?? results.artists[0] ?? results.compositions[0];
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL(`${siteBase()}${next?.path ?? ''}`);
});

test('the Search link gets focus back; a click outside the panel closes', async ({ page }) => {
  const input = await openFromNav(page);
  await input.fill('bee');
  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search', exact: true }),
  ).toBeFocused();
  await page.keyboard.press('/');
  await expect(field(page)).toHaveValue('bee');
  await page.mouse.click(5, 890);
  await expect(dialog(page)).toBeHidden();
});

test('a close event left over from closing the modal does not close it once opened again', async ({ page }) => {
  const input = await openFromNav(page);
  await input.fill('bee');
  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(dialog(page)).toBeHidden();
  await page.keyboard.press('/');
  await expect(field(page)).toHaveValue('bee');
  // The browser fires a dialog's close event in a task of its own: on a loaded machine the one from the
  // first closing came after '/' had opened the modal again, and closed it.
  const stillOpen = await page.evaluate(async () => {
    const element = document.querySelector('dialog.search-modal');
    element?.dispatchEvent(new Event('close'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    return element instanceof HTMLDialogElement && element.open;
  });
  expect(stillOpen).toBe(true);
  await expect(field(page)).toBeFocused();
});

/** What the page heard of the search event: its query, and how long after the last keystroke it came. */
type HeardSearches = { query: unknown; afterLastInputMs: number }[];

test('the search event is reported once typing pauses for a second', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  const input = await openFromNav(page);
  // The pause is timed by the page's own clock, from the last keystroke it saw to the event: the
  // test's clock would also count how late a loaded machine tells it that the typing ended.
  await page.evaluate((name) => {
    const heard: HeardSearches = [];
    let lastInput = Number.NaN;
    (window as unknown as { heard: typeof heard }).heard = heard;
    document.addEventListener('input', () => (lastInput = performance.now()), true);
    window.addEventListener(name, (event) =>
      heard.push({
        ...(event as CustomEvent<{ query: unknown }>).detail,
        afterLastInputMs: performance.now() - lastInput,
      }),
    );
  }, SEARCH_EVENT);
  await input.pressSequentially('mozart', { delay: 50 });
  const heard = () => page.evaluate(() => (window as unknown as { heard: HeardSearches }).heard);
  await expect.poll(async () => (await heard()).map(({ query }) => query)).toEqual(['mozart']);
  // Timers never fire early; a millisecond or two is left for the clock's coarseness.
  expect((await heard())[0]?.afterLastInputMs).toBeGreaterThanOrEqual(SEARCH_EVENT_DELAY_MS - 2);
  // The site's analytics, loaded with the first event, takes it without complaint.
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the open modal passes axe (WCAG 2.2 AA) and breaks no Content-Security-Policy', async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const input = await openFromNav(page);
  await input.fill(foldingQuery().query);
  await input.press('ArrowDown');
  const result = await new AxeBuilder({ page })
    .include('dialog')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  // The search event, a second later, loads the site's analytics: that must break no policy either.
  await expect.poll(() => requested.some((url) => url.includes('site-analytics'))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
