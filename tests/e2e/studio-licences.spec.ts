import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts.ts';
import { RIGHTS_EXAMPLES, rightsExampleUuid } from './support/rights-examples.ts';
import { acceptInvitation, addPasskeyDevice, invitationLink, inviteFirstAdmin } from './support/studio.ts';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * A rights manager, invited by an admin, reads the licences of the e2e catalogue's rights examples
 * (support/rights-examples.ts) in the studio: a performance's licence in words above its form, the licence
 * fields the only ones open to them, and the Licences screen with what ends within 30 days. Nothing is saved:
 * the shared site's other journeys read these performances.
 */
test('a rights manager reads each licence in words and what ends within 30 days', async ({ browser }) => {
  test.setTimeout(180_000);
  const run = Math.random().toString(36).slice(2, 7);
  const admin = await (await browser.newContext()).newPage();
  await addPasskeyDevice(admin);
  await acceptInvitation(admin, await inviteFirstAdmin(uniqueEmail('licences-admin')), `Ada ${run}`, 'an admin phrase');
  await admin.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Staff', exact: true }).click();
  const email = uniqueEmail('licences-rights');
  const invite = admin.getByRole('region', { name: 'Invite a member of staff' });
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Role').selectOption('rights');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByRole('status')).toContainText(`Invitation sent to ${email}`);

  const page = await (await browser.newContext()).newPage();
  await addPasskeyDevice(page);
  const link = await invitationLink(email, 0);
  await acceptInvitation(page, link, `Rita ${run}`, 'a rights passphrase');
  const studio = new URL(link);
  const nav = page.getByRole('navigation', { name: 'Studio' });
  await expect(nav.getByRole('link', { name: 'Licences' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Media' })).toHaveCount(0);

  // The audio-only example: its licence in words, and only the licence fields open to change.
  await page.goto(`${studio.origin}${studio.pathname}#/performances/${rightsExampleUuid(RIGHTS_EXAMPLES.audioOnly)}`);
  await expect(page.getByText(/^Licence\s*Video not licensed: audio only, worldwide$/)).toBeVisible();
  await expect(page.getByLabel(/^Streaming media/)).toBeEnabled();
  await expect(page.getByLabel(/^Allowed territories/)).toBeEnabled();
  await expect(page.getByLabel(/^Premiere/)).toBeDisabled();
  expect((await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations).toEqual([]);

  // What ends within a month: the example whose window closes hours after the API started.
  await nav.getByRole('link', { name: 'Licences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Licences' })).toBeVisible();
  const ending = page.getByRole('region', { name: 'Ending in the next 30 days' });
  const row = ending.getByRole('row').filter({ has: page.getByRole('link', { name: /Brandenburg Concerto No\. 4/ }) });
  await expect(row).toContainText(/Audio and video, worldwide, until /);
  await expect(page.getByRole('region', { name: 'No licence recorded' })).toContainText(
    /performances? (has|have) no licence recorded\. They stream audio and video everywhere until one is/,
  );
  expect((await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('licences-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('licences-phone.png'), fullPage: true });
});
