import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { ConfigError } from './config-error.ts';
import { parseSecretKeys } from './secret-keys.ts';

/** Random bytes in a generated secret (written in base64url, 43 characters). */
export const GENERATED_SECRET_BYTES = 32;

/** Only the owner may read or write the file. */
const OWNER_ONLY = 0o600;

/**
 * The demo install's secret, kept in `path`: read when the file exists, otherwise generated
 * (32 random bytes) and written with mode 0600, so that every later start, and every other
 * instance on the machine, signs with the same key. Several processes may start at once; one
 * of them creates the file and the others read it. Answers the keys, newest first (the file
 * may hold `new,previous` like SECRET_KEY). Throws ConfigError when the file cannot be read or
 * written, holds a bad key, or can be read by other users.
 */
export function readOrCreateSecretKeyFile(path: string): string[] {
  return readSecretKeyFile(path) ?? createSecretKeyFile(path);
}

/** The keys in the file, or undefined when there is no file yet. */
function readSecretKeyFile(path: string): string[] | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new ConfigError(`Cannot read the secret key file ${path}: ${(error as Error).message}.`, { cause: error });
  }
  const mode = statSync(path).mode & 0o777;
  // Like ssh with its private keys: a secret others can read may already be someone else's.
  if (process.platform !== 'win32' && (mode & 0o077) !== 0)
    throw new ConfigError(
      `The secret key file ${path} can be read by other users (mode ${mode.toString(8)}): run \`chmod 600 ${path}\`.`,
    );
  return parseSecretKeys(text, `The secret key file ${path}`);
}

/**
 * Writes a new secret under a temporary name (created exclusively, `wx`, mode 0600) and links
 * it to `path`. The link fails with EEXIST when another process got there first, and then
 * that process's secret is read instead. The file appears whole or not at all, so a process
 * that starts at the same moment never reads it empty or half written.
 */
function createSecretKeyFile(path: string): string[] {
  const secret = randomBytes(GENERATED_SECRET_BYTES).toString('base64url');
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    mkdirSync(dirname(path), { recursive: true });
    const fd = openSync(temporary, 'wx', OWNER_ONLY);
    try {
      writeSync(fd, `${secret}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    linkSync(temporary, path);
    return [secret];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      const keys = readSecretKeyFile(path);
      if (keys) return keys;
    }
    throw new ConfigError(`Cannot create the secret key file ${path}: ${(error as Error).message}.`, { cause: error });
  } finally {
    try {
      unlinkSync(temporary);
    } catch {
      // Nothing to remove when the temporary file was never created.
    }
  }
}
