import { expect, test, type Page } from '@playwright/test';
import { NOTICES, UNSTATED_FLASH_MS } from '../../src/lib/errors/notice-table.ts';
import {
  ageMagicLinks,
  apiPost,
  createUnverifiedListener,
  mailsTo,
  nextMail,
  registerByApi,
  signInPage,
  uniqueEmail,
} from './support/accounts.ts';
import { analyticsReportsOf } from './support/analytics-reports.ts';
import { apiBase, siteUrl } from './support/e2e-env.ts';
import { flashRegion, timeFlash } from './support/flash-messages.ts';
import { hydrated } from './support/islands.ts';
import { RECORD_MEDIA, audioState } from './support/media-recorder.ts';
import { expectAudioAdvancing, firstPlayable, playButton, playerBar } from './support/playback.ts';

/**
 * Accounts journeys in the real browser against the real API, following the links
 * the API writes into its mail outbox. Every auth route allows 20 requests a minute per client
 * address: the journeys together stay under that.
 */

const LINK_EXPIRED = "Sorry, we couldn't sign you in with that link; it might be expired.";
const NETWORK_FAILURE = 'Sorry, there was a problem contacting our servers! Try back in a few minutes.';
const NOT_VERIFIED = 'Your email is not verified! Check your inbox for an email from us.';
const SITE_PATH = new URL(siteUrl('/')).pathname.replace(/\/$/, '');

/** The site route of the page's address, or of another address of the site. */
function sitePathOf(page: Page, url = page.url()): string {
  return new URL(url).pathname.slice(SITE_PATH.length).replace(/\/$/, '') || '/';
}

/** Requests a sign-in link on /sign-in and answers the link the API mails. */
async function requestSignInLink(page: Page, email: string): Promise<string> {
  const seen = (await mailsTo(email)).length;
  await page.goto(siteUrl('/sign-in'));
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(flashRegion(page)).toContainText('Check your email for a sign-in link.');
  const mail = await nextMail(email, seen, /sign-in link/i);
  expect(mail.link).toContain('/magic/');
  return mail.link ?? '';
}

test('register, confirm the email, sign in with the emailed link, play a performance, and sign out', async ({
  page,
}) => {
  // The whole life of an account, through four mails' worth of pages and a few seconds of audio.
  test.slow();
  await page.addInitScript(RECORD_MEDIA);
  const playable = await firstPlayable();
  const email = uniqueEmail('journey');
  await page.goto(siteUrl('/sign-up'));
  await hydrated(page);
  await page.getByLabel('First name').fill('Clara');
  await page.getByLabel('Last name').fill('Wieck');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Choose a password').fill('fantasia-op17');
  await page.getByLabel('Confirm your password').fill('fantasia-op17');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(flashRegion(page)).toContainText("You're signed up! Check your email for a verification link.");
  await expect.poll(() => sitePathOf(page)).toBe('/');

  // The verification mail, opened while signed out: rules §4's signed-out branch.
  const verification = await nextMail(email, 0, /verif|confirm/i);
  expect(verification.link).toContain('/email-confirm/');
  await page.goto(verification.link ?? '');
  await expect(flashRegion(page)).toContainText('Thanks for verifying your email; you can now sign in.');
  await expect.poll(() => sitePathOf(page)).toBe('/sign-in');

  // Passwordless sign-in through the emailed link.
  const magic = await requestSignInLink(page, email);
  await page.goto(magic);
  await expect(flashRegion(page)).toContainText("You're signed in.");
  await expect.poll(() => sitePathOf(page)).toBe('/compositions');
  const menu = page.getByRole('button', { name: 'Clara Wieck' });
  await expect(menu).toBeVisible();
  const stored = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('currentuser') ?? 'null') as {
        user?: { email?: string; email_verified?: boolean };
      } | null,
  );
  expect(stored?.user?.email).toBe(email);
  expect(stored?.user?.email_verified).toBe(true);

  // A signed-in visitor is sent from /sign-in to /compositions.
  await page.goto(siteUrl('/sign-in'));
  await expect.poll(() => sitePathOf(page)).toBe('/compositions');

  // Signed in and verified, a performance plays: the persistent player's audio advances.
  await page.goto(siteUrl(`/composition/${playable.identifier}`));
  await playButton(page, playable.title).click();
  await expect(playerBar(page).locator('.player-bar__title')).toHaveText(playable.title);
  await expectAudioAdvancing(page);
  expect((await audioState(page)).paused).toBe(false);

  await page.getByRole('button', { name: 'Clara Wieck' }).click();
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Concert Library Help' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(flashRegion(page)).toContainText("You're signed out.");
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clara Wieck' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('currentuser'))).toBeNull();
});

test('an unverified account gets the not-verified message for 8 s when it plays, and nothing plays', async ({
  page,
}) => {
  await page.addInitScript(RECORD_MEDIA);
  const playable = await firstPlayable();
  // Registered, never confirmed, signed in with its password (the site stores the tokens as its own sign-in does).
  const listener = await createUnverifiedListener('unverified');
  await signInPage(page, listener);
  await page.goto(siteUrl(`/composition/${playable.identifier}`));
  await expect(page.getByRole('button', { name: 'Pat Listener' })).toBeVisible();

  const flashTime = await timeFlash(page, NOT_VERIFIED);
  const stream = page.waitForResponse((r) => r.url().includes('/api/2/stream/') && r.request().method() === 'GET');
  await playButton(page, playable.title).click();
  // The pointer leaves the page's content: a flash under it would hold still while "read".
  await page.mouse.move(0, 0);
  const answer = await stream;
  expect(answer.status()).toBe(403);
  expect(((await answer.json()) as { detail: string }).detail).toMatch(/verify/i);

  // Rules §8 gives this flash no time: the table's time for unstated flashes (8 s) applies.
  expect(NOTICES['email-not-verified']).toEqual({
    message: NOT_VERIFIED,
    show: { kind: 'flash', ms: UNSTATED_FLASH_MS },
  });
  await expect(flashRegion(page).getByText(NOT_VERIFIED)).toBeVisible();
  const shownFor = await flashTime();
  expect(shownFor).toBeGreaterThan(UNSTATED_FLASH_MS - 250);
  expect(shownFor).toBeLessThan(UNSTATED_FLASH_MS + 2_000);

  // Nothing played: no audio element got a source, the player bar never showed, the visitor is still signed in.
  expect((await audioState(page)).count).toBe(0);
  await expect(playerBar(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pat Listener' })).toBeVisible();
});

test('the sign-in, sign-up and sign-up success page views reach the analytics service', async ({ page }) => {
  const reports = await analyticsReportsOf(page);
  const pageViews = async () =>
    (await reports()).filter((r) => r.name === 'pageview').map((r) => [r.props['page'], sitePathOf(page, r.url)]);

  await page.goto(siteUrl('/sign-in'));
  await hydrated(page);
  await expect.poll(pageViews).toEqual([['sign-in', '/sign-in']]);

  await page.goto(siteUrl('/sign-up'));
  await hydrated(page);
  await expect.poll(pageViews).toEqual([
    ['sign-in', '/sign-in'],
    ['sign-up', '/sign-up'],
  ]);
  await page.getByLabel('First name').fill('Lili');
  await page.getByLabel('Last name').fill('Boulanger');
  await page.getByLabel('Email').fill(uniqueEmail('analytics'));
  await page.getByLabel('Choose a password').fill('psaume-24');
  await page.getByLabel('Confirm your password').fill('psaume-24');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(flashRegion(page)).toContainText("You're signed up! Check your email for a verification link.");
  await expect.poll(pageViews).toEqual([
    ['sign-in', '/sign-in'],
    ['sign-up', '/sign-up'],
    ['sign-up success', '/sign-up'],
  ]);
  expect(new Set((await reports()).map((r) => r.domain))).toEqual(new Set(['e2e.concert-library.test']));
});

test('confirming the email while signed in flashes the signed-in thanks and goes to /compositions', async ({
  page,
}) => {
  const email = uniqueEmail('confirm');
  await registerByApi(email, 'password-3', 'Cécile', 'Chaminade');
  const verification = await nextMail(email, 0, /verif|confirm/i);
  const magic = await requestSignInLink(page, email);
  await page.goto(magic);
  await expect.poll(() => sitePathOf(page)).toBe('/compositions');
  await expect(page.getByRole('button', { name: 'Cécile Chaminade' })).toBeVisible();

  await page.goto(verification.link ?? '');
  await expect(flashRegion(page)).toContainText(
    'Thanks for verifying your email; you now have access to the entire concert library.',
  );
  await expect.poll(() => sitePathOf(page)).toBe('/compositions');
  await expect(page.getByRole('button', { name: 'Cécile Chaminade' })).toBeVisible();
});

test('forgot password, reset it from the mailed link, and the new password works', async ({ page }) => {
  const email = uniqueEmail('reset');
  await registerByApi(email, 'old-password', 'Fanny', 'Mendelssohn');
  const seen = (await mailsTo(email)).length;

  await page.goto(siteUrl('/forgot-password'));
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  // The flash comes with the API's answer; the mail leaves after it.
  await expect(flashRegion(page)).toContainText(NOTICES['password-reset-sent'].message);
  const mail = await nextMail(email, seen, /password/i);
  expect(mail.link).toContain('/reset-password/');

  // The emailed link opens a new page: the flash of the page the visitor left is not carried to it.
  await page.goto(mail.link ?? '');
  await hydrated(page);
  await expect(flashRegion(page)).not.toContainText('Check your email');
  await expect(page.getByText('Enter a new password below to set a new password on your account.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('das-jahr-1841');
  await page.getByLabel('Confirm your new password').fill('das-jahr-1841');
  await page.getByRole('button', { name: 'Reset Your Password' }).click();
  await expect(flashRegion(page)).toContainText(
    'Great, we reset your password. Sign in with your new password to continue.',
  );
  await expect.poll(() => sitePathOf(page)).toBe('/sign-in');

  expect((await apiPost('/api/token/', { email, password: 'das-jahr-1841' })).status).toBe(200);
  expect((await apiPost('/api/token/', { email, password: 'old-password' })).status).toBe(400);
});

test('an expired and a reused magic link are refused', async ({ page, browser }) => {
  const email = uniqueEmail('magic');
  await registerByApi(email, 'password-1', 'Louise', 'Farrenc');

  // A link older than its 15 minutes of life (aged in the API's database).
  const expired = await requestSignInLink(page, email);
  expect(ageMagicLinks(email)).toBe(1);
  await page.goto(expired);
  await expect(flashRegion(page)).toContainText(LINK_EXPIRED);
  await expect.poll(() => sitePathOf(page)).toBe('/sign-in');
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('currentuser'))).toBeNull();

  // A fresh link works once...
  const fresh = await requestSignInLink(page, email);
  await page.goto(fresh);
  await expect(flashRegion(page)).toContainText("You're signed in.");
  await expect.poll(() => sitePathOf(page)).toBe('/compositions');
  await expect(page.getByRole('button', { name: 'Louise Farrenc' })).toBeVisible();

  // ...and not a second time, in another browser.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await second.goto(fresh);
    await expect(flashRegion(second)).toContainText(LINK_EXPIRED);
    await expect.poll(() => sitePathOf(second)).toBe('/sign-in');
    await expect(second.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await second.evaluate(() => localStorage.getItem('currentuser'))).toBeNull();
  } finally {
    await other.close();
  }
});

test('deleting the account from /account, after which the server no longer knows it', async ({ page }) => {
  const email = uniqueEmail('delete');
  await registerByApi(email, 'password-2', 'Amy', 'Beach');
  const magic = await requestSignInLink(page, email);
  await page.goto(magic);
  await expect.poll(() => sitePathOf(page)).toBe('/compositions');
  await expect(page.getByRole('button', { name: 'Amy Beach' })).toBeVisible();

  await page.goto(siteUrl('/account'));
  await hydrated(page);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back home' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText('Are you sure you want to delete your account?')).toBeFocused();
  await page.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(flashRegion(page)).toContainText('Ok, we deleted your account.');
  await expect.poll(() => sitePathOf(page)).toBe('/');
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('currentuser'))).toBeNull();

  const token = await apiPost('/api/token/', { email, password: 'password-2' });
  expect(token.status).toBe(400);
  expect(token.json).toEqual({ non_field_errors: ['No active account found with the given credentials'] });
  const seen = (await mailsTo(email)).length;
  expect((await apiPost('/api/sesame_login/', { email })).status).toBe(200);
  // mailsTo waits until the API has done the work left after its answers: then no mail is no mail.
  expect((await mailsTo(email)).length).toBe(seen);
});

test('with the server unreachable, the forms show the network alert and keep what was typed', async ({ page }) => {
  // The one simulated condition: every call to the API fails at the network level.
  await page.route(`${apiBase()}/**`, (route) => route.abort('connectionrefused'));

  await page.goto(siteUrl('/sign-up'));
  await hydrated(page);
  const typed: [string, string][] = [
    ['First name', 'Ethel'],
    ['Last name', 'Smyth'],
    ['Email', 'ethel.smyth@example.com'],
    ['Choose a password', 'the-wreckers'],
    ['Confirm your password', 'the-wreckers'],
  ];
  for (const [label, value] of typed) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText(NETWORK_FAILURE);
  for (const [label, value] of typed) await expect(page.getByLabel(label)).toHaveValue(value);
  expect(sitePathOf(page)).toBe('/sign-up');

  await page.goto(siteUrl('/sign-in'));
  await hydrated(page);
  await page.getByLabel('Email').fill('ethel.smyth@example.com');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText(NETWORK_FAILURE);
  await expect(page.getByLabel('Email')).toHaveValue('ethel.smyth@example.com');
  // While the error shows, Log In stays disabled; editing clears it.
  await expect(page.getByRole('button', { name: 'Log In' })).toBeDisabled();
  await page.getByLabel('Email').fill('ethel@example.com');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
});

test('validation messages, and submit disabled while pristine', async ({ page }) => {
  await page.goto(siteUrl('/sign-up'));
  await hydrated(page);
  const register = page.getByRole('button', { name: 'Register' });
  await expect(register).toBeDisabled();

  const first = page.getByLabel('First name');
  await first.fill('x');
  await first.fill('');
  await first.blur();
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await expect(first).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  await page.getByLabel('Choose a password').fill('abc');
  await page.getByLabel('Choose a password').blur();
  await expect(page.getByText('Must be at least 6 characters')).toBeVisible();

  await page.getByLabel('Choose a password').fill('abcdef');
  await page.getByLabel('Confirm your password').fill('abcdefg');
  await page.getByLabel('Confirm your password').blur();
  await expect(page.getByText('Must be at least 6 characters')).toHaveCount(0);
  await expect(page.getByText('Does not match password')).toBeVisible();
  await page.getByLabel('Confirm your password').fill('abcdef');
  await expect(page.getByText('Does not match password')).toHaveCount(0);

  await page.goto(siteUrl('/sign-in'));
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeDisabled();

  await page.goto(siteUrl('/forgot-password'));
  await hydrated(page);
  const reset = page.getByRole('button', { name: 'Reset Password' });
  await expect(reset).toBeDisabled();
  const field = page.getByLabel('Email');
  await field.fill('a');
  await field.fill('');
  await field.blur();
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await expect(reset).toBeDisabled();
  await field.fill('someone@');
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(reset).toBeDisabled();
  await field.fill('someone@example.com');
  await expect(page.getByText('Invalid email address')).toHaveCount(0);
  await expect(reset).toBeEnabled();
});
