import { nowPlayingAnnouncement } from '../../lib/player/now-playing.ts';
import { playerBarView } from '../../lib/player/player-bar-view.ts';
import { startPlayer } from '../../stores/player/controls.ts';
import { $playback } from '../../stores/player/playback.ts';
import { $queue } from '../../stores/player/queue.ts';
import { resumePositions } from '../../stores/player/resume-positions.ts';
import { element, setAttribute, setText, syncChildren } from './elements.ts';
import { createQueueControl } from './queue-control.ts';
import { createResumeOffer } from './resume-offer.ts';
import { createSeekBar } from './seek-bar.ts';
import { createTrackInfo } from './track-info.ts';
import { createTransportControls } from './transport-controls.ts';
import { createVolumeControl } from './volume-control.ts';

let mounted = false;

/**
 * The persistent audio player bar (rules §2): what is playing, the current movement,
 * elapsed and total time, the seek bar, previous/play/next with 'Resume at 12:34' for an item
 * waiting at its start with a saved position, volume and the queue popup. It draws from the
 * stores only (the rules are src/lib/player's); the audio element and its
 * effects live in the player engine, started here. `section` is the bar's container, static
 * HTML that is empty and hidden (the queue is in local storage); the client router keeps
 * it, with what is drawn in it and its listeners, across page changes, so this runs once
 * per page life.
 */
export function mountPlayerBar(section: HTMLElement): void {
  if (mounted) return;
  mounted = true;
  startPlayer();

  const announcer =
    section.querySelector('[aria-live]') ?? element('p', { class: 'visually-hidden', 'aria-live': 'polite' });
  const track = createTrackInfo();
  const transport = createTransportControls();
  const resumeOffer = createResumeOffer();
  const positions = resumePositions();
  const seek = createSeekBar();
  const volume = createVolumeControl();
  const queue = createQueueControl(() => render());
  transport.element.append(resumeOffer.element);
  const controls = element('div', { class: 'player-bar__controls' }, [transport.element, seek.element]);
  const extras = element('div', { class: 'player-bar__extras' }, [volume.element, queue.button]);
  const inner = element('div', { class: 'player-bar__inner' });
  let announced: string | null = null;

  function render(): void {
    const state = $queue.get();
    const view = playerBarView(state, $playback.get(), positions.get());
    const announcement = nowPlayingAnnouncement(view?.item ?? null, state.current, view?.playing === true, announced);
    if (announcement !== null) setText(announcer, announcement.text);
    announced = announcement?.key ?? announced;
    setAttribute(section, 'hidden', view === null);
    if (view === null) {
      syncChildren(section, [announcer]);
      queue.barHidden();
      return;
    }
    for (const part of [track, transport, resumeOffer, seek, volume]) part.update(view);
    syncChildren(inner, [track.element, controls, extras, queue.popup()]);
    syncChildren(section, [announcer, inner]);
    queue.update(view, state);
  }

  $queue.subscribe(render);
  $playback.listen(render);
  positions.listen(render);
  // Tells scripts and tests that the bar is live, as Astro drops `ssr` from a hydrated island.
  section.dataset['playerBar'] = 'mounted';
}
