import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, type Page } from '@playwright/test';
import { readOutbox, type OutboxEntry } from '../../../server/src/mail/outbox-mailer.ts';
import { apiBase } from './e2e-env.ts';

/**
 * Helpers of the accounts journeys (tests/e2e/accounts.spec.ts): the started API's mail
 * outbox and database (global setup exposes both), and its auth routes called directly.
 */

function outbox(): string {
  const folder = process.env['E2E_MAIL_OUTBOX'];
  if (!folder)
    throw new Error('E2E_MAIL_OUTBOX is not set: the accounts journeys need the API started by the global setup.');
  return folder;
}

/** Every message sent to an address so far, oldest first. */
export async function mailsTo(email: string): Promise<OutboxEntry[]> {
  return (await readOutbox(outbox())).filter((m) => m.to.toLowerCase() === email.toLowerCase());
}

/**
 * Waits for the next message to an address whose subject matches, after `seen` messages to it
 * (mail leaves after the HTTP answer, so the folder is polled).
 */
export async function nextMail(email: string, seen: number, subject: RegExp, timeoutMs = 10_000): Promise<OutboxEntry> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const mails = await mailsTo(email);
    const found = mails.slice(seen).find((m) => subject.test(m.subject));
    if (found) return found;
    await sleep(100);
  }
  throw new Error(`No mail matching ${subject} reached ${email} within ${timeoutMs} ms`);
}

/** A POST with a JSON body to an auth route of the API (e.g. '/api/token/'). */
export async function apiPost(path: string, body: Record<string, string>): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${apiBase()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

/** A fresh address for one test. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Registers an account through the API (for journeys that start from an existing account). */
export async function registerByApi(email: string, password: string, first: string, last: string): Promise<void> {
  const answer = await apiPost('/rest-auth/registration/', {
    email,
    password1: password,
    password2: password,
    first_name: first,
    last_name: last,
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
}

/**
 * Makes an address's unused magic links 16 minutes old in the API's database, as if they had
 * been mailed before the 15-minute lifetime (the server's clock cannot be moved from here).
 * Answers how many links were aged.
 */
export function ageMagicLinks(email: string): number {
  const file = process.env['E2E_API_DATABASE'];
  if (!file)
    throw new Error('E2E_API_DATABASE is not set: the accounts journeys need the API started by the global setup.');
  const db = new DatabaseSync(file);
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

/** Waits until every island of the page has hydrated (Astro drops `ssr` from a hydrated island). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** The flash messages' live region. */
export function flashRegion(page: Page) {
  return page.locator('[data-flash-region]');
}

declare global {
  interface Window {
    __flashSpan?: { shown?: number; gone?: number };
  }
}

/**
 * Starts timing, in the page, how long a flash message stays: from the moment its text enters
 * the flash region until it leaves (page clock, so the test's own polling does not count).
 * Answers a function that waits until the message has come and gone and gives its time in ms.
 */
export async function timeFlash(page: Page, message: string): Promise<() => Promise<number>> {
  await page.evaluate((text) => {
    const span: { shown?: number; gone?: number } = {};
    window.__flashSpan = span;
    const check = (): void => {
      const present = [...document.querySelectorAll('[data-flash-region]')].some((region) =>
        region.textContent.includes(text),
      );
      if (present && span.shown === undefined) span.shown = performance.now();
      if (!present && span.shown !== undefined && span.gone === undefined) span.gone = performance.now();
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, message);
  return async () => {
    await expect
      .poll(() => page.evaluate(() => window.__flashSpan?.gone !== undefined), { timeout: 20_000 })
      .toBe(true);
    return page.evaluate(() => (window.__flashSpan?.gone ?? 0) - (window.__flashSpan?.shown ?? 0));
  };
}
