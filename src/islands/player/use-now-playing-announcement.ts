import { useEffect, useRef, useState } from 'react';
import type { QueueItem } from '../../lib/player/queue-item.ts';
import { stripEmphasis } from '../../lib/text/emphasis.ts';

/**
 * The sentence the bar's live region announces when a new item starts playing, e.g.
 * 'Now playing: Symphony No. 5, Beethoven.' A restored queue (paused) and pausing or
 * resuming the same item are not announced.
 */
export function useNowPlayingAnnouncement(item: QueueItem | null, current: number, playing: boolean): string {
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (item === null || !playing) return;
    const key = `${current}:${item.performance_id}`;
    if (announced.current === key) return;
    announced.current = key;
    const composer = item.composer === '' ? '' : `, ${item.composer}`;
    setAnnouncement(`Now playing: ${stripEmphasis(item.title)}${composer}.`);
  }, [item, current, playing]);
  return announcement;
}
