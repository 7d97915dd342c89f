import { randomBytes } from 'node:crypto';
import { providerId } from '#lib/auth-client/provider-sign-in.ts';
import { IDENTITY_SCOPE, startIdentityProvider } from './identity-provider.ts';
import { startSocialProvider } from './social-provider.ts';

/** The demo providers' display names: the site's buttons say 'Sign in with Demo Identity'. */
export const DEMO_IDENTITY_NAME = 'Demo Identity';
export const DEMO_SOCIAL_NAME = 'Demo Social';

/** The web client of the identity provider and the app id of the social network. */
const IDENTITY_CLIENT = 'concert-library-web';
const SOCIAL_APP = '100000000000001';

/** Where the demo providers listen and how they are reached. */
export interface DemoProvidersOptions {
  /** Where they listen (the address `npm start` listens on). */
  readonly listenHost: string;
  /** The host name browsers reach them by, as they reach the site and the API. */
  readonly publicHost: string;
  /** The host name the API reaches them by. */
  readonly internalHost: string;
  /** The API as browsers reach it: the popups' callbacks are registered there. */
  readonly apiPublicBase: string;
}

/** The site settings that show the two providers' buttons. */
export interface DemoProviderSiteSettings {
  readonly IDENTITY_CLIENT_ID: string;
  readonly IDENTITY_PROVIDER_NAME: string;
  readonly SOCIAL_APP_ID: string;
  readonly SOCIAL_PROVIDER_NAME: string;
}

/** The two running demo providers and the settings the API and the build take from them. */
export interface DemoProviders {
  /** The API's `AUTH_PROVIDERS`: both providers with their web popups. */
  readonly authProviders: string;
  readonly siteSettings: DemoProviderSiteSettings;
  close(): Promise<void>;
}

/** The popup's callback on the API for a provider id. */
const callbackOf = (apiPublicBase: string, id: string) =>
  `${apiPublicBase.replace(/\/+$/, '')}/accounts/${id}/login/callback/`;

/**
 * Starts a demo platform identity provider (oidc-provider) and a demo social network, each with
 * a picker of demo people as its sign-in page, and answers the API's `AUTH_PROVIDERS` and the
 * site settings that show their buttons. Client secrets are new on every start.
 */
export async function startDemoProviders(options: DemoProvidersOptions): Promise<DemoProviders> {
  const hosts = { listenHost: options.listenHost, publicHost: options.publicHost, internalHost: options.internalHost };
  const identityId = providerId(DEMO_IDENTITY_NAME);
  const socialId = providerId(DEMO_SOCIAL_NAME);
  const identityClient = {
    id: IDENTITY_CLIENT,
    secret: randomBytes(24).toString('base64url'),
    redirectUri: callbackOf(options.apiPublicBase, identityId),
  };
  const app = {
    id: SOCIAL_APP,
    secret: randomBytes(24).toString('base64url'),
    redirectUri: callbackOf(options.apiPublicBase, socialId),
  };
  const identity = await startIdentityProvider({ ...hosts, name: DEMO_IDENTITY_NAME, client: identityClient });
  const social = await startSocialProvider({ ...hosts, name: DEMO_SOCIAL_NAME, app }).catch(async (error: unknown) => {
    await identity.close();
    throw error;
  });
  const authProviders = [
    {
      id: identityId,
      kind: 'oidc',
      issuer: identity.issuer,
      jwksUrl: identity.jwksUrl,
      clientIds: [identityClient.id],
      algorithms: ['RS256'],
      popup: {
        authorizeUrl: identity.authorizeUrl,
        tokenUrl: identity.tokenUrl,
        redirectUri: identityClient.redirectUri,
        clientId: identityClient.id,
        clientSecret: identityClient.secret,
        scope: IDENTITY_SCOPE,
      },
    },
    {
      id: socialId,
      kind: 'social',
      tokenInfoUrl: social.tokenInfoUrl,
      userinfoUrl: social.userinfoUrl,
      appId: app.id,
      appToken: `${app.id}|${app.secret}`,
      popup: {
        authorizeUrl: social.authorizeUrl,
        tokenUrl: social.tokenUrl,
        redirectUri: app.redirectUri,
        clientId: app.id,
        clientSecret: app.secret,
      },
    },
  ];
  return {
    authProviders: JSON.stringify(authProviders),
    siteSettings: {
      IDENTITY_CLIENT_ID: identityClient.id,
      IDENTITY_PROVIDER_NAME: DEMO_IDENTITY_NAME,
      SOCIAL_APP_ID: app.id,
      SOCIAL_PROVIDER_NAME: DEMO_SOCIAL_NAME,
    },
    close: async () => {
      await Promise.all([identity.close(), social.close()]);
    },
  };
}
