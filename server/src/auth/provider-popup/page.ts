import { createHash } from 'node:crypto';

/** The `type` of the message the callback page posts to the site (src/lib/auth-client/provider-popup.ts). */
export const PROVIDER_LOGIN_MESSAGE = 'concert-library:provider-login';

/** What the callback page posts to `window.opener`: the provider's tokens, or an error code. */
export type PopupMessage =
  | { type: typeof PROVIDER_LOGIN_MESSAGE; provider: string; id_token: string; user?: string }
  | { type: typeof PROVIDER_LOGIN_MESSAGE; provider: string; access_token: string; email?: string }
  | { type: typeof PROVIDER_LOGIN_MESSAGE; provider: string; error: string };

/** A page of the popup and the Content-Security-Policy that lets its one inline script run. */
export interface PopupPage {
  html: string;
  csp: string;
}

/**
 * Posts the message once to each configured site origin and closes the popup. A message whose
 * targetOrigin is not the opener's origin is dropped by the browser, so only a site window
 * receives the tokens; '*' is never used. The data sits in a JSON block, so the script (and
 * its CSP hash) is the same on every page.
 */
export const MESSAGE_SCRIPT =
  "(() => { const data = JSON.parse(document.getElementById('provider-login').textContent); " +
  'if (window.opener) for (const origin of data.origins) window.opener.postMessage(data.message, origin); ' +
  'window.close(); })();';

/** Re-submits the provider's form_post from this origin (see `relayPage`). */
export const RELAY_SCRIPT = 'document.forms[0].submit();';

/** The pages' one style block, allowed by its hash as well. */
const STYLE = 'body{font:16px system-ui,sans-serif;margin:2rem;text-align:center}';

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const policy = (script: string, formAction: string) =>
  `default-src 'none'; script-src ${hashSource(script)}; style-src ${hashSource(STYLE)}; base-uri 'none'; ` +
  `form-action ${formAction}; frame-ancestors 'none'`;

/** Text for an HTML attribute or element. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that cannot end the `<script>` block it sits in. */
function inertJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function htmlDocument(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer">` +
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>` +
    `<style>${STYLE}</style></head><body>${body}</body></html>`
  );
}

/** The callback's answer: posts `message` to the opener at each of `origins`, then closes itself. */
export function messagePage(message: PopupMessage, origins: readonly string[]): PopupPage {
  const text = 'error' in message ? 'Sign-in did not complete.' : 'Signing you in…';
  const html = htmlDocument(
    text,
    `<p>${text} You can close this window.</p>` +
      `<script type="application/json" id="provider-login">${inertJson({ message, origins })}</script>` +
      `<script>${MESSAGE_SCRIPT}</script>`,
  );
  return { html, csp: policy(MESSAGE_SCRIPT, "'none'") };
}

/**
 * A provider's form_post arrives from its own site, so the browser leaves out the SameSite=Lax
 * flow cookie. This page posts the same fields again from this origin, with the cookie, and
 * `relay=1` so a second miss is an error rather than a loop.
 */
export function relayPage(action: string, fields: Readonly<Record<string, string>>): PopupPage {
  const inputs = Object.entries({ ...fields, relay: '1' })
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const html = htmlDocument(
    'Signing you in…',
    `<form method="post" action="${escapeHtml(action)}">${inputs}` +
      `<noscript><button type="submit">Continue</button></noscript></form><script>${RELAY_SCRIPT}</script>`,
  );
  return { html, csp: policy(RELAY_SCRIPT, "'self'") };
}
