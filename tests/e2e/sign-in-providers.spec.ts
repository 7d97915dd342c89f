import { expect, test, type Page } from '@playwright/test';
import { registerByApi, uniqueEmail } from './support/accounts.ts';
import { siteUrl } from './support/e2e-env.ts';
import { flashRegion } from './support/flash-messages.ts';
import { hydrated } from './support/islands.ts';

/**
 * The sign-in providers in a real browser: the site's buttons open the popup on the API, which
 * sends it to the demo providers `npm start` runs (a real OpenID Connect provider, oidc-provider,
 * and the Graph-shaped social network), whose picker signs a person in; the popup closes and the
 * site signs in with what it posted. Global setup starts them as `npm start` does.
 */

interface ProviderSettings {
  IDENTITY_PROVIDER_NAME: string;
  SOCIAL_PROVIDER_NAME: string;
}

function providerNames(): { identity: string; social: string } {
  const settings = process.env['E2E_PROVIDERS'];
  if (!settings) throw new Error('E2E_PROVIDERS is not set: the journeys need the providers global setup starts.');
  const parsed = JSON.parse(settings) as ProviderSettings;
  return { identity: parsed.IDENTITY_PROVIDER_NAME, social: parsed.SOCIAL_PROVIDER_NAME };
}

const { identity, social } = providerNames();

/** The spec's words (rules §8), quoted. */
const signedUp = (provider: string) => `You're now signed up to login to the Listening Library with ${provider}`;
const signedIn = (provider: string) => `You're signed in with ${provider}`;
const alreadySignedUp = (email: string) =>
  `Looks like you're already signed up for an account at ${email}. Try logging in with the email and the password you selected.`;
const popupFailed = (provider: string) => `Error signing in with ${provider}`;

/** Someone the picker's "Someone else" form signs in. */
interface Person {
  email: string;
  first: string;
  last: string;
}

/** Clicks a provider button and answers the popup it opens, once the provider's picker shows in it. */
async function openPicker(page: Page, button: string, provider: string): Promise<Page> {
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const popup = await opened;
  await expect(popup.getByRole('heading', { name: `Sign in to ${provider}` })).toBeVisible();
  return popup;
}

/** Signs `person` in on the picker of the popup that `button` opens, and waits for the popup to close. */
async function signInThroughPopup(page: Page, button: string, provider: string, person: Person): Promise<void> {
  const popup = await openPicker(page, button, provider);
  const closed = popup.waitForEvent('close');
  await popup.getByLabel('Email').fill(person.email);
  await popup.getByLabel('First name').fill(person.first);
  await popup.getByLabel('Last name').fill(person.last);
  await popup.getByRole('button', { name: 'Continue as someone else' }).click();
  await closed;
}

async function signOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(flashRegion(page)).toContainText("You're signed out.");
}

async function openScreen(page: Page, path: '/sign-in' | '/sign-up'): Promise<void> {
  await page.goto(siteUrl(path));
  await hydrated(page);
}

test('sign up with the identity provider, sign out, then sign in with the social network twice', async ({ page }) => {
  test.slow();
  const fanny: Person = { email: uniqueEmail('identity'), first: 'Fanny', last: 'Mendelssohn' };
  await openScreen(page, '/sign-up');
  // Rules §2: the sign-up screen offers the platform identity only.
  await expect(page.getByRole('button', { name: `Sign up with ${social}` })).toHaveCount(0);
  const picker = await openPicker(page, `Sign up with ${identity}`, identity);
  // The provider's own page: its picker of demo people, at the provider's address.
  expect(new URL(picker.url()).pathname).toMatch(/^\/interaction\//);
  await expect(picker.getByRole('button', { name: /Clara Wieck/ })).toBeVisible();
  await picker.close();
  await signInThroughPopup(page, `Sign up with ${identity}`, identity, fanny);
  await expect(flashRegion(page)).toContainText(signedUp(identity));
  await expect(page).toHaveURL(/\/compositions\/?$/);
  await signOut(page, 'Fanny Mendelssohn');

  const louise: Person = { email: uniqueEmail('social'), first: 'Louise', last: 'Farrenc' };
  await openScreen(page, '/sign-in');
  await signInThroughPopup(page, `Sign in with ${social}`, social, louise);
  await expect(flashRegion(page)).toContainText(signedUp(social));
  await signOut(page, 'Louise Farrenc');

  await openScreen(page, '/sign-in');
  await signInThroughPopup(page, `Sign in with ${social}`, social, louise);
  await expect(flashRegion(page)).toContainText(signedIn(social));
  await expect(page.getByRole('button', { name: 'Louise Farrenc' })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('currentuser') ?? '');
  expect(JSON.parse(stored)).toMatchObject({ user: { email: louise.email, email_verified: true } });
  await signOut(page, 'Louise Farrenc');

  // The identity provider asks who signs in again, and knows Fanny by now.
  await openScreen(page, '/sign-in');
  await signInThroughPopup(page, `Sign in with ${identity}`, identity, fanny);
  await expect(flashRegion(page)).toContainText(signedIn(identity));
  await expect(page.getByRole('button', { name: 'Fanny Mendelssohn' })).toBeVisible();
});

test("an email that has a password account gets 'Looks like you're already signed up…' from either provider", async ({
  page,
}) => {
  const email = uniqueEmail('has-password');
  await registerByApi(email, 'sonata-in-a-minor');
  const person: Person = { email, first: 'Pat', last: 'Listener' };
  const message = alreadySignedUp(email);
  for (const provider of [identity, social]) {
    await openScreen(page, '/sign-in');
    await signInThroughPopup(page, `Sign in with ${provider}`, provider, person);
    await expect(flashRegion(page)).toContainText(message);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('currentuser'))).toBeNull();
  }
});

test('cancelling on the provider shows the sign-in alert; closing the popup shows nothing', async ({ page }) => {
  for (const provider of [identity, social]) {
    await openScreen(page, '/sign-in');
    const popup = await openPicker(page, `Sign in with ${provider}`, provider);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await closed;
    await expect(page.getByRole('alert')).toHaveText(popupFailed(provider));
  }

  await openScreen(page, '/sign-in');
  const popup = await openPicker(page, `Sign in with ${identity}`, identity);
  await popup.close();
  const button = page.getByRole('button', { name: `Sign in with ${identity}` });
  // The site notices the closed popup within its polling interval and lets the visitor try again.
  await expect(button).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(flashRegion(page)).toBeEmpty();
});
