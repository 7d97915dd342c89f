import type { LiveStream } from '#lib/api/live-stream.ts';
import { withBase } from '#lib/catalog/routes.ts';
import type { LivePlayback } from '../lib/live-target.ts';
import { chooseVideoLink } from '#lib/streams/choose-link.ts';
import { stripEmphasis } from '#lib/text/emphasis.ts';
import { LivePlayer } from './LivePlayer.tsx';
import { useLiveLinks } from './use-live-links.ts';
import { Picture } from '../../../components/Picture.tsx';
import styles from './LiveDetail.module.css';

/**
 * The video area of a live-stream page: the stream's picture while there is nothing to play;
 * the live feed while live and the replay while it is available, fetched as soon as they are
 * (so the player appears by itself when the stream starts); the failure's message instead
 * of the player when the links cannot be had, with a way to sign in or try again.
 */
export function LiveScreen({ stream, playback }: { stream: LiveStream; playback: LivePlayback | null }) {
  const { state, notice, retry } = useLiveLinks(stream, playback);
  const hls = state.status === 'success' ? chooseVideoLink(state.links) : null;
  if (playback !== null && hls !== null) {
    return <LivePlayer hls={hls} uuid={stream.uuid} playback={playback} title={stripEmphasis(stream.title)} />;
  }
  const busy = playback !== null && notice === null && state.status !== 'failure';
  return (
    <>
      <Picture
        image={stream.preferred_image}
        className={styles.poster}
        blankClassName={`${styles.poster} ${styles.blank}`}
        sizes="(min-width: 56rem) 38rem, 100vw"
        eager
      />
      {busy && (
        <p className={styles.overlay} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {playback === 'livestream' ? 'Loading the live stream…' : 'Loading the replay…'}
        </p>
      )}
      {playback !== null && notice !== null && (
        <div className={styles.overlay} role="alert">
          <p className={styles.message}>{notice.message}</p>
          {notice.code === 'video-sign-in-required' ? (
            <a className="button button--brass" href={withBase('/sign-in')}>
              Sign in
            </a>
          ) : state.status !== 'failure' ? (
            <button type="button" className="button button--brass" onClick={retry}>
              Try again
            </button>
          ) : null}
        </div>
      )}
    </>
  );
}
