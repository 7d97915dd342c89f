import type { StreamAnswer } from '#lib/api/stream-links.ts';
import type { AppContext } from '../context.ts';
import { isSafeMediaFolder } from './media-path.ts';
import { signedFolderPath, type LinkAudience } from './media-signature.ts';
import type { MediaFormat } from './stream-targets.ts';

/** A catalogue media folder that cannot be served (a data error, not the visitor's). */
export class UnsafeMediaFolderError extends Error {
  constructor(folder: string) {
    super(`The media folder '${folder}' is not a plain relative path.`);
    this.name = 'UnsafeMediaFolderError';
  }
}

/**
 * When a link issued now expires, in whole seconds since the epoch: STREAM_LINK_SECONDS from now,
 * or sooner when the licence's window closes sooner. A link is valid through its `expires`
 * second, so a link cut by the window expires the second before the one the window closes in:
 * dead at that instant, never after it (docs/rights.md, "Signed links").
 */
function expirySeconds(ctx: AppContext, licenceEnds: Date | null): number {
  const usual = Math.floor(ctx.clock.now().getTime() / 1000) + ctx.config.STREAM_LINK_SECONDS;
  if (licenceEnds === null) return usual;
  return Math.min(usual, Math.floor(licenceEnds.getTime() / 1000) - 1);
}

/**
 * Signed, expiring links to a media folder: the two audio dynamics, or the HLS playlist. They
 * live STREAM_LINK_SECONDS from now by the server's clock, and start with the configured API
 * origin, never the request's Host: a forged Host would otherwise hand a listener links (and
 * their signatures) to someone else's server, and poison any cache keyed without the Host.
 */
export function streamAnswer(
  ctx: AppContext,
  media: string,
  format: MediaFormat,
  { licenceEnds = null, audience = 'listener' }: { licenceEnds?: Date | null; audience?: LinkAudience } = {},
): StreamAnswer {
  if (!isSafeMediaFolder(media)) throw new UnsafeMediaFolderError(media);
  const expires = expirySeconds(ctx, licenceEnds);
  const base = `${ctx.config.apiOrigin}${signedFolderPath(ctx.config, expires, media, audience)}`;
  const stream_links =
    format === 'audio'
      ? { broadband_standard_dynamics: `${base}broadband.m4a`, cellular_standard_dynamics: `${base}cellular.m4a` }
      : { hls: `${base}index.m3u8` };
  return { stream_links, expires: new Date(expires * 1000).toISOString() };
}
