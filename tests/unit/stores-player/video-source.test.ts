import { describe, expect, it } from 'vitest';
import { captionTracksOf, videoSourceOf } from '../../../src/islands/video/video-source.ts';

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
      captions: [{ language: 'en', label: 'English', url: '/media/v/captions.en.vtt' }],
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
      captions: [],
      chaptersUrl: null,
      title: 'Watch the entire concert',
    });
  });

  it('reads the captions in every language from data-captions', () => {
    const captions = [
      { language: 'en', label: 'English', url: '/media/masters/12/captions.en.0a1b2c3d.vtt' },
      { language: 'fr', label: 'French', url: '/media/masters/12/captions.fr.4e5f6a7b.vtt' },
    ];
    const data = { streamKind: 'recording', streamUuid: UUID, captions: JSON.stringify(captions) };
    expect(videoSourceOf(data, 'Watch Performance')?.captions).toEqual(captions);
  });

  it('refuses an unknown stream kind or a missing uuid', () => {
    expect(videoSourceOf({ streamKind: 'podcast', streamUuid: UUID }, '')).toBeNull();
    expect(videoSourceOf({ streamKind: 'mediafeature' }, '')).toBeNull();
  });
});

describe('captionTracksOf', () => {
  const french = { language: 'fr', label: 'French', url: '/media/masters/12/captions.fr.4e5f6a7b.vtt' };
  const british = { language: 'en-GB', label: 'British English', url: '/media/masters/12/captions.en-GB.1a2b3c4d.vtt' };
  const typed = '/media/video/v01/captions.en.vtt';

  it('adds the English file of captions_url first when the list has no English', () => {
    expect(captionTracksOf(JSON.stringify([french]), typed)).toEqual([
      { language: 'en', label: 'English', url: typed },
      french,
    ]);
    expect(captionTracksOf(undefined, typed)).toEqual([{ language: 'en', label: 'English', url: typed }]);
  });

  it('keeps the list’s own English, labelled as the list labels it, over captions_url', () => {
    expect(captionTracksOf(JSON.stringify([british, french]), typed)).toEqual([british, french]);
  });

  it('reads a list that is not JSON, or not a list of tracks, as none', () => {
    expect(captionTracksOf('[{"language":"fr"}]', undefined)).toEqual([]);
    expect(captionTracksOf('not json', typed)).toEqual([{ language: 'en', label: 'English', url: typed }]);
    expect(captionTracksOf(' ', ' ')).toEqual([]);
  });
});
