import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { expect } from 'vitest';
import { PROVIDER_CALLBACK_MESSAGE } from '../../../src/lib/auth-client/provider-popup.ts';

/**
 * The pages of the web sign-in popup as a browser would run them: their CSP checked to allow
 * exactly their one inline script, which is run against a fake opener to see what it posts.
 */

/** A popup page as the browser gets it. */
export interface Page {
  status: number;
  headers: Headers;
  html: string;
}

/** What the page's script did in a browser whose opener is a site window. */
interface PageRun {
  posted: { message: Record<string, unknown>; targetOrigin: string }[];
  closed: boolean;
}

/** The page's one inline script, after checking that its CSP allows exactly it, by hash. */
export function inlineScript(page: Page): string {
  const scripts = [...page.html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  expect(scripts).toHaveLength(1);
  const script = scripts[0] ?? '';
  const csp = page.headers.get('content-security-policy') ?? '';
  const hash = createHash('sha256').update(script).digest('base64');
  expect(csp).toContain(`script-src 'sha256-${hash}';`);
  expect(csp).toContain("default-src 'none'");
  expect(csp).not.toContain('unsafe-inline');
  return script;
}

/** Runs the callback page's script against a fake opener and records what it posts. */
export function runCallbackPage(page: Page): PageRun {
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page.headers.get('cache-control')).toBe('no-store');
  const script = inlineScript(page);
  const data = /<script type="application\/json" id="provider-login">([\s\S]*?)<\/script>/.exec(page.html)?.[1];
  const run: PageRun = { posted: [], closed: false };
  const window = {
    opener: {
      postMessage: (message: unknown, targetOrigin: string) =>
        // The round trip through JSON brings the page's object out of its context as plain data.
        run.posted.push({ message: JSON.parse(JSON.stringify(message)) as Record<string, unknown>, targetOrigin }),
    },
    close: () => {
      run.closed = true;
    },
  };
  const document = { getElementById: (id: string) => (id === 'provider-login' ? { textContent: data } : null) };
  runInNewContext(script, { window, document });
  return run;
}

/** The one message the page posts, after checking it goes to each of `siteOrigins` and nowhere else. */
export function postedMessage(page: Page, siteOrigins: readonly string[]): Record<string, unknown> {
  const run = runCallbackPage(page);
  expect(run.closed).toBe(true);
  expect(run.posted.map((p) => p.targetOrigin)).toEqual(siteOrigins);
  const [first, ...others] = run.posted.map((p) => p.message);
  for (const other of others) expect(other).toEqual(first);
  expect(first?.['type']).toBe(PROVIDER_CALLBACK_MESSAGE);
  return first ?? {};
}
