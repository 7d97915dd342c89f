import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type CDPSession, type Page } from '@playwright/test';
import { nextMail } from './accounts.ts';

/**
 * The studio's journeys: its page at the studio's origin (a host name, `localhost`, since a passkey
 * cannot be bound to an IP address), the first admin's invitation made by the real command, and a
 * passkey device for a page (Chromium's virtual authenticator).
 */

/** A setting global setup writes for the studio; absent when the suite runs against another API. */
function studioSetting(name: 'E2E_STUDIO' | 'E2E_API_ENV'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: studio journeys need the API that the global setup starts.`);
  return value;
}

/** The studio's address, e.g. http://localhost:41234/music/concert-library/studio/, with a hash screen. */
export function studioUrl(screen = ''): string {
  return `${studioSetting('E2E_STUDIO')}${screen ? `#${screen}` : ''}`;
}

/** Runs `npm run studio:admin -- EMAIL` against the started API's database, and answers the mailed link. */
export async function inviteFirstAdmin(email: string): Promise<string> {
  const env = { ...process.env, ...(JSON.parse(studioSetting('E2E_API_ENV')) as Record<string, string>) };
  await promisify(execFile)(process.execPath, ['server/src/cli/studio-admin-cli.ts', email], { env });
  return invitationLink(email, 0);
}

/** The link of the `seen`+1-th invitation mailed to an address. */
export async function invitationLink(email: string, seen: number): Promise<string> {
  const mail = await nextMail(email, seen, '/studio/#/invitation/');
  if (!mail.link) throw new Error(`The invitation to ${email} has no link.`);
  return mail.link;
}

/** The passkey device each page holds, to take it away (a lost phone) and give another. */
const devices = new WeakMap<Page, { cdp: CDPSession; authenticatorId: string }>();

/** Gives the page a passkey device that creates and uses passkeys without asking (a fingerprint accepted). */
export async function addPasskeyDevice(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  devices.set(page, { cdp, authenticatorId });
}

/** Takes the page's passkey device away, with its passkeys, and gives it a new, empty one (a new phone). */
export async function replacePasskeyDevice(page: Page): Promise<void> {
  const device = devices.get(page);
  if (!device) throw new Error('The page has no passkey device to replace.');
  await device.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: device.authenticatorId });
  await addPasskeyDevice(page);
}

/** Accepts an invitation in the page: name, password, passkey; answers the recovery codes shown. */
export async function acceptInvitation(page: Page, link: string, name: string, password: string): Promise<string[]> {
  await page.goto(link);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Create my passkey' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const shown = await codes.allTextContents();
  await page.getByRole('button', { name: 'I have saved them: open the studio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  return shown;
}

/** Signs in at the studio's sign-in screen with the password, then the passkey. */
export async function signInToStudio(page: Page, email: string, password: string): Promise<void> {
  await page.goto(studioUrl('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Use my passkey' }).click();
}
