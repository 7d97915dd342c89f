import { expect, test, type Page } from '@playwright/test';
import type { CompositionDetail } from '../../src/lib/api/contract.ts';
import { FULL_TEXT_LINK_LABEL } from '../../src/features/search/lib/full-text-link.ts';
import { createSearchIndex } from '../../src/features/search/lib/build-search-index.ts';
import { search } from '../../src/features/search/lib/search.ts';
import { stripEmphasis } from '../../src/lib/text/emphasis.ts';
import { combined, compositionDetail } from './support/catalog.ts';
import { siteBase, siteUrl } from './support/e2e-env.ts';

/**
 * The full-text search page: Pagefind, indexed when the site was built, finds words that occur
 * only inside a program note, which the modal's title-and-name search cannot.
 */

/** The first run of five plain lower-case words in a text ('' when there is none). */
function fiveWords(text: string): string {
  const words = text.replace(/<[^>]+>/g, ' ').split(/\s+/);
  for (let at = 0; at + 5 <= words.length; at += 1) {
    const run = words.slice(at, at + 5);
    if (run.every((word) => /^[a-z]{2,}$/.test(word))) return run.join(' ');
  }
  return '';
}

/** A phrase of a composition's program note that no title or name holds, and the composition. */
async function programNotePhrase(): Promise<{ phrase: string; composition: CompositionDetail }> {
  const catalogue = await combined();
  const index = createSearchIndex(catalogue);
  for (const summary of catalogue.compositions.filter((composition) => !composition.unlisted).slice(0, 40)) {
    const composition = await compositionDetail(summary.identifier);
    const phrase = fiveWords(composition.primary_program_note?.text ?? '');
    const found = search(index, phrase);
    // Only a phrase the modal's rules cannot find proves that the full text was searched.
    if (phrase !== '' && found.artists.length + found.compositions.length + found.programs.length === 0) {
      return { phrase, composition };
    }
  }
  throw new Error('No program note in the demo catalogue has a phrase to search for.');
}

const results = (page: Page) => page.locator('[data-search-results]');

/** Pagefind's script, its WebAssembly and the index's first fragments load with the first search: on two loaded cores, seconds. */
const FIRST_SEARCH = { timeout: 30_000 };

test('Pagefind loads only when the page searches', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(siteUrl('/search'));
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => path.includes('/pagefind/'))).toEqual([]);
  await page.getByRole('searchbox', { name: 'Search the library' }).fill('concerto');
  await expect(results(page).getByRole('status')).toHaveText(/pages? mentions? “concerto”/, FIRST_SEARCH);
  expect(requested.filter((path) => path.endsWith('/pagefind/pagefind.js'))).toHaveLength(1);
});

test('words typed before the page’s script is ready are searched once it is', async ({ page }) => {
  let release = (): void => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.includes('/_astro/') && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto(siteUrl('/search'));
  await page.getByRole('searchbox', { name: 'Search the library' }).fill('concerto');
  release();
  await expect(results(page).getByRole('status')).toHaveText(/pages? mentions? “concerto”/, FIRST_SEARCH);
  await expect(page).toHaveURL(/[?&]q=concerto$/);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a phrase that only occurs inside a program note is found, from the modal’s link', async ({ page }) => {
  const { phrase, composition } = await programNotePhrase();
  await page.goto(siteUrl('/concerts'));
  await page.keyboard.press('/');
  await page.getByRole('combobox', { name: 'Search the library' }).fill(phrase);
  await page.getByRole('link', { name: FULL_TEXT_LINK_LABEL }).click();
  await expect(page).toHaveURL(`${siteBase()}/search?q=${encodeURIComponent(phrase).replaceAll('%20', '+')}`);
  await expect(page.getByRole('searchbox', { name: 'Search the library' })).toHaveValue(phrase);
  const hit = results(page)
    .getByRole('listitem')
    .filter({ hasText: stripEmphasis(composition.title) });
  await expect(hit.getByRole('link', { name: stripEmphasis(composition.title) })).toHaveAttribute(
    'href',
    `${new URL(siteBase()).pathname}/composition/${composition.identifier}`,
  );
  const marked = await hit.locator('mark').allTextContents();
  expect(marked.map((word) => word.toLowerCase())).toEqual(expect.arrayContaining(phrase.split(' ').slice(-2)));
});

test("the page shows 'No results.' for words no page holds", async ({ page }) => {
  await page.goto(siteUrl('/search?q=qqxzvw'));
  await expect(results(page).getByRole('status')).toHaveText('No results.', FIRST_SEARCH);
  await expect(results(page).getByRole('listitem')).toHaveCount(0);
});

test('excerpts are the prose a visitor searched, never the page’s controls or labels', async ({ page }) => {
  await page.goto(siteUrl('/search?q=concerto'));
  await expect(results(page).getByRole('status')).toHaveText(/pages? mentions? “concerto”/, FIRST_SEARCH);
  const excerpts = await results(page).getByRole('listitem').allTextContents();
  expect(excerpts.length).toBeGreaterThan(3);
  for (const excerpt of excerpts) {
    for (const furniture of ['Play Performance', 'Add to queue', 'Watch Performance', 'Read more', 'Share']) {
      expect(excerpt, excerpt).not.toContain(furniture);
    }
    // A role label glued to the name after it ('ConductorTobias Rennquist').
    expect(excerpt, excerpt).not.toMatch(/(Conductor|Composer|Soloist)[A-Z]/);
  }
});
