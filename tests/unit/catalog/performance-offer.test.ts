import { describe, expect, it } from 'vitest';
import { heldMedia, performanceOffer } from '#lib/catalog/performance-offer.ts';
import { readBakedRights } from '#lib/rights/baked-rights.ts';
import { rights } from '../rights/support/rights-builder.ts';
import { buildPerformance, buildRecording } from '../../support/contract-builders.ts';

const JUNE_1 = '2027-06-01T05:00:00.000Z';
const JULY_1 = '2027-07-01T05:00:00.000Z';
const MAY = new Date('2027-05-15T12:00:00Z');
const JUNE = new Date('2027-06-15T12:00:00Z');
const AUGUST = new Date('2027-08-15T12:00:00Z');
const audio = buildRecording({ type: 'A' });
const video = buildRecording({ type: 'V', uuid: '6a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b' });
const both = (fields: Parameters<typeof rights>[0] | undefined) =>
  buildPerformance({ recordings: [video, audio], ...(fields === undefined ? {} : { rights: rights(fields) }) });

describe('heldMedia', () => {
  it('names the recordings’ media, audio first', () => {
    expect(heldMedia(both(undefined))).toEqual(['audio', 'video']);
    expect(heldMedia(buildPerformance({ recordings: [video] }))).toEqual(['video']);
    expect(heldMedia(buildPerformance({ recordings: [] }))).toEqual([]);
  });
});

describe('performanceOffer', () => {
  it('offers both media of an answer without rights, and carries nothing for the browser', () => {
    expect(performanceOffer(both(undefined), JUNE)).toEqual({
      offered: ['audio', 'video'],
      drawsUnavailable: false,
      attributes: { 'data-offer': 'audio video' },
    });
  });

  it('offers the audio alone when the video is not licensed', () => {
    expect(performanceOffer(both({ media: 'audio' }), JUNE)).toMatchObject({
      offered: ['audio'],
      drawsUnavailable: false,
      attributes: { 'data-offer': 'audio' },
    });
  });

  it('draws ‘Not available for streaming.’ for nothing licensed, nothing recorded, or a window closed for good', () => {
    for (const performance of [
      both({ media: 'none' }),
      buildPerformance({ recordings: [] }),
      buildPerformance({ recordings: [audio], rights: rights({ media: 'video' }) }),
      both({ available_until: JULY_1 }),
    ]) {
      expect(performanceOffer(performance, AUGUST)).toEqual({
        offered: [],
        drawsUnavailable: true,
        attributes: { 'data-offer': '' },
      });
    }
  });

  it('carries the rights for the browser when a window opens or closes after the build', () => {
    const june = both({ available_from: JUNE_1, available_until: JULY_1 });
    const before = performanceOffer(june, MAY);
    expect(before).toMatchObject({ offered: [], drawsUnavailable: true });
    expect(before.attributes).toMatchObject({ 'data-offer': '', 'data-media-held': 'audio video' });
    expect(readBakedRights(before.attributes['data-rights'])).toEqual(june.rights);
    const during = performanceOffer(june, JUNE);
    expect(during).toMatchObject({ offered: ['audio', 'video'], drawsUnavailable: true });
    expect(during.attributes['data-offer']).toBe('audio video');
    expect(during.attributes['data-rights']).toBeDefined();
    expect(performanceOffer(june, AUGUST).attributes['data-rights']).toBeUndefined();
  });
});
