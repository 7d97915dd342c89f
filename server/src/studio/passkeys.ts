import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { COSEALG } from '@simplewebauthn/server/helpers';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';

/**
 * The signature algorithms a new passkey may use: Ed25519, ES256 and RS256, which every passkey provider
 * offers. Not the post-quantum ML-DSA the library would put first where Node offers it: Node's ML-DSA is
 * still experimental, and its signatures outgrow the contract's bounds.
 */
export const PASSKEY_ALGORITHMS: readonly number[] = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/** The name a passkey prompt shows for the site. */
const RP_NAME = 'Concert Library studio';

type PasskeyConfig = Pick<ServerConfig, 'studioOrigin'>;

/** The relying party: the host the studio page runs on. */
export function relyingPartyId(config: PasskeyConfig): string {
  return new URL(config.studioOrigin).hostname;
}

/** A stored passkey. */
export interface PasskeyRow {
  id: number;
  staff_id: number;
  credential_id: string;
  public_key: string;
  sign_count: number;
  transports: string;
}

/** A new WebAuthn user handle: random, so it tells nothing of the account. */
export function newWebAuthnUserId(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Options to create a passkey for a member of staff; the library makes the challenge. `exclude`
 * names the passkeys they have, so a device that holds one already does not make another.
 */
export function registrationOptions(
  config: PasskeyConfig,
  member: { email: string; name: string; userId: string },
  exclude: readonly PasskeyRow[] = [],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    excludeCredentials: exclude.map((p) => ({ id: p.credential_id, transports: JSON.parse(p.transports) as string[] })),
    rpName: RP_NAME,
    rpID: relyingPartyId(config),
    userName: member.email,
    userDisplayName: member.name,
    userID: new Uint8Array(Buffer.from(member.userId, 'base64url')),
    attestationType: 'none',
    supportedAlgorithmIDs: [...PASSKEY_ALGORITHMS],
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** The new passkey's id, public key and counter when the response answers `challenge` on this site; else null. */
export async function verifiedRegistration(
  config: PasskeyConfig,
  response: RegistrationResponseJSON,
  challenge: string,
): Promise<{ credentialId: string; publicKey: string; counter: number; transports: string[] } | null> {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: config.studioOrigin,
      expectedRPID: relyingPartyId(config),
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
    };
  } catch {
    // The library throws for every malformed or mismatched response: all of them are a refused passkey.
    return null;
  }
}

/** Options to ask one of a member's passkeys for a signature. */
export function authenticationOptions(
  config: PasskeyConfig,
  passkeys: readonly PasskeyRow[],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: relyingPartyId(config),
    allowCredentials: passkeys.map((p) => ({ id: p.credential_id, transports: JSON.parse(p.transports) as string[] })),
    userVerification: 'preferred',
  });
}

/** The passkey's new signature counter when the response is its signature over `challenge` on this site; else null. */
export async function verifiedAssertion(
  config: PasskeyConfig,
  response: AuthenticationResponseJSON,
  challenge: string,
  passkey: PasskeyRow,
): Promise<number | null> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: config.studioOrigin,
      expectedRPID: relyingPartyId(config),
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: passkey.sign_count,
        transports: JSON.parse(passkey.transports) as string[],
      },
      requireUserVerification: false,
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}

/** A member's passkeys. */
export function passkeysOf(db: Database, staffId: number): Promise<PasskeyRow[]> {
  return db.all<PasskeyRow>(
    'SELECT id, staff_id, credential_id, public_key, sign_count, transports FROM staff_passkeys WHERE staff_id = ? ORDER BY id',
    [staffId],
  );
}
