// Before any zod schema is built: no eval probe under the site's Content-Security-Policy.
import '../../lib/api/zod-jitless.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { currentMovement } from '../../lib/player/movements.ts';
import { canNext, canPrevious, currentItem } from '../../lib/player/queue-state.ts';
import { startPageMarks } from '../../scripts/player-page-marks.ts';
import { startPlayer } from '../../stores/player-controls.ts';
import { $playback } from '../../stores/player-playback.ts';
import { $queue } from '../../stores/player-queue.ts';
import './player-bar.css';
import { QueueIcon } from './player-icons.tsx';
import QueuePopup from './QueuePopup.tsx';
import SeekBar from './SeekBar.tsx';
import TrackInfo from './TrackInfo.tsx';
import TransportControls from './TransportControls.tsx';
import { useNowPlayingAnnouncement } from './use-now-playing-announcement.ts';
import VolumeControl from './VolumeControl.tsx';

/**
 * The persistent audio player bar (spec section 2): what is playing, the current movement,
 * elapsed and total time, the seek bar, previous/play/next, volume and the queue popup.
 * It renders from the stores only; the audio element and its effects live in the player
 * engine, started here on hydration. The server renders it empty and hidden: the queue is
 * in local storage, and hydration (after the page's largest paint) shows it.
 */
export default function PlayerBar() {
  const queue = useStore($queue, { ssr: 'initial' });
  const playback = useStore($playback, { ssr: 'initial' });
  const [queueOpen, setQueueOpen] = useState(false);
  const queueButton = useRef<HTMLButtonElement | null>(null);
  const popupId = `${useId()}queue`;
  const item = currentItem(queue);
  const playing = queue.status === 'playing';
  const announcement = useNowPlayingAnnouncement(item, queue.current, playing);

  useEffect(() => {
    startPlayer();
    startPageMarks();
  }, []);
  useEffect(() => {
    if (item !== null || !queueOpen) return;
    // The last item was removed from the popup: the bar hides, so focus goes to the page.
    setQueueOpen(false);
    document.getElementById('main')?.focus();
  }, [item, queueOpen]);

  const closeQueue = () => {
    setQueueOpen(false);
    queueButton.current?.focus();
  };
  const duration = Number.isFinite(playback.duration) ? playback.duration : (item?.duration_ms ?? 0) / 1000;

  return (
    <section className="player-bar" aria-label="Audio player" hidden={item === null}>
      <p className="visually-hidden" aria-live="polite">{announcement}</p>
      {item !== null && (
        <div className="player-bar__inner">
          <TrackInfo item={item} movement={currentMovement(item.movement_cuepoints, playback.position)} />
          <div className="player-bar__controls">
            <TransportControls playing={playing} waiting={playback.waiting} canPrevious={canPrevious(queue)} canNext={canNext(queue)} />
            <SeekBar position={playback.position} duration={duration} />
          </div>
          <div className="player-bar__extras">
            <VolumeControl volume={playback.volume} muted={playback.muted} />
            <button
              ref={queueButton}
              type="button"
              className="player-bar__icon player-bar__queue-button"
              aria-haspopup="dialog"
              aria-expanded={queueOpen}
              aria-controls={queueOpen ? popupId : undefined}
              aria-label={`Queue, ${queue.items.length} ${queue.items.length === 1 ? 'item' : 'items'}`}
              onClick={() => setQueueOpen(!queueOpen)}
            >
              <QueueIcon />
              <span aria-hidden="true">{queue.items.length}</span>
            </button>
          </div>
          {queueOpen && <QueuePopup id={popupId} items={queue.items} current={queue.current} playing={playing} onClose={closeQueue} />}
        </div>
      )}
    </section>
  );
}
