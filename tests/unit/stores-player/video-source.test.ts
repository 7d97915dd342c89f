import { describe, expect, it } from 'vitest';
import { videoSourceOf } from '../../../src/islands/video/video-source.ts';

const UUID = '6f1c0000-0000-4000-8000-000000000009';

describe('videoSourceOf (a video preview’s data attributes)', () => {
  it('reads the stream, the text tracks and the title', () => {
    const data = {
      streamKind: 'recording',
      streamUuid: UUID,
      captionsUrl: '/media/v/captions.en.vtt',
      chaptersUrl: '/media/v/chapters.vtt',
      videoTitle: 'Eroica',
    };
    expect(videoSourceOf(data, 'Watch Performance')).toEqual({
      kind: 'recording',
      uuid: UUID,
      captionsUrl: '/media/v/captions.en.vtt',
      chaptersUrl: '/media/v/chapters.vtt',
      title: 'Eroica',
    });
  });

  it('falls back to the button’s text for the title and reads missing or blank tracks as none', () => {
    expect(
      videoSourceOf({ streamKind: 'program', streamUuid: UUID, captionsUrl: ' ' }, '  Watch the entire concert '),
    ).toEqual({
      kind: 'program',
      uuid: UUID,
      captionsUrl: null,
      chaptersUrl: null,
      title: 'Watch the entire concert',
    });
  });

  it('refuses an unknown stream kind or a missing uuid', () => {
    expect(videoSourceOf({ streamKind: 'podcast', streamUuid: UUID }, '')).toBeNull();
    expect(videoSourceOf({ streamKind: 'mediafeature' }, '')).toBeNull();
  });
});
