import { useState, type ReactNode } from 'react';
import { site } from '../../../config/site.ts';
import type { LiveStream } from '#lib/api/live-stream.ts';
import { withBase } from '#lib/catalog/routes.ts';
import { chatEmbedUrl } from '../lib/chat-embed.ts';
import type { LivePlayback } from '../lib/live-target.ts';
import { liveNotice } from '../lib/live-notice.ts';
import { displayState, offersCalendar, type LiveDisplayState } from '../lib/live-state.ts';
import { CalendarMenu } from './CalendarMenu.tsx';
import { EmphasisText } from '../../../islands/EmphasisText.tsx';
import { LiveChat } from './LiveChat.tsx';
import { LiveScreen } from './LiveScreen.tsx';
import { LiveStartTime } from './LiveTime.tsx';
import { TheaterToggle } from './TheaterToggle.tsx';
import { useGoneRedirect } from './use-gone-redirect.ts';
import { useLiveClock } from './use-live-clock.ts';
import { useLiveStream } from './use-live-streams.ts';
import styles from './LiveDetail.module.css';

/** What the detail island is built with. */
export interface LiveStreamDetailProps {
  /** The stream the page was built for. */
  stream: LiveStream;
  /** Static content for the actions row (the page's share button), as Astro's `actions` slot. */
  actions?: ReactNode;
  /**
   * Whether the stream was live when the page was built. Never shown as a state: only, until the
   * visitor's clock is known, the boxes of what a live stream adds (the 'Live now!' badge, the
   * chat) are kept empty in place, so that when they are drawn nothing moves.
   */
  liveAtBuild?: boolean;
}

/** What a display state plays: the live feed, the replay, or nothing. */
function playbackOf(state: LiveDisplayState | null): LivePlayback | null {
  if (state === 'live') return 'livestream';
  if (state === 'complete-replay') return 'livestream-replay';
  return null;
}

/**
 * A live-stream page's stage (rules §2). Its state is the visitor's clock's, never the
 * build's: until the clock is known (server render, hydration) the page shows the stream's
 * picture and its start in Central time, and no notice. Then, every 5 seconds: the player
 * while live (it appears by itself when the stream starts), the replay while available, or
 * the notice 'This live stream will start at {time}' / '… will start {date}' / 'This
 * livestream has ended.'. Also theater mode, add-to-calendar links and the chat while live; the
 * program, sponsors and grant notes below are the build's (LiveStreamBody). A stream the API no
 * longer lists goes to /live-streams.
 */
export default function LiveStreamDetail({ stream: built, actions, liveAtBuild = false }: LiveStreamDetailProps) {
  const { stream, gone } = useLiveStream(built);
  useGoneRedirect(gone);
  const { now, format } = useLiveClock();
  const [theater, setTheater] = useState(false);

  const state = now === null ? null : displayState(stream, now);
  const playback = playbackOf(state);
  const notice = state === null ? null : liveNotice(state, stream, format);
  // 'Add to calendar' only for a stream that has not started, once the visitor's clock is known.
  const calendar = now !== null && offersCalendar(stream, now);
  const wide = theater && playback !== null;
  const reserveLive = now === null && liveAtBuild;
  const chat = state === 'live' || reserveLive ? chatEmbedUrl(site.chatEmbedUrl, stream.chat_code) : null;
  return (
    <header className={wide ? `${styles.stage} ${styles.theater}` : styles.stage} data-live-state={state ?? 'unknown'}>
      <div className={`container ${styles.stageInner} ${chat === null ? '' : styles.hasChat}`}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>
            <a href={withBase('/live-streams')}>Live Streams</a>
          </p>
          <h1 className={styles.title}>
            <EmphasisText text={stream.title} />
          </h1>
          <p className={styles.time}>
            {state === 'live' && <span className="badge badge--live">Live now!</span>}
            {reserveLive && (
              <span className={`badge badge--live ${styles.reserved}`} aria-hidden="true">
                Live now!
              </span>
            )}
            <LiveStartTime stream={stream} format={format} />
          </p>
          {stream.short_description.trim() !== '' && <p className={styles.summary}>{stream.short_description}</p>}
          <p className={styles.notice} role="status">
            {notice ?? ''}
          </p>
          <div className={styles.actions}>
            {calendar && <CalendarMenu stream={stream} />}
            {playback !== null && <TheaterToggle on={wide} onChange={setTheater} />}
            {actions}
          </div>
        </div>
        <div className={styles.screen}>
          <LiveScreen stream={stream} playback={playback} />
        </div>
        {chat !== null &&
          (reserveLive ? (
            <section className={styles.chat} aria-hidden="true">
              <div className={styles.chatFrame} />
            </section>
          ) : (
            <LiveChat src={chat} />
          ))}
      </div>
    </header>
  );
}
