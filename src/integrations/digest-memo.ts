import type { AstroIntegration } from 'astro';

/**
 * Astro hashes the scripts and styles of every page's head for its Content-Security-Policy
 * `<meta>` through WebCrypto (`crypto.subtle.digest`), page after page: the same few texts of each
 * route, one asynchronous job each. At the scale catalogue that was seconds of the render's main
 * thread in a CPU profile (docs/performance.md), for a handful of distinct answers.
 *
 * While `astro build` runs (the integration below), a digest of a small input is
 * remembered by the input's bytes and algorithm: the same bytes give the same digest, so nothing
 * a page carries changes. Large inputs, and more inputs than the memo holds, go to WebCrypto as before.
 */

/** Inputs larger than this are never remembered (a head script or style is a few kilobytes). */
export const DIGEST_MEMO_MAX_BYTES = 64 * 1024;

/** The most answers remembered: a build has a few per route. */
export const DIGEST_MEMO_MAX_ENTRIES = 4096;

type Digest = SubtleCrypto['digest'];

/** The bytes of a BufferSource, or undefined for anything else (then WebCrypto answers, or rejects, as it would). */
function bytesOf(data: unknown): Buffer | undefined {
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return undefined;
}

/** An algorithm's name, or undefined for a form WebCrypto must judge itself. */
function algorithmName(algorithm: unknown): string | undefined {
  if (typeof algorithm === 'string') return algorithm.toUpperCase();
  if (typeof algorithm === 'object' && algorithm !== null && typeof (algorithm as { name?: unknown }).name === 'string')
    return (algorithm as { name: string }).name.toUpperCase();
  return undefined;
}

/**
 * Makes `subtle.digest` remember its answers to small inputs; returns what undoes it. Each caller
 * gets its own copy of an answer (an ArrayBuffer may be changed by whoever holds it).
 */
export function rememberDigests(subtle: SubtleCrypto): () => void {
  const original: Digest = subtle.digest.bind(subtle);
  const memo = new Map<string, ArrayBuffer>();
  const remembering: Digest = (algorithm, data) => {
    const name = algorithmName(algorithm);
    const bytes = bytesOf(data);
    if (name === undefined || bytes === undefined || bytes.byteLength > DIGEST_MEMO_MAX_BYTES)
      return original(algorithm, data);
    const key = `${name}\u0000${bytes.toString('latin1')}`;
    const known = memo.get(key);
    if (known !== undefined) return Promise.resolve(known.slice(0));
    return original(algorithm, data).then((answer) => {
      if (memo.size < DIGEST_MEMO_MAX_ENTRIES) memo.set(key, answer.slice(0));
      return answer;
    });
  };
  const own = Object.getOwnPropertyDescriptor(subtle, 'digest');
  Object.defineProperty(subtle, 'digest', { value: remembering, configurable: true, writable: true });
  return () => {
    if (own === undefined) delete (subtle as Partial<Pick<SubtleCrypto, 'digest'>>).digest;
    else Object.defineProperty(subtle, 'digest', own);
  };
}

/** Remembers WebCrypto's digests from the start of `astro build` to its end (never in the dev server). */
export default function digestMemo(): AstroIntegration {
  let forget: (() => void) | undefined;
  return {
    name: 'concert-library:digest-memo',
    hooks: {
      'astro:build:start': () => {
        forget ??= rememberDigests(globalThis.crypto.subtle);
      },
      'astro:build:done': () => {
        forget?.();
        forget = undefined;
      },
    },
  };
}
