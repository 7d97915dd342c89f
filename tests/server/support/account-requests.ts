import { request } from 'node:http';
import type { OutboxEntry } from '../../../server/src/mail/outbox-mailer.ts';
import type { TestServer } from './test-server.ts';

/** An answer as the account suites read it. */
export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed JSON body, `undefined` when empty: the tests read it through the contract's schemas. */
  body: unknown;
}

/**
 * Sends a request to the test server. Bodies are form-encoded by default, as the spec's client
 * sends most of them; `json: true` sends JSON; a string body is sent as it is.
 */
export async function send(
  server: TestServer,
  method: 'POST' | 'DELETE',
  path: string,
  body?: Record<string, string> | string | unknown[],
  options: { json?: boolean; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  let payload: string | URLSearchParams | undefined;
  if (typeof body === 'string') payload = body;
  else if (body && (options.json || Array.isArray(body))) {
    payload = JSON.stringify(body);
    headers['content-type'] ??= 'application/json';
  } else if (body) payload = new URLSearchParams(body);
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    ...(payload === undefined ? {} : { body: payload }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** POST with a form-encoded (or, with `json`, JSON) body. */
export const post = (
  server: TestServer,
  path: string,
  body?: Record<string, string> | string | unknown[],
  options?: { json?: boolean; headers?: Record<string, string> },
) => send(server, 'POST', path, body, options);

/**
 * POSTs a form with a forged Host header (fetch always sends the real one), to prove that
 * emailed links never come from the request's Host. Answers the status.
 */
export function postWithHost(
  server: TestServer,
  path: string,
  form: Record<string, string>,
  host: string,
): Promise<number> {
  const body = new URLSearchParams(form).toString();
  const headers = {
    host,
    'x-forwarded-host': host,
    'content-type': 'application/x-www-form-urlencoded',
    'content-length': String(Buffer.byteLength(body)),
  };
  return new Promise((resolve, reject) => {
    const outgoing = request(`${server.url}${path}`, { method: 'POST', headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Every mail sent to an address for the answers received so far. Mail leaves after the answer
 * (AfterAnswer), so this first waits until that work is done: the positive signal that lets a
 * test say "no mail was sent" without sleeping and hoping.
 */
export async function mailsTo(server: TestServer, to: string): Promise<OutboxEntry[]> {
  await server.app.afterAnswer.drain();
  return (await server.outbox()).filter((mail) => mail.to === to);
}

/** The `count`-th mail to an address (the last one wanted), once the work left after every answer so far is done. */
export async function waitForMail(server: TestServer, to: string, count = 1): Promise<OutboxEntry> {
  const mails = await mailsTo(server, to);
  const wanted = mails[count - 1];
  if (!wanted) throw new Error(`No mail number ${count} to ${to}: ${mails.length} went to it.`);
  return wanted;
}

/** The last path segment of an emailed link (the key or token), after checking the link's prefix. */
export function tokenIn(link: string | undefined, prefix: string): string {
  if (!link?.startsWith(prefix)) throw new Error(`Link ${link} does not start with ${prefix}.`);
  return link.slice(prefix.length);
}

/** Where emailed links point in the suites (SITE_ORIGIN http://site.test and the default base path). */
export const SITE = 'http://site.test/music/concert-library';

/** Registers an account through the API and confirms its email through the emailed link. */
export async function registerUser(server: TestServer, email: string, password: string, verify = true): Promise<void> {
  const answer = await post(server, '/rest-auth/registration/', {
    email,
    password1: password,
    password2: password,
    first_name: 'Test',
    last_name: 'User',
  });
  if (answer.status !== 201) throw new Error(`Registration failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  if (!verify) return;
  const key = tokenIn((await waitForMail(server, email)).link, `${SITE}/email-confirm/`);
  const confirmed = await post(server, '/rest-auth/registration/verify-email/', { key }, { json: true });
  if (confirmed.status !== 200) throw new Error(`Verification failed: ${confirmed.status}`);
}

/** Signs in with email and password; answers the session body, for the caller to parse with SessionSchema. */
export async function signIn(server: TestServer, email: string, password: string): Promise<unknown> {
  const answer = await post(server, '/api/token/', { email, password });
  if (answer.status !== 200) throw new Error(`Sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Sends `Authorization: Bearer` with a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
