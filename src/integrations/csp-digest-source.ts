/**
 * Astro's CSP hashing with a cache, as a source rewrite of its module (csp-digest-cache.ts
 * applies it while the pages are bundled). Astro hashes each page's scripts and styles for the
 * page's CSP `<meta>` (astro.config.mjs `security.csp`) with one WebCrypto digest per element
 * per page: a round trip through Node's thread pool each time, for the same few contents on
 * every page (≈8 % of the scale build's render in its profile). Cached, each content is hashed
 * once per build; the hashes, and so every page, are the same.
 */

/** The module of Astro's that holds the hashing. */
export const ASTRO_DIGEST_MODULE = /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/;

/** The start of Astro's hashing function, as its module declares it. */
export const ASTRO_DIGEST_FUNCTION = 'async function generateCspDigest(data, algorithm) {';

/** How many contents the cache keeps; a build has a few dozen (the server islands' are per page). */
const CACHED_DIGESTS = 4096;

/**
 * `source` (Astro's module) with `generateCspDigest` answering from a cache and hashing only
 * what it has not seen; undefined when the module no longer declares the function as expected.
 */
export function withCachedCspDigests(source: string): string | undefined {
  if (!source.includes(ASTRO_DIGEST_FUNCTION)) return undefined;
  const cached = `const cspDigestCache = new Map();
function generateCspDigest(data, algorithm) {
  const key = algorithm + "\\u0000" + data;
  let digest = cspDigestCache.get(key);
  if (digest === undefined) {
    if (cspDigestCache.size >= ${CACHED_DIGESTS}) cspDigestCache.clear();
    digest = uncachedCspDigest(data, algorithm);
    cspDigestCache.set(key, digest);
    digest.catch(() => cspDigestCache.delete(key));
  }
  return digest;
}
async function uncachedCspDigest(data, algorithm) {`;
  return source.replace(ASTRO_DIGEST_FUNCTION, cached);
}
