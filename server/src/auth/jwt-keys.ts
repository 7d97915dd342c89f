import { createHmac } from 'node:crypto';
import { errors, type CompactJWSHeaderParameters } from 'jose';
import { keyFor, keysFor, type KeyConfig, type KeyPurpose } from './keys.ts';

/** A JWT signing key and the id (`kid`) that tokens signed with it carry in their header. */
export interface JwtKey {
  kid: string;
  key: Uint8Array;
}

// A one-way function of the key: the id tells the keys of a rotation apart without revealing them.
const keyIds = new WeakMap<Uint8Array, string>();
function keyId(key: Uint8Array): string {
  let kid = keyIds.get(key);
  if (!kid) {
    kid = createHmac('sha256', key).update('concert-library/key-id').digest('base64url').slice(0, 16);
    keyIds.set(key, kid);
  }
  return kid;
}

/** The key new JWTs of a purpose are signed with (the newest secret's), with its `kid`. */
export function jwtSigningKey(config: KeyConfig, purpose: KeyPurpose): JwtKey {
  const key = keyFor(config, purpose);
  return { kid: keyId(key), key };
}

/**
 * A jose key resolver for `jwtVerify`: the key, among the newest and the previous secret's,
 * whose id the token's header names. A token without a `kid`, or with an unknown one, is
 * refused before any signature is checked.
 */
export function jwtKeyResolver(
  config: KeyConfig,
  purpose: KeyPurpose,
): (header: CompactJWSHeaderParameters) => Uint8Array {
  return (header) => {
    const key = keysFor(config, purpose).find((candidate) => keyId(candidate) === header.kid);
    if (!key) throw new errors.JWKSNoMatchingKey('The token was not signed with a current key.');
    return key;
  };
}
