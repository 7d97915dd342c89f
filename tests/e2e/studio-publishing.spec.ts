import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { NO_RESULTS } from '../../src/features/search/lib/result-sections.ts';
import { PREVIEW_PREFIX } from '../../src/lib/studio/paths.ts';
import { centralInputOf } from '../../src/lib/studio/record-form.ts';
import { uniqueEmail } from './support/accounts.ts';
import { CLOCK_PATH } from './support/after-answers-path.ts';
import { firstPlayable, playerBar, savedQueueOf } from './support/playback.ts';
import { publishEnds, usePublishingSite } from './support/publishing-site.ts';
import { acceptInvitation, addPasskeyDevice } from './support/studio.ts';

/**
 * The journey against the real API and the real rebuild (scripts/rebuild.ts into the folder
 * the site is served from): an editor changes a program note; the public page keeps the old one
 * until Publish, which shows its progress; then the page shows the new note and the full-text
 * search finds its words; an admin rolls back and the old note is back. On a site of its own
 * (support/publishing-site.ts), as a publish changes what every visitor sees.
 */

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const WORK = 'vivaldi-spring';
/** A word no text of the demo holds, for the search to find only in the new note. */
const NEW_WORD = 'xylquorbant';

const site = usePublishingSite();

async function pageText(path: string): Promise<string> {
  const answer = await fetch(site.siteUrl(path));
  expect(answer.status).toBe(200);
  return answer.text();
}

/** Full-text results on the site's search page for `words`. */
async function searchFor(page: Page, words: string) {
  await page.goto(site.siteUrl('/search/'));
  await page.getByRole('searchbox', { name: 'Search the library' }).fill(words);
  return page.locator('[data-search-results]').getByRole('status');
}

test('an editor publishes a new program note; the admin rolls it back', async ({ browser }) => {
  test.setTimeout(420_000);
  const run = Math.random().toString(36).slice(2, 7);
  const admin = await (await browser.newContext()).newPage();
  await addPasskeyDevice(admin);
  await acceptInvitation(
    admin,
    await site.inviteFirstAdmin(uniqueEmail('publishing-admin')),
    `Ada ${run}`,
    'an admin passphrase',
  );
  await admin.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Staff', exact: true }).click();
  const editorEmail = uniqueEmail('publishing-editor');
  const invite = admin.getByRole('region', { name: 'Invite a member of staff' });
  await invite.getByLabel('Email').fill(editorEmail);
  await invite.getByLabel('Role').selectOption('editor');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByRole('status')).toContainText(`Invitation sent to ${editorEmail}`);

  const page = await (await browser.newContext()).newPage();
  await addPasskeyDevice(page);
  await acceptInvitation(
    page,
    await site.mailedLink(editorEmail, '/studio/#/invitation/'),
    `Eddie ${run}`,
    'an editor passphrase',
  );

  // The editor rewrites the program note: a draft, which the public page does not show.
  const before = await pageText(`/composition/${WORK}/`);
  expect(before).not.toContain(NEW_WORD);
  await page.goto(site.studioUrl(`/compositions/${WORK}`));
  const note = page
    .getByRole('group', { name: /Program note/ })
    .getByRole('textbox')
    .first();
  await note.fill(`The violins sing ${NEW_WORD} phrases over a murmuring brook.`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('Saved as a draft');
  expect(await pageText(`/composition/${WORK}/`)).not.toContain(NEW_WORD);

  // The preview: the public page's own template with the draft, for staff only, never indexed. Its origin (the
  // API's) keeps a listener's queue, so its player bar is drawn in the browser, with a link to the work it holds.
  const queued = await firstPlayable();
  await page.context().addInitScript(
    ({ prefix, saved }) => {
      if (!location.pathname.startsWith(`${prefix}/`)) return;
      localStorage.setItem('queue', saved.queue);
      localStorage.setItem('current-item', saved.currentItem);
    },
    { prefix: PREVIEW_PREFIX, saved: savedQueueOf(queued) },
  );
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Preview the page' }).click(),
  ]);
  await expect(preview.getByText('Preview: not published')).toBeVisible({ timeout: 60_000 });
  await expect(preview.getByRole('heading', { level: 1 })).toContainText('Concerto in E major');
  await expect(preview.getByText(NEW_WORD)).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const stranger = await fetch(preview.url());
  expect(stranger.status).toBe(401);
  expect(stranger.headers.get('cache-control')).toBe('private, no-store');
  // A link the page's scripts draw leads to the published site, as the page's own links do, not into the API.
  const workPage = site.siteUrl(`/composition/${queued.identifier}`);
  const drawn = playerBar(preview).getByRole('link', { name: queued.title });
  await expect(drawn).toHaveAttribute('href', workPage);
  const exactly = (url: string) => new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`);
  await drawn.click();
  await preview.waitForURL(exactly(workPage), { timeout: 30_000 });
  // So does a navigation a script starts itself to a path of the site.
  await preview.goBack();
  await expect(preview.getByText('Preview: not published')).toBeVisible();
  // Started after the evaluation has answered, so the page it ran in is still there to answer.
  await preview.evaluate(() => void setTimeout(() => location.assign('/music/concert-library/concerts'), 0));
  await preview.waitForURL(exactly(site.siteUrl('/concerts')), { timeout: 30_000 });
  await preview.close();

  // Publish: the change listed field by field, the progress shown, then the changed page linked.
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Publish', exact: true }).click();
  const drafts = page.getByRole('region', { name: 'Unpublished changes' });
  const row = drafts.getByRole('listitem').filter({ hasText: 'Concerto in E major' });
  await row.getByText('What changes: 1 field').click();
  await expect(row.getByRole('term')).toHaveText('program_note › text');
  await expect(row).toContainText(NEW_WORD);
  expect((await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations.map((v) => v.id)).toEqual([]);
  await drafts.getByRole('button', { name: /Publish all changes/ }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /Reading the catalogue|Building the pages|Checking|Publishing the site|Switching/ }),
  ).toBeVisible({ timeout: 60_000 });
  expect(await publishEnds(page)).toMatch(/^Published in \d+ s: \d+ pages, build \d{8}T\d{6}Z-[0-9a-f]{4}\.$/);
  // Once the drafts list has emptied: until then its own link to the record carries the same name.
  await expect(drafts).toContainText('Every record is published.');
  const changed = page.getByRole('link', { name: /Concerto in E major/ });
  await expect(changed).toHaveAttribute('href', new RegExp(`/music/concert-library/composition/${WORK}/$`));

  // The public page and the full-text search have the new note.
  expect(await pageText(`/composition/${WORK}/`)).toContain(NEW_WORD);
  // Its page, and those that show its note with a performance (concerts, lists), mention the new word.
  await expect(await searchFor(page, NEW_WORD)).toHaveText(/^\d+ pages? mentions? “xylquorbant”/, { timeout: 30_000 });
  await expect(
    page
      .locator('[data-search-results]')
      .getByRole('link', { name: /Concerto in E major/ })
      .first(),
  ).toBeVisible();

  // The admin rolls the site and the API back to the catalogue as it was imported.
  await admin.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Publish', exact: true }).click();
  const history = admin.getByRole('region', { name: 'History' });
  const imported = history.getByRole('row').filter({ hasText: 'Imported catalogue' });
  await imported.getByRole('button', { name: /Roll back to #\d+/ }).click();
  await imported.getByRole('button', { name: 'Roll back now' }).click();
  expect(await publishEnds(admin)).toMatch(/^Published in \d+ s:/);
  await expect(history.getByRole('row').filter({ hasText: /Rollback to #\d+/ })).toContainText('Published now');
  expect(await pageText(`/composition/${WORK}/`)).not.toContain(NEW_WORD);
  const api = (await (await fetch(`${site.apiBase}/api/2/compositions/${WORK}/`)).json()) as {
    primary_program_note: { text: string } | null;
  };
  expect(api.primary_program_note?.text ?? '').not.toContain(NEW_WORD);
  await expect(await searchFor(admin, NEW_WORD)).toHaveText(NO_RESULTS, { timeout: 30_000 });
});

test('a collection scheduled to be taken down leaves the site and the API at its time', async ({ browser }) => {
  test.setTimeout(300_000);
  const collection = 'music-for-a-quiet-evening';
  const page = await (await browser.newContext()).newPage();
  await addPasskeyDevice(page);
  await acceptInvitation(
    page,
    await site.inviteFirstAdmin(uniqueEmail('schedule-admin')),
    'Sam Scheduler',
    'a scheduler passphrase',
  );
  await page.goto(site.studioUrl(`/curated_collections/${collection}`));
  const schedule = page.getByRole('region', { name: 'Schedule' });
  await schedule.getByLabel('What').selectOption({ label: 'Take this record down at' });
  // Two hours ahead on Chicago's clock, as the field takes it.
  const due = new Date(Date.now() + 2 * 3_600_000);
  await schedule.getByLabel('When (Central time)').fill(centralInputOf(due.toISOString()));
  await schedule.getByRole('button', { name: 'Schedule' }).click();
  await expect(schedule.getByRole('listitem')).toContainText('To be taken down');
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Scheduled' })).toContainText('take down the collection');
  expect((await fetch(site.siteUrl(`/collections/${collection}/`))).status).toBe(200);

  // The API's clock comes to the schedule's minute: no waiting two hours.
  const moved = await fetch(`${site.apiBase}${CLOCK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_ms: 2 * 3_600_000 + 60_000 }),
  });
  expect(moved.status).toBe(200);
  await expect
    .poll(async () => (await fetch(site.siteUrl(`/collections/${collection}/`))).status, {
      timeout: 180_000,
      intervals: [2_000],
    })
    .toBe(404);
  // The site's folder is switched first, then the API's catalogue in its own transaction, which the API's
  // answers see within a second (catalog-version-watch.ts): a moment in which the page is gone and the list
  // still names it.
  const listed = async () =>
    (
      (await (await fetch(`${site.apiBase}/api/2/curated_collections/?format=json`)).json()) as {
        results: { identifier: string }[];
      }
    ).results.map((c) => c.identifier);
  await expect.poll(listed, { timeout: 30_000 }).not.toContain(collection);
  expect(await pageText('/collections/')).not.toContain(`/collections/${collection}/`);
});

test('a renamed feature keeps its old address, which leads to its page now', async ({ browser }) => {
  test.setTimeout(300_000);
  const [was, now] = ['meet-elena-vasquez-moreau', 'meet-our-concertmaster'];
  const page = await (await browser.newContext()).newPage();
  await addPasskeyDevice(page);
  await acceptInvitation(
    page,
    await site.inviteFirstAdmin(uniqueEmail('rename-admin')),
    'Rhea Renamer',
    'a renamer passphrase',
  );
  await page.goto(site.studioUrl(`/media_features/${was}`));
  await page.getByLabel('Identifier').fill(now);
  await expect(page.getByText("Once published, the page's old address keeps leading to it.")).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('Saved as a draft');
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('region', { name: 'Unpublished changes' })
    .getByRole('button', { name: /Publish all changes/ })
    .click();
  expect(await publishEnds(page)).toMatch(/^Published in \d+ s/);

  // A visitor's old link, a bookmark or a search engine's, lands on the page as it is called now.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(site.siteUrl(`/feature/${was}/`));
  // The site's own links write a page's address without its trailing slash; the redirect does too.
  await expect(visitor).toHaveURL(new RegExp(`/music/concert-library/feature/${now}/?$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Meet Elena Vasquez-Moreau');
  expect((await fetch(site.siteUrl(`/feature/${now}/`))).status).toBe(200);
});
