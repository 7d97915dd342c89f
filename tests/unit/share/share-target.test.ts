import { describe, expect, it } from 'vitest';
import { shareBridgeMessage, shareWindowFeatures, socialShareUrl } from '../../../src/lib/share/share-target.ts';

describe('share target', () => {
  it('opens a 550x400 window, centred when the screen is known', () => {
    expect(shareWindowFeatures()).toBe('popup=yes,width=550,height=400,noopener,noreferrer');
    expect(shareWindowFeatures({ left: 100, top: 50, width: 1350, height: 1000 })).toBe(
      'popup=yes,width=550,height=400,left=500,top=350,noopener,noreferrer',
    );
    expect(shareWindowFeatures({ left: 0, top: 0, width: 300, height: 300 })).toContain('left=0,top=0');
  });

  it('encodes the page URL into the sharer URL', () => {
    expect(socialShareUrl('https://example.org/music/concert-library/composition/a?b=c&d')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.org%2Fmusic%2Fconcert-library%2Fcomposition%2Fa%3Fb%3Dc%26d',
    );
  });

  it('posts the bridge message as JSON with its type', () => {
    expect(JSON.parse(shareBridgeMessage({ url: 'https://e.org/x', title: 'A "title"' }))).toEqual({
      type: 'share',
      url: 'https://e.org/x',
      title: 'A "title"',
    });
  });
});
