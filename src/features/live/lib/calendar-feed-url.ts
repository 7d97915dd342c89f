/** Where the subscribable calendar of upcoming live streams lives, below the base path. */
export const LIVE_CALENDAR_PATH = '/live-streams.ics';

/**
 * The feed's subscription address: the `webcal:` scheme, which calendar apps open as a
 * subscription (and reload) rather than a one-off import. `siteUrl` is any absolute URL of
 * the site, for its host; `feedPath` the feed's path with the base path.
 */
export function webcalUrl(siteUrl: URL | string, feedPath: string): string {
  const url = new URL(feedPath, siteUrl);
  return `webcal://${url.host}${url.pathname}`;
}
