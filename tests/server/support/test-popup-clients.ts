import { exportPKCS8, generateKeyPair } from 'jose';
import { signedSecretIsGood, type OAuthClient } from './test-oauth-endpoints.ts';

/** The web client id (Apple's Services ID) the sign-in popup of the platform identity provider uses. */
export const WEB_CLIENT_ID = 'org.orchestra.web';
/** The public origin of the API in the provider's `authProviders`: the popups' callbacks are registered there. */
export const API_PUBLIC_ORIGIN = 'http://api.test';
/** The team and key ids of the client-secret key the popup of 'apple' signs with. */
const APPLE_TEAM_ID = 'TEAM123456';
const APPLE_KEY_ID = 'KEY1234567';

/** The local provider's two popup clients: Apple-style (signed client secret, form_post) and Facebook-style. */
export interface PopupClients {
  clients: ReadonlyMap<string, OAuthClient>;
  /** The redirect URIs registered for each client id. */
  redirectUris: Map<string, Set<string>>;
  /** The `popup` settings of 'apple' and 'facebook' with their callbacks at `apiOrigin`, which get registered. */
  popupsFor(apiOrigin: string): { apple: Record<string, unknown>; facebook: Record<string, unknown> };
}

/**
 * Creates the popup clients of the local provider at `issuer()`: the identity client checks
 * an ES256 client secret signed with a fresh key (whose PKCS#8 PEM goes into its settings),
 * the social app a fixed secret.
 */
export async function createPopupClients(options: {
  issuer: () => string;
  now: () => Date;
  socialAppId: string;
  socialAppSecret: string;
}): Promise<PopupClients> {
  const { issuer, now, socialAppId, socialAppSecret } = options;
  const secretKey = await generateKeyPair('ES256', { extractable: true });
  const privateKey = await exportPKCS8(secretKey.privateKey);
  const expected = { key: secretKey.publicKey, keyId: APPLE_KEY_ID, team: APPLE_TEAM_ID, clientId: WEB_CLIENT_ID };
  const clients = new Map<string, OAuthClient>([
    [
      WEB_CLIENT_ID,
      {
        kind: 'oidc',
        responseMode: 'form_post',
        authenticates: (secret) => signedSecretIsGood(secret, { ...expected, audience: issuer(), now: now() }),
      },
    ],
    [
      socialAppId,
      { kind: 'social', responseMode: 'query', authenticates: (secret) => Promise.resolve(secret === socialAppSecret) },
    ],
  ]);
  const redirectUris = new Map([
    [WEB_CLIENT_ID, new Set<string>()],
    [socialAppId, new Set<string>()],
  ]);
  const popupsFor = (apiOrigin: string) => {
    const callback = (id: string) => `${apiOrigin}/accounts/${id}/login/callback/`;
    redirectUris.get(WEB_CLIENT_ID)?.add(callback('apple'));
    redirectUris.get(socialAppId)?.add(callback('facebook'));
    const endpoints = { authorizeUrl: `${issuer()}/auth/authorize`, tokenUrl: `${issuer()}/auth/token` };
    const signedClientSecret = { issuer: APPLE_TEAM_ID, keyId: APPLE_KEY_ID, privateKey, audience: issuer() };
    return {
      apple: { ...endpoints, redirectUri: callback('apple'), clientId: WEB_CLIENT_ID, signedClientSecret },
      facebook: {
        ...endpoints,
        redirectUri: callback('facebook'),
        clientId: socialAppId,
        clientSecret: socialAppSecret,
      },
    };
  };
  return { clients, redirectUris, popupsFor };
}
