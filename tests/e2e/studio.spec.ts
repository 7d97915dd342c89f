import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedListener, mailsTo, signInPage, uniqueEmail } from './support/accounts.ts';
import { siteUrl } from './support/e2e-env.ts';
import {
  acceptInvitation,
  addPasskeyDevice,
  invitationLink,
  inviteFirstAdmin,
  replacePasskeyDevice,
  signInToStudio,
  studioUrl,
} from './support/studio.ts';

/** The studio's staff journeys against the real API: invitations, passkeys, roles and the audit log. */

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('an admin invited from the command line invites an editor; both use passkeys; the admin reads every change', async ({
  browser,
}) => {
  // A long journey (two browsers, passkeys, axe on several screens): on a slower machine under the suite's load it
  // took over four minutes, so its bound is twice that.
  test.setTimeout(480_000);
  // Names of this run's own: a retry (or a repeat) meets the earlier run's staff in the same database.
  const run = Math.random().toString(36).slice(2, 7);
  const adminName = `Ada Admin ${run}`;
  const editorName = `Eddie Editor ${run}`;
  const adminEmail = uniqueEmail('studio-admin');
  const editorEmail = uniqueEmail('studio-editor');
  const admin = await (await browser.newContext()).newPage();
  await addPasskeyDevice(admin);
  await acceptInvitation(admin, await inviteFirstAdmin(adminEmail), adminName, 'a long admin passphrase');
  await expect(admin.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Staff' })).toBeVisible();

  // A wrong email is refused at its field, and nothing is mailed.
  await admin.getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
  const invite = admin.getByRole('region', { name: 'Invite a member of staff' });
  await invite.getByLabel('Email').fill('not an address');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('Enter a valid email address, such as name@example.org.')).toBeVisible();
  await invite.getByLabel('Email').fill(editorEmail);
  await invite.getByLabel('Role').selectOption('editor');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByRole('status')).toContainText(`Invitation sent to ${editorEmail}`);
  // The open invitations list it; one sent by mistake is revoked.
  const open = admin.getByRole('region', { name: 'Open invitations' });
  await expect(open.getByRole('row', { name: new RegExp(editorEmail) })).toContainText(adminName);
  const mistaken = uniqueEmail('studio-mistake');
  await invite.getByLabel('Email').fill(mistaken);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await open.getByRole('button', { name: `Revoke the invitation to ${mistaken}` }).click();
  await expect(admin.getByRole('status')).toContainText(`The invitation to ${mistaken} no longer works.`);
  await expect(open.getByRole('row', { name: new RegExp(mistaken) })).toHaveCount(0);

  // The editor accepts, signs out, and signs in again with the password and the passkey.
  const editor = await (await browser.newContext()).newPage();
  await addPasskeyDevice(editor);
  const codes = await acceptInvitation(
    editor,
    await invitationLink(editorEmail, 0),
    editorName,
    'an editor passphrase',
  );
  await expect(editor.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await editor.getByRole('button', { name: 'Sign out' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await editor.getByLabel('Email').fill(editorEmail);
  await editor.getByLabel('Password').fill('not the passphrase');
  await editor.getByRole('button', { name: 'Continue' }).click();
  await expect(editor.getByRole('alert')).not.toBeEmpty();
  await signInToStudio(editor, editorEmail, 'an editor passphrase');
  await expect(editor.getByRole('heading', { level: 1, name: `Welcome, ${editorName}` })).toBeVisible();

  // A recovery code stands in for the passkey once.
  await editor.getByRole('button', { name: 'Sign out' }).click();
  for (const attempt of ['first', 'again'] as const) {
    await editor.getByLabel('Email').fill(editorEmail);
    await editor.getByLabel('Password').fill('an editor passphrase');
    await editor.getByRole('button', { name: 'Continue' }).click();
    await editor.getByRole('button', { name: 'Use a recovery code' }).click();
    await editor.getByLabel('Recovery code').fill(codes[0] ?? '');
    await editor.getByRole('button', { name: 'Sign in' }).click();
    if (attempt === 'first') {
      await expect(editor.getByRole('heading', { level: 1, name: `Welcome, ${editorName}` })).toBeVisible();
      await editor.getByRole('button', { name: 'Sign out' }).click();
    } else await expect(editor.getByRole('alert')).not.toBeEmpty();
  }

  // A new phone: from Your account the editor adds a passkey on it, removes the lost one, and makes new codes.
  await editor.reload();
  await signInToStudio(editor, editorEmail, 'an editor passphrase');
  await editor.getByRole('link', { name: new RegExp(`^${editorName}`) }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const passkeys = editor.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByRole('row')).toHaveCount(2);
  expect(await axeViolations(editor)).toEqual([]);
  await replacePasskeyDevice(editor);
  await passkeys.getByLabel('Your password').fill('not the passphrase');
  await passkeys.getByRole('button', { name: 'Add a passkey on this device' }).click();
  await expect(passkeys.getByText('This is not your password. Nothing was changed.')).toBeVisible();
  await passkeys.getByLabel('Your password').fill('an editor passphrase');
  await passkeys.getByRole('button', { name: 'Add a passkey on this device' }).click();
  await expect(editor.getByRole('status')).toContainText('Your new passkey is ready');
  await expect(passkeys.getByRole('row')).toHaveCount(3);
  await passkeys.getByRole('button', { name: 'Remove passkey 1' }).click();
  await expect(passkeys.getByRole('row')).toHaveCount(2);
  await expect(passkeys.getByRole('button', { name: 'Remove passkey 1' })).toBeDisabled();
  const recovery = editor.getByRole('region', { name: 'Recovery codes' });
  await expect(recovery).toContainText('9 codes are left');
  await recovery.getByLabel('Your password').fill('an editor passphrase');
  await recovery.getByRole('button', { name: 'Make new recovery codes' }).click();
  await expect(recovery.getByRole('list', { name: 'New recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await editor.getByRole('button', { name: 'Sign out' }).click();
  await signInToStudio(editor, editorEmail, 'an editor passphrase');
  await expect(editor.getByRole('heading', { level: 1, name: `Welcome, ${editorName}` })).toBeVisible();

  // The admin makes the editor a media person, and reads it all in the audit log.
  await admin.reload();
  const row = admin.getByRole('row', { name: new RegExp(editorName) });
  await row.getByLabel(`Role of ${editorName}`).selectOption('media');
  await expect(admin.getByRole('status')).toContainText(`${editorName} is now media.`);
  await admin.getByRole('link', { name: 'Audit log' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const log = admin.getByRole('region', { name: /change/ });
  const invitations = log.getByRole('row', { name: new RegExp(`${adminName} invite staff_invitation`) });
  await expect(invitations.filter({ hasText: editorEmail })).toBeVisible();
  await expect(invitations.filter({ hasText: mistaken })).toBeVisible();
  await expect(log.getByRole('row', { name: new RegExp(`${adminName} revoke staff_invitation`) })).toContainText(
    mistaken,
  );
  await expect(log.getByRole('row', { name: new RegExp(`${editorName} accept staff`) })).toBeVisible();
  await expect(log.getByRole('row', { name: new RegExp(`${adminName} role staff .*editor → media`) })).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
  await admin.getByLabel('Person').selectOption({ label: editorName });
  await admin.getByRole('button', { name: 'Show' }).click();
  await expect(log.getByRole('row', { name: new RegExp(adminName) })).toHaveCount(0);
  await expect(log.getByRole('row', { name: new RegExp(`${editorName} accept`) })).toBeVisible();
  for (const action of ['sign-in', 'passkey-added', 'passkey-removed', 'recovery-codes'])
    await expect(log.getByRole('row', { name: new RegExp(`${editorName} ${action} staff`) }).first()).toBeVisible();
  expect(await mailsTo(editorEmail)).toHaveLength(1);
});

test("a listener's session opens the studio and sees only 'Not allowed' and the way back", async ({ page }) => {
  const listener = await createVerifiedListener('studio-listener');
  await signInPage(page, listener);
  await page.goto(siteUrl('/studio/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page).toHaveURL(siteUrl('/'));
});

test('the studio sign-in passes axe, and a staff sign-in needs the right password first', async ({ page }) => {
  await page.goto(studioUrl());
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password').fill('whatever it is');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page.getByRole('button', { name: 'Use my passkey' })).toHaveCount(0);
});
