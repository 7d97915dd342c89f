import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, type Page } from '@playwright/test';
import { apiBase } from './e2e-env.ts';

/** The started API's mail outbox (global setup exposes it as E2E_MAIL_OUTBOX). */
function outbox(): string {
  const folder = process.env['E2E_MAIL_OUTBOX'];
  if (!folder)
    throw new Error('E2E_MAIL_OUTBOX is not set: the live-stream journeys need the API that global setup starts.');
  return folder;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string;
}

/** Polls the outbox (mail leaves after the HTTP answer) for a message to `to` whose link contains `marker`. */
async function waitForMail(to: string, marker: string): Promise<Mail> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = await readdir(outbox()).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith('.json'))) {
      const mail = JSON.parse(await readFile(join(outbox(), file), 'utf8')) as Mail;
      if (mail.to === to && mail.link.includes(marker)) return mail;
    }
    await sleep(100);
  }
  throw new Error(`No mail to ${to} with a link containing ${marker} arrived.`);
}

async function post(path: string, body: Record<string, string>): Promise<Response> {
  return fetch(`${apiBase()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Signs a fresh listener in, in the browser, through the real flow: registration through the
 * API, then the emailed magic link (which verifies the address) opened in the page.
 */
export async function signInVerifiedListener(page: Page): Promise<string> {
  const email = `live-listener-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const password = 'correct horse battery staple';
  const registered = await post('/rest-auth/registration/', { email, password1: password, password2: password });
  expect(registered.status, await registered.clone().text()).toBe(201);
  const asked = await post('/api/sesame_login/', { email });
  expect(asked.status).toBe(200);
  const mail = await waitForMail(email, '/magic/');
  await page.goto(mail.link);
  await expect(page).not.toHaveURL(/\/magic\//, { timeout: 15_000 });
  return email;
}
