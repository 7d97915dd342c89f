import { describe, expect, it } from 'vitest';
import {
  BROADBAND_MIN_BITS_PER_SECOND,
  chooseAudioLink,
  chooseVideoLink,
  DEFAULT_BANDWIDTH_ESTIMATE,
  estimateBandwidth,
  hasPlayableLink,
  preferredAudioVariant,
} from '../../../src/lib/streams/choose-link.ts';

const links = {
  broadband_standard_dynamics: 'https://media.test/broadband.m4a',
  cellular_standard_dynamics: 'https://media.test/cellular.m4a',
  hls: 'https://media.test/index.m3u8',
};

describe('choosing a stream link', () => {
  it('assumes 850000 bits/s when the browser gives no estimate', () => {
    expect(DEFAULT_BANDWIDTH_ESTIMATE).toBe(850_000);
    expect(estimateBandwidth(undefined)).toBe(850_000);
    expect(estimateBandwidth({})).toBe(850_000);
    expect(estimateBandwidth({ downlink: 0 })).toBe(850_000);
    expect(estimateBandwidth({ downlink: Number.NaN })).toBe(850_000);
    expect(estimateBandwidth({ downlink: 1.45 })).toBe(1_450_000);
  });

  it('chooses broadband for the default estimate and above the threshold', () => {
    expect(DEFAULT_BANDWIDTH_ESTIMATE).toBeGreaterThan(BROADBAND_MIN_BITS_PER_SECOND);
    expect(chooseAudioLink(links, undefined)).toEqual({ url: links.broadband_standard_dynamics, variant: 'broadband' });
    expect(preferredAudioVariant({ downlink: BROADBAND_MIN_BITS_PER_SECOND / 1e6 })).toBe('broadband');
  });

  it('chooses cellular below the threshold or when data saving is on', () => {
    expect(chooseAudioLink(links, { downlink: 0.4 })).toEqual({
      url: links.cellular_standard_dynamics,
      variant: 'cellular',
    });
    expect(preferredAudioVariant({ downlink: 10, saveData: true })).toBe('cellular');
  });

  it('falls back to the other audio link when the preferred one is missing', () => {
    expect(chooseAudioLink({ cellular_standard_dynamics: 'c' }, { downlink: 10 })).toEqual({
      url: 'c',
      variant: 'cellular',
    });
    expect(chooseAudioLink({ broadband_standard_dynamics: 'b' }, { downlink: 0.1 })).toEqual({
      url: 'b',
      variant: 'broadband',
    });
    expect(chooseAudioLink({ hls: 'h' }, undefined)).toBeNull();
  });

  it('plays video from the HLS playlist', () => {
    expect(chooseVideoLink(links)).toBe(links.hls);
    expect(chooseVideoLink({ broadband_standard_dynamics: 'b' })).toBeNull();
  });

  it('tells whether an answer can be played by a medium', () => {
    expect(hasPlayableLink({ hls: 'h' }, 'video')).toBe(true);
    expect(hasPlayableLink({ hls: 'h' }, 'audio')).toBe(false);
    expect(hasPlayableLink({ cellular_standard_dynamics: 'c' }, 'audio')).toBe(true);
    expect(hasPlayableLink({}, 'video')).toBe(false);
  });
});
