/**
 * An address fit for a report: without its query and fragment, where signed media links
 * keep their signatures and tokens.
 */
export function reportableUrl(url: string): string {
  return url.replace(/[?#].*$/s, '');
}
