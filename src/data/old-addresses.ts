import { oldAddresses as oldAddressesOf, type OldAddress } from '#lib/catalog/old-addresses.ts';
import { identifierRedirects, memo } from './catalog.ts';
import { publishedPages } from './published-pages.ts';

/** The pages this build writes at old addresses (src/lib/catalog/old-addresses.ts), worked out once per build. */
export const oldAddresses = memo(async (): Promise<readonly OldAddress[]> => {
  const [redirects, pages] = await Promise.all([identifierRedirects(), publishedPages()]);
  return oldAddressesOf(redirects, (path) => pages.has(path));
});
