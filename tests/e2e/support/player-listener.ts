import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { CURRENT_USER_KEY } from '../../../src/lib/session/stored-session.ts';
import { apiBase, siteUrl } from './e2e-env.ts';

/** Helpers of tests/e2e/player.spec.ts: listeners created through the real account routes and mail outbox. */

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  link: string;
}

/** The started API's mail outbox (global setup sets E2E_MAIL_OUTBOX). */
function outboxDir(): string {
  const dir = process.env['E2E_MAIL_OUTBOX'];
  if (!dir)
    throw new Error('E2E_MAIL_OUTBOX is not set: the mail outbox is only known when the global setup starts the API.');
  return dir;
}

/** Polls the outbox (mail leaves after the HTTP answer) for a message to `to` whose link contains `linkPart`. */
export async function waitForMail(to: string, linkPart: string, timeoutMs = 15_000): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(outboxDir()).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      let message: Partial<OutboxMessage>;
      try {
        message = JSON.parse(await readFile(join(outboxDir(), name), 'utf8')) as Partial<OutboxMessage>;
      } catch {
        continue; // still being written: read again on the next pass
      }
      if (message.to === to && typeof message.link === 'string' && message.link.includes(linkPart))
        return message as OutboxMessage;
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`No mail to ${to} with a link containing ${linkPart} within ${timeoutMs} ms`);
}

async function post(path: string, body: Record<string, string>): Promise<Response> {
  return fetch(`${apiBase()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export interface Listener {
  email: string;
  password: string;
  /** The session JSON as `/api/token/` answered it (what the site stores under `currentuser`). */
  session: Record<string, unknown>;
}

/** Registers a new listener through the API; answers the address and password. */
async function registerListener(label: string): Promise<{ email: string; password: string }> {
  const email = `player-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const password = 'listen-well-2026';
  const registered = await post('/rest-auth/registration/', {
    email,
    password1: password,
    password2: password,
    first_name: 'Pat',
    last_name: 'Listener',
  });
  if (registered.status !== 201)
    throw new Error(`registration answered ${registered.status}: ${await registered.text()}`);
  return { email, password };
}

/** Signs a registered listener in with the password through `/api/token/`, checking whether the email counts as verified. */
async function passwordSession(email: string, password: string, verified: boolean): Promise<Listener> {
  const token = await post('/api/token/', { email, password });
  if (token.status !== 200) throw new Error(`/api/token/ answered ${token.status}: ${await token.text()}`);
  const session = (await token.json()) as Record<string, unknown>;
  if ((session['user'] as { email_verified?: boolean } | undefined)?.email_verified !== verified) {
    throw new Error(`the session is ${verified ? 'not ' : ''}verified`);
  }
  return { email, password, session };
}

/** Registers a new listener, confirms the emailed verification key, and signs in with `/api/token/`. */
export async function createVerifiedListener(label: string): Promise<Listener> {
  const { email, password } = await registerListener(label);
  const mail = await waitForMail(email, '/email-confirm/');
  const key = decodeURIComponent(mail.link.split('/email-confirm/')[1]?.replace(/\/$/, '') ?? '');
  const verified = await post('/rest-auth/registration/verify-email/', { key });
  if (verified.status !== 200) throw new Error(`verify-email answered ${verified.status}: ${await verified.text()}`);
  return passwordSession(email, password, true);
}

/**
 * Registers a new listener who never confirms the email, and signs in with the password through
 * `/api/token/` (the server lets unverified accounts sign in; only their stream requests answer
 * 403). The site itself signs in only by emailed link, which confirms the email, so the session
 * goes into `currentuser` as the site stores it ({@link signInPage}).
 */
export async function createUnverifiedListener(label: string): Promise<Listener> {
  const { email, password } = await registerListener(label);
  return passwordSession(email, password, false);
}

/** Stores the session under `currentuser` as the site does (its JSON text), from a page of the site. */
export async function signInPage(page: Page, listener: Listener): Promise<void> {
  await page.goto(siteUrl('/'));
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [
    CURRENT_USER_KEY,
    JSON.stringify(listener.session),
  ] as const);
}

/**
 * An init script that records every media element the page plays (the player's audio element
 * lives outside the document) with counts of the events that would mean playback stopped or
 * restarted, and a marker that only a full page load clears.
 */
export const RECORD_MEDIA = `(() => {
  window.__media = [];
  window.__pageLoads = (window.__pageLoads || 0) + 1;
  const originalPlay = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...args) {
    if (!window.__media.includes(this)) {
      window.__media.push(this);
      this.__events = { pause: 0, emptied: 0, abort: 0, ended: 0, loadstart: 0 };
      for (const name of Object.keys(this.__events)) this.addEventListener(name, () => { this.__events[name] += 1; });
    }
    return originalPlay.apply(this, args);
  };
})();`;

declare global {
  interface Window {
    __media: HTMLMediaElement[];
    __pageLoads: number;
    __marker?: string;
  }
  interface HTMLMediaElement {
    __events: Record<string, number>;
  }
}

/** The recorded audio elements that have a source (the player's), as seen from the page. */
export async function audioState(page: Page): Promise<{
  count: number;
  src: string;
  currentTime: number;
  paused: boolean;
  volume: number;
  muted: boolean;
  events: Record<string, number>;
}> {
  return page.evaluate(() => {
    const audios = window.__media.filter((m) => m instanceof HTMLAudioElement && m.getAttribute('src'));
    const audio = audios[0];
    return {
      count: audios.length,
      src: audio?.currentSrc ?? '',
      currentTime: audio?.currentTime ?? -1,
      paused: audio?.paused ?? true,
      volume: audio?.volume ?? 1,
      muted: audio?.muted ?? false,
      events: audio?.__events ?? {},
    };
  });
}
