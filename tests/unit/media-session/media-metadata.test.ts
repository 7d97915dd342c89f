import { describe, expect, it } from 'vitest';
import { trackMetadata, trackPosition } from '../../../src/lib/media-session/media-metadata.ts';
import { makeItem } from '../player/support/queue-items.ts';

const resolve = (path: string) => `https://media.test${path}`;

describe('trackMetadata', () => {
  it('shows the composition with the movement playing, the composer, the performers and the artwork', () => {
    const item = makeItem(5, {
      title: '*Eroica* Symphony',
      image: '/images/eroica/wd_512x288.jpg',
      performers: ['Jane Doe, conductor', 'Ann Lee, violin'],
    });
    expect(trackMetadata(item, { title: 'II. Marcia funebre', start: 30 }, resolve)).toEqual({
      title: 'Eroica Symphony — II. Marcia funebre',
      artist: 'Haydn',
      album: 'Jane Doe, conductor, Ann Lee, violin',
      artwork: [{ src: 'https://media.test/images/eroica/wd_512x288.jpg', sizes: '512x288', type: 'image/jpeg' }],
    });
  });

  it('shows the composition alone before the first movement and no artwork without an image', () => {
    const metadata = trackMetadata(makeItem(1, { image: null }), null, resolve);
    expect(metadata.title).toBe('Symphony No. 1');
    expect(metadata.artwork).toEqual([]);
  });

  it('leaves out an image type it cannot tell', () => {
    const metadata = trackMetadata(makeItem(1, { image: '/images/x' }), null, resolve);
    expect(metadata.artwork).toEqual([{ src: 'https://media.test/images/x', sizes: '512x288' }]);
  });
});

describe('trackPosition', () => {
  it('reports the position while the duration is known', () => {
    expect(trackPosition(12.5, 300, 1)).toEqual({ duration: 300, position: 12.5, playbackRate: 1 });
  });

  it('keeps the position inside the recording, as setPositionState requires', () => {
    expect(trackPosition(301, 300, 1)?.position).toBe(300);
    expect(trackPosition(-1, 300, 1)?.position).toBe(0);
    expect(trackPosition(Number.NaN, 300, 1)?.position).toBe(0);
  });

  it('answers null without a usable duration, and reads a zero rate as 1', () => {
    expect(trackPosition(1, Number.NaN, 1)).toBeNull();
    expect(trackPosition(1, Number.POSITIVE_INFINITY, 1)).toBeNull();
    expect(trackPosition(1, 0, 1)).toBeNull();
    expect(trackPosition(1, 10, 0)?.playbackRate).toBe(1);
  });
});
