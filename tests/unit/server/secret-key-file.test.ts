import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../server/src/config-error.ts';
import { GENERATED_SECRET_BYTES, readOrCreateSecretKeyFile } from '../../../server/src/secret-key-file.ts';

const folder = () => mkdtempSync(join(tmpdir(), 'cl-secret-'));

/** Runs readOrCreateSecretKeyFile in a process of its own; answers what it printed. */
function inAnotherProcess(path: string): Promise<string> {
  const module = resolve('server/src/secret-key-file.ts');
  const script = `const { readOrCreateSecretKeyFile } = await import(${JSON.stringify(module)});
    process.stdout.write(readOrCreateSecretKeyFile(${JSON.stringify(path)}).join(','));`;
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done(out) : fail(new Error(`exited with ${code}`))));
  });
}

describe('the demo secret file', () => {
  it('is created on first use with 32 random bytes, readable by its owner only, and reused', () => {
    const path = join(folder(), 'var', 'secret-key');
    const [secret] = readOrCreateSecretKeyFile(path);
    expect(Buffer.from(secret ?? '', 'base64url')).toHaveLength(GENERATED_SECRET_BYTES);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8').trim()).toBe(secret);
    expect(readOrCreateSecretKeyFile(path)).toEqual([secret]);
    expect(readdirSync(join(path, '..'))).toEqual(['secret-key']);
  });

  it('gives processes that start at the same moment one secret', async () => {
    const path = join(folder(), 'secret-key');
    const secrets = await Promise.all(Array.from({ length: 6 }, () => inAnotherProcess(path)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toBe(readFileSync(path, 'utf8').trim());
    expect(readdirSync(join(path, '..'))).toEqual(['secret-key']);
  });

  it('refuses a file other users can read, and a short one, in one line', () => {
    const path = join(folder(), 'secret-key');
    readOrCreateSecretKeyFile(path);
    chmodSync(path, 0o644);
    expect(() => readOrCreateSecretKeyFile(path)).toThrow(/can be read by other users \(mode 644\): run `chmod 600 /);
    writeFileSync(path, 'too-short\n', { mode: 0o600 });
    chmodSync(path, 0o600);
    expect(() => readOrCreateSecretKeyFile(path)).toThrow(ConfigError);
    expect(() => readOrCreateSecretKeyFile(path)).toThrow(/^The secret key file .* is too short \(9 bytes\)/);
  });

  it('says in one line when the file cannot be read', () => {
    const notAFolder = join(folder(), 'plain-file');
    writeFileSync(notAFolder, '');
    expect(() => readOrCreateSecretKeyFile(join(notAFolder, 'secret-key'))).toThrow(
      /^Cannot read the secret key file .*: ENOTDIR[^\n]*$/,
    );
  });
});
