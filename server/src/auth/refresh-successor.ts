import { createHmac } from 'node:crypto';
import { CompactEncrypt, compactDecrypt, errors } from 'jose';
import { keyFor, keysFor, type KeyConfig } from './keys.ts';

/**
 * The key a successor is sealed with: an HMAC of the rotated token under the server's key for
 * this purpose. Opening a sealed successor therefore takes both the rotated token, which the
 * database keeps only as a digest, and the server secret, which it does not keep at all.
 */
function sealingKey(serverKey: Uint8Array, rotated: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', serverKey).update(rotated).digest());
}

/**
 * Seals the refresh token a token was rotated into, for `refresh_tokens.successor_sealed`: a
 * compact JWE (direct A256GCM) that only a holder of the rotated token can have opened.
 */
export function sealSuccessor(config: KeyConfig, rotated: string, successor: string): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(successor))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .encrypt(sealingKey(keyFor(config, 'refresh-successor'), rotated));
}

/**
 * The successor sealed for a rotated token, or null when it cannot be opened with that token
 * under the newest or the previous secret (it was sealed for another token, or under a secret
 * that has since been dropped).
 */
export async function openSuccessor(config: KeyConfig, rotated: string, sealed: string): Promise<string | null> {
  for (const key of keysFor(config, 'refresh-successor')) {
    try {
      const { plaintext } = await compactDecrypt(sealed, sealingKey(key, rotated), {
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
      });
      return new TextDecoder().decode(plaintext);
    } catch (error) {
      if (!(error instanceof errors.JWEDecryptionFailed)) throw error;
    }
  }
  return null;
}
