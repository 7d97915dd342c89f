import { DatabaseSync } from 'node:sqlite';
import { expect, type Page } from '@playwright/test';
import { readOutbox, type OutboxEntry } from '../../../server/src/mail/outbox-mailer.ts';
import { CURRENT_USER_KEY } from '../../../src/lib/session/stored-session.ts';
import { AFTER_ANSWERS_PATH } from './after-answers-path.ts';
import { apiBase, siteUrl } from './e2e-env.ts';

/**
 * The one place the browser journeys make accounts, read the mail the API sends and sign in:
 * through the API that global setup starts (tests/e2e/support/e2e-api.ts), its mail outbox and
 * its database. Mail leaves after the HTTP answer, so every read of the outbox first waits for
 * the API to say that the work left after its answers is done: no polling, and "no mail was
 * sent" means it.
 */

/** A setting global setup writes for the API it starts; absent when the suite runs against another API. */
function startedApiSetting(name: 'E2E_MAIL_OUTBOX' | 'E2E_API_DATABASE'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: account journeys need the API that the global setup starts.`);
  return value;
}

/** A POST with a JSON body to the API (e.g. '/api/token/'); answers the status and the parsed body. */
export async function apiPost(
  path: string,
  body: Record<string, string>,
  base = apiBase(),
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

/**
 * Fails unless the API answered `status`. Plain errors rather than Playwright's `expect`, so the
 * helpers also serve scripts outside the test runner (scripts/bench/bench-js.ts).
 */
function answered(answer: { status: number; json: unknown }, status: number, what: string): void {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
}

/** Waits until the work the API left after every answer it has given (mail) is done. */
export async function afterAnswers(): Promise<void> {
  answered(
    await apiPost(AFTER_ANSWERS_PATH, {}),
    200,
    `${AFTER_ANSWERS_PATH} (only the API global setup starts has it)`,
  );
}

/** Every message sent to an address for the answers given so far, oldest first. */
export async function mailsTo(email: string): Promise<OutboxEntry[]> {
  await afterAnswers();
  return (await readOutbox(startedApiSetting('E2E_MAIL_OUTBOX'))).filter(
    (m) => m.to.toLowerCase() === email.toLowerCase(),
  );
}

/**
 * The first message to an address, after the `seen` it had, whose subject matches (or whose
 * link contains the text): call it once the request that mails it has been answered.
 */
export async function nextMail(email: string, seen: number, match: RegExp | string): Promise<OutboxEntry> {
  const mails = (await mailsTo(email)).slice(seen);
  const found = mails.find((m) => (typeof match === 'string' ? (m.link ?? '').includes(match) : match.test(m.subject)));
  if (!found) throw new Error(`No mail matching ${String(match)} went to ${email}: ${mails.length} new ones did.`);
  return found;
}

/** A fresh address for one test. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Registers an account through the API (for journeys that start from an existing account). */
export async function registerByApi(
  email: string,
  password: string,
  first = 'Pat',
  last = 'Listener',
  base = apiBase(),
): Promise<void> {
  const answer = await apiPost(
    '/rest-auth/registration/',
    { email, password1: password, password2: password, first_name: first, last_name: last },
    base,
  );
  answered(answer, 201, 'Registration');
}

/** A listener made through the API, and the session `/api/token/` gave them. */
export interface Listener {
  email: string;
  password: string;
  /** The session JSON as `/api/token/` answered it (what the site stores under `currentuser`). */
  session: Record<string, unknown>;
}

/** Signs a registered listener in with the password through `/api/token/`, checking whether the email counts as verified. */
async function passwordSession(
  email: string,
  password: string,
  verified: boolean,
  base = apiBase(),
): Promise<Listener> {
  const token = await apiPost('/api/token/', { email, password }, base);
  answered(token, 200, '/api/token/');
  const session = token.json as Record<string, unknown>;
  if ((session['user'] as { email_verified?: boolean } | undefined)?.email_verified !== verified)
    throw new Error(`The session of ${email} is ${verified ? 'not ' : ''}verified.`);
  return { email, password, session };
}

/** An API a journey started for itself (support/publishing-site.ts): its address, and the links of the mail it sent. */
export interface OwnApi {
  readonly apiBase: string;
  mailedLink(email: string, part: string): Promise<string>;
}

/** The API global setup starts, as an {@link OwnApi}. */
const sharedApi: OwnApi = {
  get apiBase() {
    return apiBase();
  },
  mailedLink: async (email, part) => (await nextMail(email, 0, part)).link ?? '',
};

/**
 * Registers a new listener (named Pat Listener unless told otherwise), confirms the emailed
 * verification key through the API, and signs in with `/api/token/`; on the API global setup
 * starts unless told another.
 */
export async function createVerifiedListener(
  label: string,
  name: { first: string; last: string } = { first: 'Pat', last: 'Listener' },
  api: OwnApi = sharedApi,
): Promise<Listener> {
  const email = uniqueEmail(label);
  const password = 'listen-well-2026';
  await registerByApi(email, password, name.first, name.last, api.apiBase);
  await apiPost(AFTER_ANSWERS_PATH, {}, api.apiBase);
  const link = await api.mailedLink(email, '/email-confirm/');
  const key = decodeURIComponent(link.split('/email-confirm/')[1]?.replace(/\/$/, '') ?? '');
  answered(await apiPost('/rest-auth/registration/verify-email/', { key }, api.apiBase), 200, 'verify-email');
  return passwordSession(email, password, true, api.apiBase);
}

/**
 * Registers a new listener who never confirms the email, and signs in with the password through
 * `/api/token/` (the server lets unverified accounts sign in; only their stream requests answer
 * 403). The site itself signs in only by emailed link, which confirms the email, so the session
 * goes into `currentuser` as the site stores it ({@link signInPage}).
 */
export async function createUnverifiedListener(label: string): Promise<Listener> {
  const email = uniqueEmail(label);
  const password = 'listen-well-2026';
  await registerByApi(email, password);
  return passwordSession(email, password, false);
}

/** Stores the session under `currentuser` as the site does (its JSON text), from a page of the site (`home`). */
export async function signInPage(page: Page, listener: Listener, home = siteUrl('/')): Promise<void> {
  await page.goto(home);
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [
    CURRENT_USER_KEY,
    JSON.stringify(listener.session),
  ] as const);
}

/**
 * Signs a fresh listener in, in the browser, through the real flow: registration through the
 * API, then the emailed magic link (which verifies the address) opened in the page.
 */
export async function signInByEmailedLink(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await registerByApi(email, 'correct horse battery staple');
  const seen = (await mailsTo(email)).length;
  answered(await apiPost('/api/sesame_login/', { email }), 200, '/api/sesame_login/');
  const mail = await nextMail(email, seen, '/magic/');
  await page.goto(mail.link ?? '');
  await expect(page).not.toHaveURL(/\/magic\//, { timeout: 15_000 });
  return email;
}

/**
 * Makes an address's unused magic links 16 minutes old in the API's database, as if they had
 * been mailed before the 15-minute lifetime (the server's clock cannot be moved from here).
 * Answers how many links were aged.
 */
export function ageMagicLinks(email: string): number {
  const db = new DatabaseSync(startedApiSetting('E2E_API_DATABASE'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const now = Date.now();
    const result = db
      .prepare(
        "UPDATE one_time_tokens SET created_at = ?, expires_at = ? WHERE purpose = 'magic' AND used_at IS NULL " +
          'AND user_id = (SELECT id FROM users WHERE email = ?)',
      )
      .run(new Date(now - 16 * 60_000).toISOString(), new Date(now - 60_000).toISOString(), email.toLowerCase());
    return Number(result.changes);
  } finally {
    db.close();
  }
}
