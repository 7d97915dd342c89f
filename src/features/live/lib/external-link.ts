/**
 * A sponsor's link from the API as a page may write it: an absolute http(s) URL, or null for
 * anything else (empty, relative, `javascript:`, `data:`). Links from the API are not
 * trusted, and a live stream added after the build reaches the page without the build's checks.
 */
export function externalLink(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
}
