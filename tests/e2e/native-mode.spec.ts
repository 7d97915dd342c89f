import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { CURRENT_USER_KEY } from '../../src/lib/session/stored-session.ts';
import { uniqueEmail } from './support/accounts.ts';
import { analyticsReportsOf } from './support/analytics-reports.ts';
import { nativeSiteUrl } from './support/e2e-env.ts';
import { flashRegion } from './support/flash-messages.ts';
import { hydrated } from './support/islands.ts';
import { NATIVE_APP_CLIENT_ID, NATIVE_IDENTITY_PROVIDER, nativeIdToken } from './support/native-identity.ts';
import { installStandInWrapper, type BridgeMessage, type StandInWrapper } from './support/native-wrapper.ts';

/**
 * The site as the iOS and Android wrappers load it (built with NATIVE_MODE and ANDROID_MODE by
 * global setup), driven in Chromium with a stand-in wrapper in the page
 * (tests/e2e/support/native-wrapper.ts): sharing goes to the wrapper's share sheet, provider
 * sign-in through the wrapper's sign-in sheet, and the session lives in the Android wrapper's
 * storage (README "Native mode", rules §1, §2 and §3).
 */

const SITE_PATH = new URL(nativeSiteUrl('/')).pathname.replace(/\/$/, '');
const EROICA = '/composition/beethoven-symphony-3';
const EROICA_TITLE = 'Symphony No. 3 in E-flat major, "Eroica"';

/** The site route of the page's address. */
function sitePathOf(page: Page): string {
  return new URL(page.url()).pathname.slice(SITE_PATH.length).replace(/\/$/, '') || '/';
}

/** Counts the windows the page opens: `window.open` calls, Web Share calls and popups Chromium reports. */
async function recordWindows(page: Page): Promise<() => Promise<number>> {
  let popups = 0;
  page.on('popup', () => void (popups += 1));
  await page.addInitScript(() => {
    const calls = { count: 0 };
    const open = window.open.bind(window);
    Object.assign(window, {
      __windowCalls: calls,
      open: (...args: Parameters<typeof window.open>) => ((calls.count += 1), open(...args)),
    });
    Object.defineProperty(navigator, 'share', { value: () => ((calls.count += 1), Promise.resolve()) });
  });
  return async () =>
    popups +
    (await page.evaluate(() => (window as unknown as { __windowCalls: { count: number } }).__windowCalls.count));
}

/** A visitor of the platform identity provider, with the name the platform gives on the first sign-in. */
interface PlatformVisitor {
  readonly sub: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

function platformVisitor(label: string): PlatformVisitor {
  return { sub: randomUUID(), email: uniqueEmail(label), firstName: 'Clara', lastName: 'Wieck' };
}

/** The app's answer once `visitor` is through the platform's sign-in sheet: the credential of rules §7. */
function signsInAs(visitor: PlatformVisitor) {
  return async (request: BridgeMessage): Promise<BridgeMessage> => ({
    type: 'provider-sign-in-result',
    requestId: request['requestId'],
    id_token: await nativeIdToken(visitor),
    user: JSON.stringify({ name: { firstName: visitor.firstName, lastName: visitor.lastName } }),
    client_id: NATIVE_APP_CLIENT_ID,
  });
}

/** The provider sign-in requests the site posted to the wrapper. */
function signInRequests(wrapper: StandInWrapper): BridgeMessage[] {
  return wrapper.posted.filter((m) => m['type'] === 'provider-sign-in');
}

/** Signs a new visitor up on /sign-in through the wrapper, and waits until the site shows them signed in. */
async function signUpThroughWrapper(page: Page, wrapper: StandInWrapper, visitor: PlatformVisitor): Promise<void> {
  wrapper.answerSignIn(signsInAs(visitor));
  await page.goto(nativeSiteUrl('/sign-in'));
  await hydrated(page);
  await page.getByRole('button', { name: 'Sign in with Apple' }).click();
  await expect(flashRegion(page)).toContainText("You're now signed up to login to the Listening Library with Apple.");
  await expect.poll(() => sitePathOf(page)).toBe('/compositions');
  await expect(page.getByRole('button', { name: `${visitor.firstName} ${visitor.lastName}` })).toBeVisible();
}

test('Share posts the share message to the wrapper and opens no window', async ({ page }) => {
  const wrapper = await installStandInWrapper(page);
  const windows = await recordWindows(page);
  await page.goto(nativeSiteUrl(EROICA));
  await page.getByRole('link', { name: 'Share' }).click();
  // A click before the share script is ready is kept and replayed once it is (lost-clicks.spec.ts).
  await expect.poll(() => wrapper.posted).toEqual([{ type: 'share', url: nativeSiteUrl(EROICA), title: EROICA_TITLE }]);
  // The share went to the wrapper instead of a 550x400 window or the browser's share sheet, and the page stays.
  expect(await windows()).toBe(0);
  expect(sitePathOf(page)).toBe(EROICA);
});

test('provider sign-in goes through the wrapper and signs the visitor up, then in', async ({ page }) => {
  const wrapper = await installStandInWrapper(page);
  const windows = await recordWindows(page);
  const visitor = platformVisitor('native-sign-in');
  await signUpThroughWrapper(page, wrapper, visitor);
  expect(signInRequests(wrapper)).toEqual([
    {
      type: 'provider-sign-in',
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
      kind: 'identity',
      provider: NATIVE_IDENTITY_PROVIDER,
    },
  ]);
  // The wrapper's sheet replaced the web popup.
  expect(await windows()).toBe(0);

  // Signed out, the same platform account signs in again: a known account now.
  await page.getByRole('button', { name: 'Clara Wieck' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(flashRegion(page)).toContainText("You're signed out.");
  await page.goto(nativeSiteUrl('/sign-in'));
  await hydrated(page);
  await page.getByRole('button', { name: 'Sign in with Apple' }).click();
  await expect(flashRegion(page)).toContainText("You're signed in with Apple.");
  await expect.poll(() => sitePathOf(page)).toBe('/compositions');
  const [first, second] = signInRequests(wrapper);
  expect(second?.['requestId']).not.toBe(first?.['requestId']);
});

test("a sign-in the visitor cancels in the wrapper's sheet shows nothing; a failed one the spec's alert", async ({
  page,
}) => {
  const wrapper = await installStandInWrapper(page);
  await page.goto(nativeSiteUrl('/sign-in'));
  await hydrated(page);
  const button = page.getByRole('button', { name: 'Sign in with Apple' });

  wrapper.answerSignIn((request) =>
    Promise.resolve({ type: 'provider-sign-in-result', requestId: request['requestId'], error: 'cancelled' }),
  );
  await button.click();
  await expect.poll(() => signInRequests(wrapper).length).toBe(1);
  // The form is free again once the cancelled sign-in is over, and nothing was said.
  await expect(button).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(flashRegion(page)).toHaveText('');

  wrapper.answerSignIn((request) =>
    Promise.resolve({ type: 'provider-sign-in-result', requestId: request['requestId'], error: 'sheet-failed' }),
  );
  await button.click();
  await expect(page.getByRole('alert')).toHaveText('Error signing in with Apple');
  expect(sitePathOf(page)).toBe('/sign-in');
});

test('the session is kept in the Android storage bridge and survives a reload', async ({ page }) => {
  const wrapper = await installStandInWrapper(page);
  const visitor = platformVisitor('native-storage');
  await signUpThroughWrapper(page, wrapper, visitor);

  const stored = wrapper.storageCalls.filter((m) => m['type'] === 'storage.set');
  expect(stored.length).toBeGreaterThan(0);
  const last = stored.at(-1) ?? {};
  expect(Object.keys(last).sort()).toEqual(['key', 'type', 'value']);
  expect(last['key']).toBe(CURRENT_USER_KEY);
  const session = JSON.parse(String(last['value'])) as { user: { email: string }; refresh: string };
  expect(session.user.email).toBe(visitor.email);
  expect(session.refresh).toEqual(expect.any(String));
  // Not in the web view's own storage.
  expect(await page.evaluate((key) => localStorage.getItem(key), CURRENT_USER_KEY)).toBeNull();

  // Whether the page is marked signed in before any script but the head's has run (the head script puts
  // the others in once the page has loaded): the sign-in prompts must not show in the first frame.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { __signedInFirstFrame: document.documentElement.hasAttribute('data-signed-in') });
    });
  });
  const readsBefore = wrapper.storageCalls.filter((m) => m['type'] === 'storage.get').length;
  await page.reload();
  await expect(page.getByRole('button', { name: 'Clara Wieck' })).toBeVisible();
  expect(wrapper.storageCalls.filter((m) => m['type'] === 'storage.get').length).toBeGreaterThan(readsBefore);
  expect(
    await page.evaluate(() => (window as unknown as { __signedInFirstFrame?: boolean }).__signedInFirstFrame),
  ).toBe(true);

  // Signing out removes it from the wrapper's storage, and a reload finds the visitor signed out.
  await page.getByRole('button', { name: 'Clara Wieck' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(flashRegion(page)).toContainText("You're signed out.");
  expect(wrapper.storageCalls.at(-1)).toEqual({ type: 'storage.remove', key: CURRENT_USER_KEY });
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('/sign-in and /sign-up do not send a signed-in visitor away', async ({ page }) => {
  const wrapper = await installStandInWrapper(page);
  const visitor = platformVisitor('native-stay');
  await signUpThroughWrapper(page, wrapper, visitor);
  const reports = await analyticsReportsOf(page);
  const pageViews = async () => (await reports()).filter((r) => r.name === 'pageview').map((r) => r.props['page']);

  // The screen counts its page view once it has decided to be shown to the visitor it knows is signed in.
  await page.goto(nativeSiteUrl('/sign-in'));
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Clara Wieck' })).toBeVisible();
  await expect.poll(pageViews).toEqual(['sign-in']);
  expect(sitePathOf(page)).toBe('/sign-in');
  await expect(page.getByRole('button', { name: 'Sign in with Apple' })).toBeEnabled();

  await page.goto(nativeSiteUrl('/sign-up'));
  await hydrated(page);
  await expect.poll(pageViews).toEqual(['sign-in', 'sign-up']);
  expect(sitePathOf(page)).toBe('/sign-up');
  await expect(page.getByRole('button', { name: 'Sign up with Apple' })).toBeVisible();
});
