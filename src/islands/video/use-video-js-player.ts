import { useEffect, useEffectEvent } from 'react';
import type { RefObject } from 'react';
import { site } from '../../config/site.ts';
import { analytics } from '#lib/analytics/site-analytics.ts';
import { reportVideoMilestone } from '#lib/analytics/video-analytics.ts';
import { trackVideoMilestones } from '#lib/analytics/video-tracker.ts';
import type { TrackedVideo } from '#lib/analytics/video-tracker.ts';
import { mediaUrl } from '#lib/catalog/image-sources.ts';
import { errorReporter } from '#lib/error-reporting/site-error-reporter.ts';
import { loadVideoJs } from './load-video-js.ts';
import type { VideoJs } from './load-video-js.ts';
import type { VideoSource } from './video-source.ts';

type Player = ReturnType<VideoJs>;

/** A video.js player as the analytics tracker sees it. */
function trackable(player: Player): TrackedVideo {
  return {
    on: (type, listener) => player.on(type, listener),
    off: (type, listener) => player.off(type, listener),
    currentTime: () => player.currentTime() ?? 0,
    duration: () => player.duration() ?? Number.NaN,
  };
}

/** Its captions in every language it has, and the chapters from the cue points (rules §7). */
function addTextTracks(player: Player, source: VideoSource): void {
  for (const track of source.captions) {
    const src = mediaUrl(track.url, site.mediaBase);
    player.addRemoteTextTrack({ kind: 'captions', src, srclang: track.language, label: track.label }, false);
  }
  if (source.chaptersUrl !== null) {
    const src = mediaUrl(source.chaptersUrl, site.mediaBase);
    player.addRemoteTextTrack({ kind: 'chapters', src, srclang: 'en', label: 'Chapters', default: true }, false);
  }
}

function createPlayer(
  videojs: VideoJs,
  host: HTMLElement,
  hls: string,
  source: VideoSource,
  autoplay: boolean,
): Player {
  const element = document.createElement('video-js');
  element.className = 'video-js vjs-big-play-centered';
  element.setAttribute('aria-label', source.title === '' ? 'Video player' : `Video: ${source.title}`);
  host.append(element);
  const player = videojs(element, {
    controls: true,
    fill: true,
    autoplay,
    preload: 'auto',
    playsinline: true,
    // Caption and chapter files come from the media host: the element must ask with CORS.
    crossOrigin: 'anonymous',
  });
  player.src({ src: hls, type: 'application/x-mpegURL' });
  addTextTracks(player, source);
  player.on('error', () => {
    const error = player.error();
    errorReporter.captureError(new Error(`Video error ${error?.code ?? 'unknown'}: ${error?.message ?? ''}`), {
      area: 'video',
    });
  });
  return player;
}

/**
 * Creates a video.js player for an HLS link inside `host` once the link is known, with the
 * text tracks and the analytics milestones, and disposes of it when the link changes or
 * the component goes. `onLoadError` hears when video.js itself could not be loaded.
 */
export function useVideoJsPlayer(
  host: RefObject<HTMLDivElement | null>,
  hls: string | null,
  source: VideoSource,
  autoplay: boolean,
  onLoadError: (error: Error) => void,
): void {
  // The player is made once per link, with the values of the render that brought the link; the
  // others are fixed for a mounted preview, and a change of them alone does not remake it.
  const settings = useEffectEvent(() => ({ host, source, autoplay, onLoadError }));
  useEffect(() => {
    if (hls === null) return undefined;
    const { host, source, autoplay, onLoadError } = settings();
    let player: Player | null = null;
    let stopTracking: () => void = () => undefined;
    let disposed = false;
    loadVideoJs()
      .then((videojs) => {
        if (disposed || host.current === null) return;
        player = createPlayer(videojs, host.current, hls, source, autoplay);
        stopTracking = trackVideoMilestones(trackable(player), (event) =>
          reportVideoMilestone(analytics, source, event),
        );
      })
      .catch((error: unknown) => {
        if (!disposed) onLoadError(error instanceof Error ? error : new Error(String(error)));
      });
    return () => {
      disposed = true;
      stopTracking();
      player?.dispose();
    };
  }, [hls]);
}
