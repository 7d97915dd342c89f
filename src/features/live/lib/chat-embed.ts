/**
 * The embedded live chat (rules §2: "an embedded chat when live and a chat_code
 * exists"). The chat service is the orchestra's choice, configured as one URL template with
 * `{code}` where a stream's chat_code goes (the CHAT_EMBED_URL setting).
 */

/**
 * The sandbox of the chat's iframe: the chat may run its own script, keep its own origin (its
 * sign-in and storage), post its form and open links in new tabs, nothing more. The chat must
 * live on another origin than the site, or these rights together would let it lift its sandbox.
 */
export const CHAT_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The chat's address for a stream's chat_code, or null when there is no chat: no code, no
 * configured template, or a template that is not an absolute https URL (a chat must never
 * load over plain http, bar a chat on this machine during development, or from a
 * `javascript:` URL). The code is URL-encoded, so it stays one path segment or query value.
 */
export function chatEmbedUrl(template: string, chatCode: string): string | null {
  const code = chatCode.trim();
  if (code === '' || !template.includes('{code}')) return null;
  let url: URL;
  try {
    url = new URL(template.replaceAll('{code}', encodeURIComponent(code)));
  } catch {
    return null;
  }
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) ? url.href : null;
}
