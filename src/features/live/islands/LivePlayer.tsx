import { useMemo, useRef, useState } from 'react';
import type { LivePlayback } from '../lib/live-target.ts';
import { useVideoJsPlayer } from '../../../islands/video/use-video-js-player.ts';
import type { VideoSource } from '../../../islands/video/video-source.ts';
import styles from './LiveDetail.module.css';

/** What the live player needs. */
export interface LivePlayerProps {
  /** The HLS playlist (a signed, expiring link the page fetched). */
  hls: string;
  /** The stream's uuid and what plays: the live feed or the replay. */
  uuid: string;
  playback: LivePlayback;
  /** The stream's title, plain: the player's label and the analytics name. */
  title: string;
}

/**
 * The live feed or the replay in the site's video.js player (src/islands/video: loaded only
 * now, with analytics and error reporting). It does not start by itself: browsers refuse
 * sound without a click, and the visitor chooses when to join.
 */
export function LivePlayer({ hls, uuid, playback, title }: LivePlayerProps) {
  const host = useRef<HTMLDivElement | null>(null);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const source = useMemo<VideoSource>(
    () => ({ kind: playback, uuid, captions: [], chaptersUrl: null, title }),
    [playback, uuid, title],
  );
  useVideoJsPlayer(host, hls, source, false, setLoadError);
  if (loadError !== null) return <p className={styles.overlay}>Sorry, the video player could not be loaded.</p>;
  return <div ref={host} className={styles.video} />;
}
