import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { SocialProvider } from './provider-config.ts';
import {
  ProviderTokenError,
  ProviderUnavailableError,
  profileName,
  type ProviderIdentity,
} from './provider-identity.ts';

/** Checks a social network access token and answers the identity behind it. */
export type AccessTokenVerifier = (ctx: Pick<AppContext, 'clock'>, accessToken: string) => Promise<ProviderIdentity>;

/** The token inspection answer (Facebook's `debug_token`). */
const TokenInfoSchema = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: z.union([z.string(), z.number()]).transform(String),
    user_id: z.union([z.string(), z.number()]).transform(String),
    /** Seconds since the epoch; 0 for a token that does not expire. */
    expires_at: z.number().optional(),
  }),
});

/** The profile answer (Facebook's `/me`). */
const ProfileSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

/** GETs a provider URL and reads its JSON; a 4xx means the token was refused. */
async function fetchJson<T extends z.ZodType>(url: URL, schema: T, what: string): Promise<z.output<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(5_000),
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    throw new ProviderUnavailableError(`The ${what} request failed.`, { cause: error });
  }
  if (response.status >= 400 && response.status < 500)
    throw new ProviderTokenError(`The ${what} request was refused (${response.status}).`);
  if (!response.ok) throw new ProviderUnavailableError(`The ${what} request answered ${response.status}.`);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success)
    throw new ProviderUnavailableError(`The ${what} answer could not be read.`, { cause: parsed.error });
  return parsed.data;
}

/** The provider URL with query parameters added. */
function withQuery(base: string, params: Record<string, string>): URL {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url;
}

/**
 * A verifier for one social network. The token is inspected with the app's own credentials,
 * so a token issued to another app (a confused-deputy attack) is refused, then the profile is
 * read with the token. The network only shares confirmed emails, so they count as verified.
 */
export function createAccessTokenVerifier(provider: SocialProvider): AccessTokenVerifier {
  return async (ctx, accessToken) => {
    const info = await fetchJson(
      withQuery(provider.tokenInfoUrl, { input_token: accessToken, access_token: provider.appToken }),
      TokenInfoSchema,
      'token inspection',
    );
    const { is_valid, app_id, user_id, expires_at } = info.data;
    if (!is_valid) throw new ProviderTokenError('The access token is not valid.');
    if (app_id !== provider.appId) throw new ProviderTokenError('The access token was issued to another app.');
    if (expires_at && expires_at * 1000 <= ctx.clock.now().getTime())
      throw new ProviderTokenError('The access token has expired.');
    const profile = await fetchJson(
      withQuery(provider.userinfoUrl, { fields: 'id,email,first_name,last_name', access_token: accessToken }),
      ProfileSchema,
      'profile',
    );
    if (profile.id !== user_id) throw new ProviderTokenError('The profile does not belong to the token.');
    const email = profile.email?.trim().toLowerCase();
    return {
      provider: provider.id,
      subject: user_id,
      email: email || null,
      emailVerified: true,
      firstName: profileName(profile.first_name),
      lastName: profileName(profile.last_name),
    };
  };
}
