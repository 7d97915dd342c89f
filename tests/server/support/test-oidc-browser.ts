import type { CallbackRequest } from './test-oauth-browser.ts';

const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, entity: string) =>
    entity === '#39' ? "'" : (({ amp: '&', lt: '<', gt: '>', quot: '"' } as Record<string, string>)[entity] ?? ''),
  );

/** The POST a browser makes when oidc-provider's form_post page submits itself. */
function formPost(html: string): CallbackRequest {
  const action = /<form method="post" action="([^"]*)">/.exec(html)?.[1];
  if (action === undefined) throw new Error(`Not a form_post page: ${html}`);
  const form: Record<string, string> = {};
  for (const [, name = '', value = ''] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\/?>/g))
    form[unescapeHtml(name)] = unescapeHtml(value);
  return { method: 'POST', url: unescapeHtml(action), form };
}

/** What the visitor does on the demo provider's picker: sign someone in, or cancel. */
export type PickerChoice = { email: string; firstName?: string; lastName?: string } | 'cancel';

/**
 * Plays a browser on a real OpenID Connect provider's pages (the demo identity provider, built
 * on oidc-provider): follows its redirects with its cookies, submits the picker, and answers the
 * request the browser then makes to the app's callback (the provider's form_post, or a redirect).
 */
export async function authorizeAtProvider(authorizeUrl: string, choice: PickerChoice): Promise<CallbackRequest> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const request = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { cookie: cookieHeader() } });
    remember(response);
    return response;
  };
  const origin = new URL(authorizeUrl).origin;
  let response = await request(authorizeUrl);
  let url = authorizeUrl;
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers.get('location');
    if (location !== null && response.status >= 300 && response.status < 400) {
      url = new URL(location, url).href;
      if (!url.startsWith(origin)) return { method: 'GET', url };
      response = await request(url);
      continue;
    }
    const html = await response.text();
    // oidc-provider answers an error's form_post with 400; anything else is a page of its own.
    if (response.status !== 200 && !(response.status === 400 && html.includes('<form method="post"')))
      throw new Error(`The provider answered ${response.status}: ${html}`);
    // The picker: its first form names a person, its second anyone by email.
    if (new URL(url).pathname.startsWith('/interaction/')) {
      const form =
        choice === 'cancel'
          ? { cancel: '1' }
          : {
              person: 'someone-else',
              email: choice.email,
              first_name: choice.firstName ?? '',
              last_name: choice.lastName ?? '',
            };
      response = await request(url, { method: 'POST', body: new URLSearchParams(form) });
      continue;
    }
    return formPost(html);
  }
  throw new Error('The provider redirected too often.');
}
