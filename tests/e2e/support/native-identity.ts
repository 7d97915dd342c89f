import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';

/**
 * The platform identity provider the stand-in native wrapper signs visitors in with
 * (tests/e2e/native-mode.spec.ts). A real wrapper gets its id_token from the platform's own
 * sign-in sheet, never from the site's popup, so the browser journeys need only what the API
 * checks such a token against: an issuer whose signing keys it can fetch (a JWKS on a loopback
 * port) and the native app's client id. This is the one place that knows how those tokens are
 * made: global setup starts it and lists it in the e2e API's `AUTH_PROVIDERS`; the tests mint
 * with {@link nativeIdToken}.
 */

/** The provider id, as the site derives it from its default IDENTITY_PROVIDER_NAME 'Apple' (`/rest-auth/apple-jwt/`). */
export const NATIVE_IDENTITY_PROVIDER = 'apple';
/** The native app's client id: the audience of the tokens the wrapper hands over, and the site's IDENTITY_CLIENT_ID. */
export const NATIVE_APP_CLIENT_ID = 'org.orchestra.concert-library.native';

/** What the workers need to mint tokens, handed over by global setup through the environment. */
const SETTING = 'E2E_NATIVE_IDENTITY';
interface Minting {
  readonly issuer: string;
  readonly key: JWK;
}

const KEY_ID = 'native-e2e-1';

export interface NativeIdentityIssuer {
  /** The `AUTH_PROVIDERS` entry for the e2e API (server/src/auth/provider-config.ts, kind 'oidc', no popup). */
  readonly authProvider: Record<string, unknown>;
  /** The environment the test workers read {@link nativeIdToken}'s key and issuer from. */
  readonly env: Record<string, string>;
  close(): Promise<void>;
}

/** Makes a signing key and serves its public half as a JWKS on a free loopback port. */
export async function startNativeIdentityIssuer(): Promise<NativeIdentityIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }] });
  const server = createServer((request, response) => {
    const found = request.url === '/keys';
    response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' }).end(found ? jwks : '{}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const minting: Minting = { issuer, key: await exportJWK(privateKey) };
  return {
    authProvider: {
      id: NATIVE_IDENTITY_PROVIDER,
      kind: 'oidc',
      issuer,
      jwksUrl: `${issuer}/keys`,
      clientIds: [NATIVE_APP_CLIENT_ID],
    },
    env: { [SETTING]: JSON.stringify(minting) },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Who the platform says signed in. */
export interface NativeIdentity {
  readonly sub: string;
  readonly email: string;
}

/** An id_token for the native app, as the platform's sign-in sheet hands it to the wrapper (valid 10 minutes). */
export async function nativeIdToken(identity: NativeIdentity): Promise<string> {
  const setting = process.env[SETTING];
  if (!setting)
    throw new Error(
      `${SETTING} is not set: native sign-in needs the API and identity issuer that global setup starts.`,
    );
  const { issuer, key } = JSON.parse(setting) as Minting;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: identity.email, email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
    .setIssuer(issuer)
    .setAudience(NATIVE_APP_CLIENT_ID)
    .setSubject(identity.sub)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(await importJWK(key, 'RS256'));
}
