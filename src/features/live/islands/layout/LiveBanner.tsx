import { useEffect } from 'react';
import type { LiveStream } from '#lib/api/live-stream.ts';
import { LIVE_BANNER_MARK } from '#lib/browser/page-marks.ts';
import { liveStreamPath, withBase } from '#lib/catalog/routes.ts';
import { liveBanner } from '../../lib/banner.ts';
import { stripEmphasis } from '#lib/text/emphasis.ts';
import { useLiveClock } from '../use-live-clock.ts';
import { useLiveStreams } from '../use-live-streams.ts';
import styles from './LiveBanner.module.css';

/** What the banner island is built with. */
export interface LiveBannerProps {
  /** The streams the banner may show, from the build (`liveBannerSeed`). */
  streams: readonly LiveStream[];
}

/**
 * The live-stream banner on every page (rules §4): 'Live stream now!' or 'Live stream
 * starts {time}.' for the earliest listed, unfinished stream from its banner start, linking to
 * the stream. It renders nothing on the server: whether it shows depends on the visitor's clock.
 */
export default function LiveBanner({ streams }: LiveBannerProps) {
  const { now, format } = useLiveClock();
  const known = useLiveStreams(streams);
  const banner = now === null ? null : liveBanner(known, now, format);
  const shows = banner !== null;
  // The head script reserved the banner's box from the build's streams; once the clock and the
  // API's list are known, the box follows what the banner really shows (src/page-scripts/head/live-banner-mark.ts).
  useEffect(() => {
    if (now !== null) document.documentElement.toggleAttribute(LIVE_BANNER_MARK, shows);
  }, [now, shows]);
  if (banner === null) return null;
  return (
    <aside className={banner.live ? `${styles.banner} ${styles.live}` : styles.banner} aria-label="Live stream">
      <a className={styles.link} href={withBase(liveStreamPath(banner.stream.identifier))}>
        {banner.live && <span className={styles.dot} aria-hidden="true" />}
        <span className={styles.message}>{banner.message}</span>
        <span className={styles.break} aria-hidden="true" />
        <span className={styles.title}>{stripEmphasis(banner.stream.title)}</span>
        <span className={styles.arrow} aria-hidden="true">
          →
        </span>
      </a>
    </aside>
  );
}
