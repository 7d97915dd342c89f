import type { Consent } from './test-oauth-endpoints.ts';

/** The request a browser makes to a popup callback once the provider is done with it. */
export interface CallbackRequest {
  method: 'GET' | 'POST';
  url: string;
  /** The fields of a form_post. */
  form?: Record<string, string>;
}

const unescapeHtml = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The POST a browser makes when it submits the first form of a page (a form_post, or the server's relay). */
export function submittedForm(html: string): CallbackRequest {
  const action = /<form method="post" action="([^"]*)">/.exec(html)?.[1];
  if (action === undefined) throw new Error(`Not a form_post page: ${html}`);
  const form: Record<string, string> = {};
  for (const [, name = '', value = ''] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    form[unescapeHtml(name)] = unescapeHtml(value);
  return { method: 'POST', url: unescapeHtml(action), form };
}

/**
 * Plays the browser's part on the authorization page: loads `authorizeUrl` with the visitor's
 * consent and answers the request the browser then makes to the callback: a GET with a query
 * (a redirect), or the POST of a form_post page.
 */
export async function authorizeInBrowser(authorizeUrl: string, consent: Consent | 'deny'): Promise<CallbackRequest> {
  const response = await fetch(authorizeUrl, {
    redirect: 'manual',
    headers: { 'x-test-consent': consent === 'deny' ? 'deny' : JSON.stringify(consent) },
  });
  const body = await response.text();
  const location = response.headers.get('location');
  if (response.status === 302 && location !== null) return { method: 'GET', url: location };
  if (response.status === 200) return submittedForm(body);
  throw new Error(`The authorization page answered ${response.status}: ${body}`);
}
