import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { site } from '../../config/site.ts';
import { withBase } from '#lib/catalog/routes.ts';
import { streamFetchKey, fetchStateOf } from '#lib/streams/fetch-state.ts';
import type { StreamTarget } from '#lib/streams/fetch-state.ts';
import { chooseVideoLink } from '#lib/streams/choose-link.ts';
import { $streamFetches, fetchStreamLinks } from '../../stores/stream-links-state.ts';
import { useVideoJsPlayer } from './use-video-js-player.ts';
import type { VideoSource } from './video-source.ts';

interface Props {
  readonly source: VideoSource;
  /** Start playing as soon as the player is ready (the visitor clicked play). */
  readonly autoplay: boolean;
}

/** A message in the video area, with what the visitor can do about it. */
function VideoMessage({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="video-player__message" role="status">
      <p>{text}</p>
      {children}
    </div>
  );
}

/**
 * The video of a preview ('Watch Performance', 'Watch the entire concert', a feature, a
 * collection's intro): it fetches the stream links with the visitor's token, then plays the
 * HLS link in video.js with English captions and chapters. Signed out, the area says 'You
 * must be signed in to view this video.'; outside the allowed region it gives the region
 * message (rules §8).
 */
export default function VideoPlayer({ source, autoplay }: Props) {
  const target: StreamTarget = { kind: source.kind, uuid: source.uuid, medium: 'video' };
  const key = streamFetchKey(target);
  const state = fetchStateOf(useStore($streamFetches), key);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const [attempted, setAttempted] = useState(false);
  const host = useRef<HTMLDivElement | null>(null);
  const hls = state.status === 'success' ? chooseVideoLink(state.links) : null;
  useVideoJsPlayer(host, hls, source, autoplay, setLoadError);

  const fetchLinks = () => {
    void fetchStreamLinks(target).finally(() => setAttempted(true));
  };
  // One fetch per stream when the preview turns into a player; after a failure, the visitor's click.
  const fetchOnMount = useEffectEvent(fetchLinks);
  useEffect(() => {
    fetchOnMount();
  }, [key]);

  if (loadError !== null) return <VideoMessage text="Sorry, the video player could not be loaded." />;
  if (state.status === 'failure') {
    return (
      <VideoMessage text={state.notice.message}>
        {state.kind === 'user' && state.notice.code === 'video-sign-in-required' && (
          <a className="button" href={withBase('/sign-in', site.basePath)}>
            Sign in
          </a>
        )}
      </VideoMessage>
    );
  }
  if (state.status === 'none' && attempted) {
    return (
      <VideoMessage text="The video did not start.">
        <button type="button" className="button" onClick={fetchLinks}>
          Try again
        </button>
      </VideoMessage>
    );
  }
  return (
    <div className="video-player" aria-busy={hls === null}>
      {hls === null && <p className="video-player__loading">Loading video…</p>}
      <div className="video-player__host" ref={host} />
    </div>
  );
}
