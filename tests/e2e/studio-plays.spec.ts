import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { playDay } from '../../src/lib/plays/play-day.ts';
import { createVerifiedListener, uniqueEmail } from './support/accounts.ts';
import { firstPlayable } from './support/playback.ts';
import { playPerformance } from './support/plays.ts';
import { acceptInvitation, addPasskeyDevice, inviteFirstAdmin } from './support/studio.ts';

/** Two territories of this run's own (user-assigned codes), so plays of other journeys never mix in. */
function runTerritories(): [string, string] {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const at = Math.floor(Math.random() * (letters.length - 1));
  return [`X${letters[at] ?? 'A'}`, `X${letters[at + 1] ?? 'B'}`];
}

/**
 * An admin opens Plays after listeners played a performance from two territories: picks today as the
 * period, sees the work's counts per territory, and downloads its publisher's CSV, where the territory
 * with fewer than 5 plays reads '<5'.
 */
test('an admin reads the plays of a period and downloads a publisher’s CSV', async ({ browser }) => {
  test.setTimeout(120_000);
  const [many, few] = runTerritories();
  const { performance } = await firstPlayable();
  const listener = await createVerifiedListener('plays-listener');
  const token = String(listener.session['access'] ?? listener.session['token']);
  for (let i = 0; i < 6; i += 1) await playPerformance(token, performance.uuid, many);
  for (let i = 0; i < 2; i += 1) await playPerformance(token, performance.uuid, few);

  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await addPasskeyDevice(page);
  const run = Math.random().toString(36).slice(2, 7);
  await acceptInvitation(page, await inviteFirstAdmin(uniqueEmail('plays-admin')), `Pia ${run}`, 'a plays passphrase');
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Plays' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plays' })).toBeVisible();

  const today = playDay(new Date());
  await page.getByLabel('From').fill(today);
  await page.getByLabel('To').fill(today);
  await page.getByRole('button', { name: 'Show' }).click();
  // The performance's work: this run's territories are its alone.
  const row = page.getByRole('row').filter({ hasText: `${many} 6` });
  await expect(row).toContainText(`${few} 2`);
  const title = (await row.getByRole('rowheader').textContent()) ?? '';

  const publisher = (await row.getByRole('cell').nth(4).textContent()) ?? '';
  const exports = page.getByRole('region', { name: 'Exports for publishers' });
  const entry = exports
    .getByRole('listitem')
    .filter({ hasText: publisher === 'none recorded' ? 'No publisher recorded' : publisher });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    entry.getByRole('button', { name: /Download CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^plays-[a-z0-9-]+-${today}-to-${today}\\.csv$`));
  const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Work title,Composer,Publisher,Territory,Plays,Total minutes streamed');
  const ofWork = (territory: string) =>
    lines.find((line) => line.includes(`,${territory},`) && line.includes(title.split(',')[0] ?? ''));
  expect(ofWork(many)).toMatch(new RegExp(`,${many},6,\\d+\\.\\d$`));
  expect(ofWork(few)).toMatch(new RegExp(`,${few},<5,\\d+\\.\\d$`));
});
