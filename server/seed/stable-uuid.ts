import { createHash } from 'node:crypto';

/** The namespace every demo and scale uuid, and every uuid an import makes, is derived in (a random v4 uuid, fixed once). */
const SEED_NAMESPACE = '3f1c9d52-7a4e-4b8e-9c21-5d0e6b7a8f14';

const namespaceBytes = Buffer.from(SEED_NAMESPACE.replaceAll('-', ''), 'hex');

/**
 * A name-based RFC 4122 version 5 uuid: the same name always gives the same uuid, so the
 * demo catalogue is identical on every machine and every start, and nothing depends on
 * `Math.random`.
 */
export function stableUuid(name: string): string {
  const hash = createHash('sha1').update(namespaceBytes).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A stable, well-spread integer for a name: picks among equivalent choices without randomness. */
export function stableIndex(name: string, modulo: number): number {
  const hash = createHash('sha1').update(name, 'utf8').digest();
  return hash.readUInt32BE(0) % modulo;
}
