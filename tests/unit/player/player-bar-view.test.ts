import { describe, expect, it } from 'vitest';
import { playerBarView, queueButtonLabel } from '../../../src/lib/player/player-bar-view.ts';
import type { PlaybackReading } from '../../../src/lib/player/player-bar-view.ts';
import { EMPTY_QUEUE } from '../../../src/lib/player/queue-state.ts';
import type { QueueState } from '../../../src/lib/player/queue-state.ts';
import { makeItem } from './support/queue-items.ts';

const playback: PlaybackReading = { position: 0, duration: Number.NaN, volume: 1, muted: false, waiting: false };
const queueOf = (count: number, current: number, status: 'playing' | 'paused' = 'playing'): QueueState => ({
  items: Array.from({ length: count }, (_, n) => makeItem(n)),
  current,
  status,
});

describe('the player bar view', () => {
  it('is null for an empty queue: the bar hides', () => {
    expect(playerBarView(EMPTY_QUEUE, playback)).toBeNull();
  });

  it('shows the current item, playing or paused, and what previous and next may do', () => {
    expect(playerBarView(queueOf(3, 1), playback)).toMatchObject({
      item: makeItem(1),
      playing: true,
      canPrevious: true,
      canNext: true,
    });
    expect(playerBarView(queueOf(3, 0, 'paused'), playback)).toMatchObject({
      playing: false,
      canPrevious: false,
      canNext: true,
    });
    expect(playerBarView(queueOf(1, 0), playback)).toMatchObject({ canPrevious: false, canNext: false });
  });

  it("uses the item's length until the audio element knows its own", () => {
    expect(playerBarView(queueOf(1, 0), playback)?.duration).toBe(90);
    expect(playerBarView(queueOf(1, 0), { ...playback, duration: 91.5 })?.duration).toBe(91.5);
  });

  it('names the movement under the play head', () => {
    expect(playerBarView(queueOf(1, 0), { ...playback, position: 10 })?.movement?.title).toBe('I. Allegro');
    expect(playerBarView(queueOf(1, 0), { ...playback, position: 31 })?.movement?.title).toBe('II. Andante');
    expect(playerBarView(queueOf(1, 0), { ...playback, position: 31 })?.position).toBe(31);
  });

  it('shows the volume as a percentage, 0 while muted, and the speaker silent when muted or at 0', () => {
    expect(playerBarView(queueOf(1, 0), { ...playback, volume: 0.456 })).toMatchObject({
      volumePercent: 46,
      silent: false,
      muted: false,
    });
    expect(playerBarView(queueOf(1, 0), { ...playback, volume: 0.5, muted: true })).toMatchObject({
      volumePercent: 0,
      silent: true,
      muted: true,
    });
    expect(playerBarView(queueOf(1, 0), { ...playback, volume: 0 })).toMatchObject({
      volumePercent: 0,
      silent: true,
      muted: false,
    });
  });

  it('passes on whether the audio is waiting for data', () => {
    expect(playerBarView(queueOf(1, 0), { ...playback, waiting: true })?.waiting).toBe(true);
  });

  it("offers 'Resume at' for a saved item waiting at its start, not once it plays or moves", () => {
    const item = makeItem(0);
    const positions = [{ recording: item.recording_uuid, position: 754 }];
    expect(playerBarView(queueOf(1, 0, 'paused'), playback, positions)?.resumeAt).toBe(754);
    expect(playerBarView(queueOf(1, 0, 'playing'), playback, positions)?.resumeAt).toBeNull();
    expect(playerBarView(queueOf(1, 0, 'paused'), { ...playback, position: 30 }, positions)?.resumeAt).toBeNull();
    expect(playerBarView(queueOf(2, 1, 'paused'), playback, positions)?.resumeAt).toBeNull();
    expect(playerBarView(queueOf(1, 0, 'paused'), playback)?.resumeAt).toBeNull();
  });

  it("names the queue button with the number of items: 'Queue, 1 item', 'Queue, 2 items'", () => {
    expect(queueButtonLabel(1)).toBe('Queue, 1 item');
    expect(queueButtonLabel(2)).toBe('Queue, 2 items');
    expect(playerBarView(queueOf(3, 0), playback)).toMatchObject({ queueLength: 3, queueLabel: 'Queue, 3 items' });
  });
});
