import { webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { DIGEST_MEMO_MAX_BYTES, rememberDigests } from '../../../src/integrations/digest-memo.ts';

const encoder = new TextEncoder();
const hex = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('hex');

/** A SubtleCrypto of its own whose digest is WebCrypto's, counted. */
function countedSubtle() {
  const digest = vi.fn((algorithm: AlgorithmIdentifier, data: BufferSource) =>
    webcrypto.subtle.digest(algorithm, data),
  );
  return { subtle: { digest } as unknown as SubtleCrypto, digest };
}

describe('rememberDigests', () => {
  it('answers as WebCrypto does, asking it once for the same bytes and algorithm', async () => {
    const { subtle, digest } = countedSubtle();
    rememberDigests(subtle);
    const script = 'window.__earlyClicks = { queue: [], ready: {} };';
    const first = await subtle.digest('SHA-256', encoder.encode(script));
    const again = await subtle.digest({ name: 'sha-256' }, encoder.encode(script).buffer);
    expect(hex(first)).toBe(hex(await webcrypto.subtle.digest('SHA-256', encoder.encode(script))));
    expect(hex(again)).toBe(hex(first));
    expect(digest).toHaveBeenCalledTimes(1);
    // Another algorithm or other bytes are asked for.
    const longer = await subtle.digest('SHA-384', encoder.encode(script));
    expect(hex(longer)).toBe(hex(await webcrypto.subtle.digest('SHA-384', encoder.encode(script))));
    await subtle.digest('SHA-256', encoder.encode(`${script} `));
    expect(digest).toHaveBeenCalledTimes(3);
  });

  it('gives each caller its own copy of a remembered answer', async () => {
    const { subtle } = countedSubtle();
    rememberDigests(subtle);
    const first = await subtle.digest('SHA-256', encoder.encode('a'));
    new Uint8Array(first).fill(0);
    const second = await subtle.digest('SHA-256', encoder.encode('a'));
    expect(hex(second)).toBe(hex(await webcrypto.subtle.digest('SHA-256', encoder.encode('a'))));
  });

  it('leaves large inputs to WebCrypto every time, and is undone by what it returns', async () => {
    const { subtle, digest } = countedSubtle();
    const forget = rememberDigests(subtle);
    const large = new Uint8Array(DIGEST_MEMO_MAX_BYTES + 1).fill(65);
    await subtle.digest('SHA-256', large);
    await subtle.digest('SHA-256', large);
    expect(digest).toHaveBeenCalledTimes(2);
    await subtle.digest('SHA-256', encoder.encode('b'));
    forget();
    await subtle.digest('SHA-256', encoder.encode('b'));
    await subtle.digest('SHA-256', encoder.encode('b'));
    expect(digest).toHaveBeenCalledTimes(5);
  });

  it('lets WebCrypto reject what it rejects', async () => {
    const { subtle } = countedSubtle();
    rememberDigests(subtle);
    await expect(subtle.digest('NOT-AN-ALGORITHM', encoder.encode('c'))).rejects.toThrow();
    await expect(subtle.digest('SHA-256', 'text' as unknown as BufferSource)).rejects.toThrow();
  });
});
