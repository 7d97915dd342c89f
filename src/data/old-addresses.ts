import { noteOldAddresses } from '#lib/build/old-addresses-channel.ts';
import { oldAddresses as oldAddressesOf, type OldAddress } from '#lib/catalog/old-addresses.ts';
import { identifierRedirects, memo } from './catalog.ts';
import { publishedPages } from './published-pages.ts';

/**
 * The pages this build writes at old addresses (src/lib/catalog/old-addresses.ts), worked out once
 * per build, and noted for the build's `_redirects` file (src/lib/build/old-addresses-channel.ts).
 */
export const oldAddresses = memo(async (): Promise<readonly OldAddress[]> => {
  const [redirects, pages] = await Promise.all([identifierRedirects(), publishedPages()]);
  const addresses = oldAddressesOf(redirects, (path) => pages.has(path));
  noteOldAddresses(addresses);
  return addresses;
});
