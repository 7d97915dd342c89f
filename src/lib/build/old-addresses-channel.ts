import type { OldAddress } from '../catalog/old-addresses.ts';

/**
 * How the pages' data layer (src/data/old-addresses.ts) tells the build-record integration
 * (src/integrations/build-record.ts) the old addresses the build writes, for the pipeline's
 * `_redirects` file (scripts/site/cdn-rules-files.ts). Both run in the one `astro build` process
 * and share them on the global object under a registered symbol, as the build's moment does
 * (build-moment-channel.ts).
 */
const OLD_ADDRESSES = Symbol.for('concert-library:old-addresses');

const channel = globalThis as Record<symbol, readonly OldAddress[] | undefined>;

/** Notes the old addresses this build writes. */
export function noteOldAddresses(addresses: readonly OldAddress[]): void {
  channel[OLD_ADDRESSES] = addresses;
}

/** The old addresses this build noted; none when no page asked for them. */
export function notedOldAddresses(): readonly OldAddress[] {
  return channel[OLD_ADDRESSES] ?? [];
}

/** Forgets them, at the start of a build. */
export function clearOldAddresses(): void {
  channel[OLD_ADDRESSES] = undefined;
}
