import { describe, expect, it } from 'vitest';
import { liveBanner } from '../../../../../src/features/live/lib/banner.ts';
import { liveBannerView, parseBannerStreams } from '../../../../../src/features/live/lib/banner-view.ts';
import { chicagoFormat } from './support/chicago-format.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';

// Friday, December 4, 7:30 pm Central.
const START = new Date('2026-12-05T01:30:00Z');
const stream = buildLiveStream({ identifier: 'december-4', title: 'Beethoven’s *Eroica*' });

describe('liveBannerView', () => {
  it('shows nothing when no banner shows', () => {
    expect(liveBannerView(null)).toBeNull();
  });

  it("gives a coming stream's message, its page under the base path and its title as plain text", () => {
    const view = liveBannerView(liveBanner([stream], new Date(START.getTime() - 60 * 60_000), chicagoFormat));
    expect(view).toEqual({
      live: false,
      href: '/music/concert-library/live-stream/december-4',
      message: 'Live stream starts Friday, December 4, at 7:30 pm.',
      title: 'Beethoven’s Eroica',
    });
  });

  it('says a stream in progress is live', () => {
    const view = liveBannerView(liveBanner([stream], new Date(START.getTime() + 60_000), chicagoFormat));
    expect(view).toMatchObject({ live: true, message: 'Live stream now!' });
  });
});

describe('parseBannerStreams', () => {
  it('reads the streams the build wrote into the page', () => {
    expect(parseBannerStreams(JSON.stringify([stream]))).toEqual([stream]);
  });

  it.each([
    ['no text', undefined],
    ['empty text', ''],
    ['text that is not JSON', '[{"identifier":'],
    ['JSON that is not a list', '{"identifier":"december-4"}'],
  ])('reads none from %s', (_case, text) => {
    expect(parseBannerStreams(text)).toEqual([]);
  });

  it('leaves out what is not a stream record', () => {
    expect(parseBannerStreams(JSON.stringify([null, 3, 'december-4', { title: 'no identifier' }, stream]))).toEqual([
      stream,
    ]);
  });
});
