import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

// Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data.
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED = 0x40;

/** A 32-bit big-endian counter. */
function counterBytes(count: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(count);
  return bytes;
}

/** The COSE form (RFC 9053) of an ES256 public key: EC2 on P-256. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
    ]),
  );
}

/**
 * A passkey in software, as a browser's authenticator would answer: an ES256 key pair from
 * node:crypto, a 'none' attestation when it is created, and signed assertions after. Enough to
 * drive the real verification of `@simplewebauthn/server` over HTTP.
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  readonly #keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  #signCount = 0;

  /** The page's origin, as the browser puts it in the client data. */
  readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
  }

  #clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** Answers `navigator.credentials.create()` for these options. */
  register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([USER_PRESENT | USER_VERIFIED | ATTESTED]),
      counterBytes(this.#signCount),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      coseKey(this.#keys.publicKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      response: {
        clientDataJSON: b64url(this.#clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      type: 'public-key',
    };
  }

  /**
   * Answers `navigator.credentials.get()` for these options: a signature over the challenge, for
   * the options' relying party from this page's origin, unless a test plays a look-alike site.
   */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    site: { rpId?: string; origin?: string } = {},
  ): AuthenticationResponseJSON {
    const rpId = site.rpId ?? options.rpId ?? new URL(this.origin).hostname;
    this.#signCount += 1;
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([USER_PRESENT | USER_VERIFIED]),
      counterBytes(this.#signCount),
    ]);
    const clientData = this.#clientData('webauthn.get', options.challenge, site.origin);
    const signature = createSign('sha256')
      .update(Buffer.concat([authData, sha256(clientData)]))
      .sign(this.#keys.privateKey);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
      type: 'public-key',
    };
  }
}
