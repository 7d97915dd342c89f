import { importPKCS8, SignJWT } from 'jose';
import { AuthProviderConfigError } from '../provider-config.ts';
import type { ProviderPopup } from './config.ts';

/** Seconds a signed client secret lives: one code exchange needs it for a moment only. */
const SIGNED_SECRET_SECONDS = 300;

/** Answers the client secret of one code exchange at an instant, or undefined for a public client. */
export type ClientSecretSource = (now: Date) => Promise<string | undefined>;

/**
 * The client secret source of a popup: its fixed `clientSecret`, or an ES256 JWT signed with
 * `signedClientSecret`'s key for each exchange (Sign in with Apple). The key is read here, at
 * start-up, so a key that cannot be read stops the server instead of every sign-in.
 */
export async function clientSecretSource(providerId: string, popup: ProviderPopup): Promise<ClientSecretSource> {
  const signed = popup.signedClientSecret;
  if (!signed) {
    const fixed = popup.clientSecret;
    return () => Promise.resolve(fixed);
  }
  let key: CryptoKey;
  try {
    key = await importPKCS8(signed.privateKey, 'ES256');
  } catch (error) {
    throw new AuthProviderConfigError(
      `popup.signedClientSecret.privateKey of ${providerId} is not an ES256 PKCS#8 key.`,
      {
        cause: error,
      },
    );
  }
  return (now) => {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: signed.keyId })
      .setIssuer(signed.issuer)
      .setSubject(popup.clientId)
      .setAudience(signed.audience)
      .setIssuedAt(iat)
      .setExpirationTime(iat + SIGNED_SECRET_SECONDS)
      .sign(key);
  };
}
