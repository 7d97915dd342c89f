import { describe, expect, it } from 'vitest';
import { namedSweepKeys, sweepKeyOf } from '../../../../server/src/media/sweep/sweepable-media.ts';

describe('which stored media the sweep may remove', () => {
  it('groups a picture’s original and renditions under its base', () => {
    expect(sweepKeyOf('images/people/florence-price-0a1b2c3d.jpg')).toBe('images/people/florence-price-0a1b2c3d');
    expect(sweepKeyOf('images/people/florence-price-0a1b2c3d.wd_512x288.jpg')).toBe(
      'images/people/florence-price-0a1b2c3d',
    );
    expect(sweepKeyOf('images/logos/radio-0a1b2c3d.png')).toBe('images/logos/radio-0a1b2c3d');
  });

  it('takes a caption file alone, in any language', () => {
    expect(sweepKeyOf('masters/12/captions.en.0a1b2c3d.vtt')).toBe('masters/12/captions.en.0a1b2c3d.vtt');
    expect(sweepKeyOf('masters/12/captions.pt-BR.0a1b2c3d.vtt')).toBe('masters/12/captions.pt-BR.0a1b2c3d.vtt');
  });

  it('never takes a file the studio did not make by its name', () => {
    for (const key of [
      'images/people/florence-price.jpg',
      'images/people/florence-price.wd_512x288.jpg',
      'images/people/sub/florence-price-0a1b2c3d.jpg',
      'masters/12/broadband.m4a',
      'masters/12/index.m3u8',
      'masters/12/chapters.vtt',
      'masters/12/captions.en.vtt',
      'recordings/beethoven-5/captions.en.0a1b2c3d.vtt',
    ])
      expect(sweepKeyOf(key), key).toBeUndefined();
  });

  it('reads the keys a document names, whatever surrounds the path', () => {
    const document = JSON.stringify({
      image: { src: '/media/images/people/florence-price-0a1b2c3d.jpg' },
      recordings: [{ captions: [{ url: 'https://api.example.org/media/masters/12/captions.fr.11223344.vtt' }] }],
      note: '<img src="/media/images/works/score-99887766.wd_512x288.jpg?v=2">',
      hand: '/media/images/people/by-hand.jpg',
    });
    expect([...namedSweepKeys(document)].sort()).toEqual([
      'images/people/florence-price-0a1b2c3d',
      'images/works/score-99887766',
      'masters/12/captions.fr.11223344.vtt',
    ]);
  });
});
