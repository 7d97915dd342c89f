import type { Page } from '@playwright/test';

/**
 * An init script that records every media element the page plays (the player's audio element
 * lives outside the document) with counts of the events that would mean playback stopped or
 * restarted, and a marker that only a full page load clears.
 */
export const RECORD_MEDIA = `(() => {
  window.__media = [];
  window.__pageLoads = (window.__pageLoads || 0) + 1;
  const originalPlay = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...args) {
    if (!window.__media.includes(this)) {
      window.__media.push(this);
      this.__events = { pause: 0, emptied: 0, abort: 0, ended: 0, loadstart: 0 };
      for (const name of Object.keys(this.__events)) this.addEventListener(name, () => { this.__events[name] += 1; });
    }
    return originalPlay.apply(this, args);
  };
})();`;

declare global {
  interface Window {
    __media: HTMLMediaElement[];
    __pageLoads: number;
    __marker?: string;
  }
  interface HTMLMediaElement {
    __events: Record<string, number>;
  }
}

/** The recorded audio elements that have a source (the player's), as seen from the page. */
export async function audioState(page: Page): Promise<{
  count: number;
  src: string;
  currentTime: number;
  paused: boolean;
  volume: number;
  muted: boolean;
  events: Record<string, number>;
}> {
  return page.evaluate(() => {
    const audios = window.__media.filter((m) => m instanceof HTMLAudioElement && m.getAttribute('src'));
    const audio = audios[0];
    return {
      count: audios.length,
      src: audio?.currentSrc ?? '',
      currentTime: audio?.currentTime ?? -1,
      paused: audio?.paused ?? true,
      volume: audio?.volume ?? 1,
      muted: audio?.muted ?? false,
      events: audio?.__events ?? {},
    };
  });
}
