import type { LiveStream } from '#lib/api/live-stream.ts';
import { liveStreamPath, withBase } from '#lib/catalog/routes.ts';
import { liveStreamList } from '../lib/list.ts';
import { EmphasisText } from '../../../islands/EmphasisText.tsx';
import { LiveStartTime } from './LiveTime.tsx';
import { useLiveClock } from './use-live-clock.ts';
import { useLiveStreams } from './use-live-streams.ts';
import { Picture } from '../../../components/Picture.tsx';
import styles from './LiveStreamList.module.css';

/** What the list island is built with. */
export interface LiveStreamListProps {
  /** Every live stream of the build; the list rule drops unlisted and sample ones. */
  streams: readonly LiveStream[];
  /** The subscribable calendar (`webcal://…/live-streams.ics`); no link when left out. */
  feedUrl?: string;
  /**
   * The build's time (ISO): until the visitor's clock is known (the server render, hydration) the list
   * leaves out the streams that were no longer watchable when the site was built.
   */
  builtAt: string;
}

/**
 * The /live-streams list (rules §2): listed streams by end time, each with its
 * picture, title linking to its page, start time (Central, with the visitor's own time
 * first elsewhere), short description and, while it is live, 'Live now!'. A stream added or
 * changed after the build appears as the API has it now.
 */
export default function LiveStreamList({ streams, feedUrl, builtAt }: LiveStreamListProps) {
  const { now, format } = useLiveClock();
  const items = liveStreamList(useLiveStreams(streams), now ?? new Date(builtAt));
  return (
    <div className={styles.wrap}>
      {items.length === 0 ? (
        <p className="muted">No live streams are scheduled right now. Check back soon.</p>
      ) : (
        <ul className={styles.list}>
          {items.map(({ stream, liveNow }, index) => (
            <li key={stream.identifier} className={styles.item} data-live-stream={stream.identifier}>
              <div className={styles.media}>
                <Picture
                  image={stream.preferred_image}
                  className={styles.image}
                  blankClassName={styles.blank}
                  sizes="(min-width: 40rem) 18rem, 100vw"
                  // The first picture is the page's largest paint: it loads at once, with high priority.
                  eager={index === 0}
                />
                {now !== null && liveNow && <span className={`badge badge--live ${styles.flag}`}>Live now!</span>}
              </div>
              <div>
                <h2 className={styles.title} data-live-title>
                  <a href={withBase(liveStreamPath(stream.identifier))}>
                    <EmphasisText text={stream.title} />
                  </a>
                </h2>
                <p className={styles.time}>
                  <LiveStartTime stream={stream} format={format} />
                </p>
                {stream.short_description.trim() !== '' && <p className={styles.summary}>{stream.short_description}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
      {feedUrl !== undefined && (
        <p className={styles.feed}>
          <a href={feedUrl}>Subscribe to upcoming live streams in your calendar</a>
        </p>
      )}
    </div>
  );
}
