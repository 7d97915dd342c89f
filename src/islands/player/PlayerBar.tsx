import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { nowPlayingAnnouncement, type Announcement } from '#lib/player/now-playing.ts';
import { playerBarView } from '#lib/player/player-bar-view.ts';
import { PLAYER_QUEUED_MARK } from '#lib/player/queued-mark.ts';
import { startPlayer } from '../../stores/player/controls.ts';
import { $playback } from '../../stores/player/playback.ts';
import { $queue } from '../../stores/player/queue.ts';
import { resumePositions } from '../../stores/player/resume-positions.ts';
import { QueueButton } from './QueueButton.tsx';
import { SeekBar } from './SeekBar.tsx';
import { TrackInfo } from './TrackInfo.tsx';
import { TransportControls } from './TransportControls.tsx';
import { VolumeControl } from './VolumeControl.tsx';

/** The popup shows nothing until the visitor opens it: its code loads then. */
const QueuePopup = lazy(() => import('./QueuePopup.tsx'));

const POPUP_ID = 'player-queue';

const $positions = resumePositions();

/**
 * The persistent audio player bar (rules §2): what is playing, the current movement, elapsed
 * and total time, the seek bar, previous/play/next with 'Resume at 12:34' for an item waiting
 * at its start with a saved position, volume and the queue popup. It draws the stores (the
 * rules are src/lib/player's); the audio element and its effects live in the player engine,
 * started here. The server renders it empty and hidden, as the queue is in local storage, and
 * hydration draws that same markup before the restored queue fills it. The client router keeps
 * the island, its React root and the audio, across page changes (`transition:persist`).
 */
export default function PlayerBar() {
  // Hydration reads the stores' first values, as the server did, so it finds the markup it rendered.
  const queue = useStore($queue, { ssr: 'initial' });
  const playback = useStore($playback, { ssr: 'initial' });
  const positions = useStore($positions, { ssr: 'initial' });
  const view = playerBarView(queue, playback, positions);
  const [open, setOpen] = useState(false);
  const section = useRef<HTMLElement>(null);
  const queueButton = useRef<HTMLButtonElement>(null);

  // The live region says each new item once as it starts playing (not on pause and resume). What was
  // said last is state set while rendering, React's way to follow a change since the previous render.
  const [announced, setAnnounced] = useState<Announcement | null>(null);
  const announcement = nowPlayingAnnouncement(
    view?.item ?? null,
    queue.current,
    view?.playing === true,
    announced?.key ?? null,
  );
  if (announcement !== null) setAnnounced(announcement);

  useEffect(() => {
    startPlayer();
    // The restored queue is in the store by now, so the head script's mark holds until the bar draws it.
    const unmark = $queue.subscribe((state) =>
      document.documentElement.toggleAttribute(PLAYER_QUEUED_MARK, state.items.length > 0),
    );
    // Tells scripts and tests that the bar is live: Astro drops `ssr` from the island before React has
    // hydrated it. React leaves the attribute alone, as the markup it renders has none.
    section.current?.setAttribute('data-player-bar', 'mounted');
    return unmark;
  }, []);

  // Removing the last item hides the bar: an open popup closes, and focus goes to the page's content.
  useEffect(() => {
    if (!open) return;
    return $queue.listen((state) => {
      if (state.items.length > 0) return;
      setOpen(false);
      document.getElementById('main')?.focus();
    });
  }, [open]);

  const toggle = useCallback(() => setOpen((current) => !current), [setOpen]);
  const close = useCallback(() => {
    setOpen(false);
    queueButton.current?.focus();
  }, [setOpen]);

  return (
    <section ref={section} className="player-bar" aria-label="Audio player" hidden={view === null}>
      <p className="visually-hidden" aria-live="polite">
        {announced?.text ?? ''}
      </p>
      {view !== null && (
        <div className="player-bar__inner">
          <TrackInfo item={view.item} movement={view.movement} />
          <div className="player-bar__controls">
            <TransportControls
              canPrevious={view.canPrevious}
              canNext={view.canNext}
              playing={view.playing}
              waiting={view.waiting}
              resumeAt={view.resumeAt}
            />
            <SeekBar position={view.position} duration={view.duration} />
          </div>
          <div className="player-bar__extras">
            <VolumeControl volumePercent={view.volumePercent} muted={view.muted} silent={view.silent} />
            <QueueButton
              label={view.queueLabel}
              count={view.queueLength}
              open={open}
              popupId={POPUP_ID}
              onToggle={toggle}
              buttonRef={queueButton}
            />
          </div>
          {open && (
            <Suspense fallback={null}>
              <QueuePopup id={POPUP_ID} queue={queue} onClose={close} />
            </Suspense>
          )}
        </div>
      )}
    </section>
  );
}
