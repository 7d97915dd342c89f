import { z } from 'zod';
import { checkPopups, ProviderPopupSchema } from './provider-popup/config.ts';

/** `AUTH_PROVIDERS` is not a valid provider list; the server refuses to start with it. */
export class AuthProviderConfigError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AuthProviderConfigError';
  }
}

/** Lower-case letters and digits: the provider's route is `/rest-auth/{id}-jwt/` and its accounts' signup_method. */
const ProviderId = z
  .string()
  .regex(/^[a-z][a-z0-9]*$/)
  .refine((id) => id !== 'email', { error: "'email' is the signup method of password accounts." });

/** A platform identity provider that signs id_tokens (Sign in with Apple, Google, any OpenID Connect issuer). */
export const OidcProviderSchema = z.object({
  id: ProviderId,
  kind: z.literal('oidc'),
  /** The `iss` every id_token must carry, e.g. `https://appleid.apple.com`. */
  issuer: z.string().min(1),
  /** Where the provider publishes its signing keys, e.g. `https://appleid.apple.com/auth/keys`. */
  jwksUrl: z.url(),
  /** The audiences accepted: the app's and the web service's client ids. */
  clientIds: z.array(z.string().min(1)).min(1),
  /** Signature algorithms accepted; only asymmetric ones, so the JWKS is the one source of trust. */
  algorithms: z
    .array(z.enum(['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA']))
    .min(1)
    .default(['RS256', 'ES256']),
  /** The web sign-in popup (server/README-auth.md, "The web sign-in popup"); without it, no popup route. */
  popup: ProviderPopupSchema.optional(),
});
export type OidcProvider = z.output<typeof OidcProviderSchema>;

/** A social network whose client sends an OAuth access token (Facebook's Graph API shape). */
export const SocialProviderSchema = z.object({
  id: ProviderId,
  kind: z.literal('social'),
  /** Token inspection, called as `GET {tokenInfoUrl}?input_token={token}&access_token={appToken}`. */
  tokenInfoUrl: z.url(),
  /** Profile, called as `GET {userinfoUrl}?fields=id,email,first_name,last_name&access_token={token}`. */
  userinfoUrl: z.url(),
  /** This app's id: a token issued to another app is refused. */
  appId: z.string().min(1),
  /** The app's own access token (for Facebook, `{app-id}|{app-secret}`). */
  appToken: z.string().min(1),
  /** The web sign-in popup (server/README-auth.md, "The web sign-in popup"); without it, no popup route. */
  popup: ProviderPopupSchema.optional(),
});
export type SocialProvider = z.output<typeof SocialProviderSchema>;

/** One entry of `AUTH_PROVIDERS`. */
export const AuthProviderSchema = z.discriminatedUnion('kind', [OidcProviderSchema, SocialProviderSchema]);
export type AuthProvider = z.output<typeof AuthProviderSchema>;

const ProviderListSchema = z
  .array(AuthProviderSchema)
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, { error: 'Provider ids must be unique.' })
  .superRefine(checkPopups);

/** Reads the `AUTH_PROVIDERS` JSON list (see server/README-auth.md). */
export function parseAuthProviders(json: string): AuthProvider[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new AuthProviderConfigError('AUTH_PROVIDERS is not valid JSON.', { cause: error });
  }
  const parsed = ProviderListSchema.safeParse(value);
  if (!parsed.success)
    throw new AuthProviderConfigError(`AUTH_PROVIDERS is not a valid provider list: ${z.prettifyError(parsed.error)}`, {
      cause: parsed.error,
    });
  return parsed.data;
}
