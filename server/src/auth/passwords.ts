import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** The shortest password accepted (rules §9). */
export const PASSWORD_MIN_LENGTH = 6;

/** The longest password accepted: long enough for any passphrase, short enough not to be a hashing cost attack. */
export const PASSWORD_MAX_LENGTH = 1024;

// `Algorithm` is an ambient const enum, which isolated modules cannot read by name; 2 is its Argon2id member.
// eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- Algorithm.Argon2id is 2, and isolatedModules forbids naming it.
const ARGON2ID: Algorithm = 2;

/** OWASP's argon2id parameters: 19 MiB of memory, two passes, one lane. */
export const PASSWORD_HASH_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

let decoy: Promise<string> | undefined;

/** A hash of no one's password, verified against when there is no real hash, so every sign-in costs one hash. */
function decoyHash(): Promise<string> {
  decoy ??= hash('no account has this password', PASSWORD_HASH_OPTIONS);
  return decoy;
}

/** Computes the decoy hash at start-up, so that even the first unknown-email sign-in costs just one hash. */
export async function prepareDecoyHash(): Promise<void> {
  await decoyHash();
}

/** Hashes a password with argon2id into a PHC string (salt and parameters included). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/**
 * Checks a password against a stored hash in constant time. With no stored hash (an unknown
 * email, or an account that signed up through a provider) it still spends one verification,
 * so the answer time does not tell whether the account exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  const matches = await verify(storedHash ?? (await decoyHash()), password);
  return matches && storedHash != null;
}
