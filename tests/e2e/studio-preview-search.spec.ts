import { expect, test } from '@playwright/test';
import { PREVIEW_PREFIX } from '../../src/lib/studio/paths.ts';
import { uniqueEmail } from './support/accounts.ts';
import { watchCspViolations } from './support/csp-violations.ts';
import { acceptInvitation, addPasskeyDevice, invitationLink, inviteFirstAdmin, studioUrl } from './support/studio.ts';

/**
 * Search in a preview, against the real API and the preview renderer the global setup built for it:
 * an editor drafts a new word into a composition's title, opens the composition's preview and finds
 * the composition by that word in the search modal, whose index is the drafts' (the site's holds the
 * published title only), and the result leads back to the composition's preview. Nothing the
 * preview loads or fetches meets its Content-Security-Policy. The suite's API publishes nothing, so
 * the draft stays a draft for every other journey.
 */

const WORK = 'purcell-chacony';
const TITLE = 'Chacony in G minor';

test('an editor finds the word they drafted into a title in the search of the preview', async ({ browser }) => {
  test.setTimeout(180_000);
  // A word of this run's own: a retry meets the earlier run's draft in the same database.
  const run = Math.random().toString(36).slice(2, 7);
  const word = `Quorbix${run.replace(/\d/g, 'q')}`;
  const admin = await (await browser.newContext()).newPage();
  await addPasskeyDevice(admin);
  await acceptInvitation(
    admin,
    await inviteFirstAdmin(uniqueEmail('preview-admin')),
    `Ada ${run}`,
    'an admin passphrase',
  );
  await admin.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Staff', exact: true }).click();
  const editorEmail = uniqueEmail('preview-editor');
  const invite = admin.getByRole('region', { name: 'Invite a member of staff' });
  await invite.getByLabel('Email').fill(editorEmail);
  await invite.getByLabel('Role').selectOption('editor');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByRole('status')).toContainText(`Invitation sent to ${editorEmail}`);

  const editor = await browser.newContext();
  const page = await editor.newPage();
  await addPasskeyDevice(page);
  await acceptInvitation(page, await invitationLink(editorEmail, 0), `Eddie ${run}`, 'an editor passphrase');
  await page.goto(studioUrl(`/compositions/${WORK}`));
  await page.getByLabel('Title', { exact: true }).fill(`${TITLE} ${word}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('Saved as a draft');

  // Every violation of the preview's Content-Security-Policy, from its first script on.
  const violations = await watchCspViolations(editor);
  const [preview] = await Promise.all([
    editor.waitForEvent('page'),
    page.getByRole('button', { name: 'Preview the page' }).click(),
  ]);
  await expect(preview.getByText('Preview: not published')).toBeVisible({ timeout: 60_000 });
  await expect(preview.getByRole('heading', { level: 1 })).toContainText(word);

  const indexes: string[] = [];
  preview.on('request', (request) => {
    if (request.url().endsWith('/search-index.json')) indexes.push(request.url());
  });
  await preview.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search', exact: true }).click();
  const field = preview.getByRole('combobox', { name: 'Search the library' });
  await expect(field).toBeFocused();
  await field.fill(word);
  const found = preview
    .getByRole('dialog', { name: 'Search' })
    .getByRole('group', { name: 'Compositions' })
    .locator('a[role="option"]');
  await expect(found).toHaveCount(1);
  await expect(found.locator('.search-modal__title')).toHaveText(`${TITLE} ${word}`);
  // The index is the preview's own, under the API's preview path. The result is the record previewed, whose
  // page is the preview's (a result of another record would lead to the published site, as a link does).
  expect(indexes.map((url) => new URL(url).pathname)).toEqual([`${PREVIEW_PREFIX}/search-index.json`]);
  await found.click();
  await expect(preview).toHaveURL(new RegExp(`^[^?]*${PREVIEW_PREFIX}/composition/${WORK}\\?state=`));
  await expect(preview.getByText('Preview: not published')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1 })).toContainText(word);
  expect(violations).toEqual([]);
});
