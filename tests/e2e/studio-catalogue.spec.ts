import { AxeBuilder } from '@axe-core/playwright';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts.ts';
import { acceptInvitation, addPasskeyDevice, invitationLink, inviteFirstAdmin } from './support/studio.ts';
import { create, nextFridayEvening, openList, pick, refusedAt, startNew } from './support/studio-records.ts';

/**
 * The journey through the catalogue screens against the real API: an editor invited by an
 * admin makes two composers, three compositions, a concert with two performances (recordings
 * with movements) and a live stream next Friday at 19:30 Central, every relation picked by
 * search; wrong input is refused at its field and saves nothing; a second browser edits the same
 * concert and meets the conflict; the admin reads every change in the audit log, the portrait's upload too.
 */

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** A picture file of a given size, as a browser's file input takes it. */
async function picture(name: string, width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#6d1a2b' } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

test('an editor builds a concert in the studio, every relation picked by search; conflicts and the audit log', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // Names of this run's own: a retry (or a repeat) meets the earlier run's records in the same database.
  const run = Math.random().toString(36).slice(2, 7);
  const admin = await (await browser.newContext()).newPage();
  await addPasskeyDevice(admin);
  await acceptInvitation(
    admin,
    await inviteFirstAdmin(uniqueEmail('catalogue-admin')),
    `Ada ${run}`,
    'an admin passphrase',
  );
  await admin.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Staff', exact: true }).click();
  const editorEmail = uniqueEmail('catalogue-editor');
  const invite = admin.getByRole('region', { name: 'Invite a member of staff' });
  await invite.getByLabel('Email').fill(editorEmail);
  await invite.getByLabel('Role').selectOption('editor');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByRole('status')).toContainText(`Invitation sent to ${editorEmail}`);

  const editorContext = await browser.newContext();
  const page = await editorContext.newPage();
  await addPasskeyDevice(page);
  const editorName = `Eddie ${run}`;
  await acceptInvitation(page, await invitationLink(editorEmail, 0), editorName, 'an editor passphrase');

  // Two composers; a wrong year and a missing last name are refused at their fields first.
  await startNew(page, 'People', 'person');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('First name (optional)').fill('Clara');
  await page.getByLabel('Birth year (optional)').fill('nineteen sixty');
  await refusedAt(page, 'person', page.getByLabel('Last name'), '"" is empty; expected e.g. "Price"');
  await expect(page.getByLabel('Birth year (optional)')).toHaveAccessibleDescription(
    /"nineteen sixty" is not a number/,
  );
  await page.getByLabel('Last name').fill(`Okafor ${run}`);
  await page.getByLabel('Birth year (optional)').fill('1961');
  await pick(page, /Country/, 'ameri', /American/);
  // A paste from a word processor keeps only the markup the site allows.
  const biography = page.getByRole('textbox', { name: 'Biography (optional)' });
  await biography.click();
  await biography.evaluate((editor) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      "<p class=MsoNormal style='margin:0'><span style='font-family:Calibri;color:red'>Born in <b>Lagos</b>, raised in <i>Leeds</i>.</span><o:p></o:p></p>",
    );
    data.setData('text/plain', 'Born in Lagos, raised in Leeds.');
    editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(biography).toContainText('Born in Lagos, raised in Leeds.');
  expect(await biography.innerHTML()).toBe('<p>Born in <strong>Lagos</strong>, raised in <em>Leeds</em>.</p>');
  await page.getByLabel('Primary kind (optional)').selectOption('composer');
  // Her portrait: one picture uploaded, every size made by the API; one too small is refused first.
  const portrait = page.getByRole('group', { name: 'Image (optional)' });
  await portrait.getByLabel('Choose a picture').setInputFiles(await picture('small.png', 800, 450));
  await portrait.getByRole('button', { name: 'Upload' }).click();
  await expect(portrait.getByRole('alert')).toContainText('800 × 450');
  await portrait.getByLabel(/^Choose (a|another) picture/).setInputFiles(await picture('clara.png', 1600, 1000));
  await portrait.getByRole('button', { name: 'Upload' }).click();
  await expect(portrait.getByText('1600 × 1000 pixels')).toBeVisible();
  await expect
    .poll(() =>
      portrait
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(512);
  await portrait.getByLabel('Alt text').fill(`Clara Okafor ${run} at the piano`);
  await portrait.getByLabel('Credit').fill('Photo: J. Doe');
  await create(page, 'person');
  await expect(page.getByLabel('Identifier')).toHaveValue(`clara-okafor-${run}`);
  const claraUrl = page.url();
  await expect(portrait.getByLabel('Credit')).toHaveValue('Photo: J. Doe');
  await startNew(page, 'People', 'person');
  await page.getByLabel('First name (optional)').fill('Tomás');
  await page.getByLabel('Last name').fill(`Reyes ${run}`);
  await page.getByLabel('Primary kind (optional)').selectOption('composer');
  await create(page, 'person');

  // Three compositions, each composer picked by searching (diacritics folded: 'tomas' finds 'Tomás').
  const works = [
    { title: `Night Ferry ${run}`, composer: `okafor ${run}` },
    { title: `River Songs ${run}`, composer: `okafor ${run}` },
    { title: `Lanterns ${run}`, composer: `tomas reyes ${run}` },
  ];
  for (const [index, work] of works.entries()) {
    await startNew(page, 'Compositions', 'composition');
    if (index === 0) {
      await pick(page, /^Composer/, work.composer, new RegExp(`Okafor ${run}`));
      await refusedAt(page, 'composition', page.getByLabel('Title', { exact: true }), '"" is empty');
    } else {
      await pick(page, /^Composer/, work.composer, new RegExp(run));
    }
    await page.getByLabel('Title', { exact: true }).fill(work.title);
    await create(page, 'composition');
  }
  await openList(page, 'Compositions');
  await page.getByLabel('Search').fill(run);
  await expect(page.getByRole('status').filter({ hasText: 'records' })).toHaveText('3 records');
  expect(await axeViolations(page)).toEqual([]);

  // A new identifier for the composer: her two works are changed to name it, and the save says which.
  await page.goto(claraUrl);
  await page.getByLabel('Identifier').fill(`okafor-${run}`);
  await expect(page.getByLabel('Identifier')).toHaveAccessibleDescription(
    /^Saving changes the records that refer to this one to the new identifier\./,
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Also changed 2 records that refer to it: Night Ferry ${run} and River Songs ${run}.`,
  );

  // The concert: an end before its start is refused at the end.
  await startNew(page, 'Concerts', 'concert');
  await page.getByLabel('Title', { exact: true }).fill(`Winter Light ${run}`);
  await page.getByLabel(/^Start date time/).fill('2026-12-11T19:30');
  await page.getByLabel(/^End date time/).fill('2026-12-11T18:00');
  await refusedAt(page, 'concert', page.getByLabel(/^End date time/), 'end_date_time is before start_date_time');
  await page.getByLabel(/^End date time/).fill('2026-12-11T21:30');
  await create(page, 'concert');
  const concertUrl = page.url();

  // Two performances of it, each with a recording and its movements; a media folder that is not there is refused.
  for (const [index, work] of works.slice(0, 2).entries()) {
    await startNew(page, 'Performances', 'performance');
    await pick(page, /^Composition/, work.title, work.title);
    await pick(page, /^Program/, `winter light ${run}`, `Winter Light ${run}`);
    await page.getByLabel('Position (optional)').fill(String(index));
    const recordings = page.getByRole('group', { name: /^Recordings/ });
    await recordings.getByRole('button', { name: 'Add to recordings' }).click();
    await recordings.getByLabel('Type').selectOption('A');
    await recordings.getByLabel('Media', { exact: true }).fill(index === 0 ? 'audio/not-copied-yet' : 'audio/a02');
    await recordings.getByLabel('Duration (ms)').fill('425000');
    const movements = recordings.getByRole('group', { name: /^Movement cuepoints/ });
    for (const [at, [title, start]] of [
      ['I. Allegro', '0'],
      ['II. Adagio', '212.5'],
    ].entries()) {
      await movements.getByRole('button', { name: 'Add to movement cuepoints' }).click();
      const item = movements.getByRole('listitem').nth(at);
      await item.getByLabel('Title').fill(title ?? '');
      await item.getByLabel(/^Start/).fill(start ?? '');
    }
    if (index === 0) {
      await page.getByRole('button', { name: 'Create the performance' }).click();
      await expect(recordings).toContainText('"audio/not-copied-yet" is not a folder in the media root');
      await recordings.getByLabel('Media', { exact: true }).fill('audio/a01');
    }
    await create(page, 'performance');
  }

  // The live stream, next Friday at 19:30 Central, for the concert; without a start it is refused.
  await startNew(page, 'Live streams', 'live stream');
  await page.getByLabel('Title', { exact: true }).fill(`Winter Light live ${run}`);
  await pick(page, /^Program/, `winter light ${run}`, `Winter Light ${run}`);
  await refusedAt(
    page,
    'live stream',
    page.getByLabel(/^Start date time/),
    'missing; expected e.g. "2026-12-04T19:30:00-06:00"',
  );
  await page.getByLabel(/^Start date time/).fill(nextFridayEvening());
  await create(page, 'live stream');
  await expect(page.getByLabel(/^Start date time/)).toHaveValue(nextFridayEvening());

  // A second browser of the same editor edits the concert meanwhile: the first one's save meets the conflict.
  const other = await (await browser.newContext({ storageState: await editorContext.storageState() })).newPage();
  await page.goto(concertUrl);
  await other.goto(concertUrl);
  await other.getByLabel('Title', { exact: true }).fill(`Winter Light: Sibelius ${run}`);
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByRole('status')).toContainText('Saved as a draft');
  const description = page.getByRole('textbox', { name: 'Description (optional)' });
  await description.fill('Music for the longest nights.');
  await page.getByRole('button', { name: 'Save' }).click();
  const conflict = page.getByRole('region', { name: /saved this record.*after you opened it/ });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('row', { name: /Title/ })).toContainText(`Winter Light: Sibelius ${run}`);
  await expect(conflict.getByRole('row', { name: /Description/ })).toContainText('Music for the longest nights.');
  expect(await axeViolations(page)).toEqual([]);
  await conflict.getByRole('button', { name: 'Keep my changes on their version' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`Winter Light: Sibelius ${run}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('Saved as a draft');
  await expect(description).toHaveText('Music for the longest nights.');

  // The admin reads every change of the editor's in the audit log.
  await admin.getByRole('link', { name: 'Audit log' }).click();
  await admin.getByLabel('Person').selectOption({ label: editorName });
  await admin.getByRole('button', { name: 'Show' }).click();
  const log = admin.getByRole('table');
  for (const kind of ['person', 'composition', 'program', 'performance', 'live stream']) {
    await expect(log.getByRole('row').filter({ hasText: kind }).first()).toBeVisible();
  }
  await expect(log.getByRole('row').filter({ hasText: 'program' }).filter({ hasText: 'update' })).toHaveCount(2);
  // The portrait's upload is there with the file the editor chose; the refused one is not.
  const upload = log.getByRole('row', {
    name: new RegExp(`${editorName} upload image /media/images/people/\\S+\\.jpg .*clara\\.png`),
  });
  await expect(upload).toContainText('1600 × 1000');
  await expect(upload).toContainText('image/png');
  await expect(log.getByRole('row').filter({ hasText: 'small.png' })).toHaveCount(0);
});
