import { describe, expect, it } from 'vitest';
import { describeMade, type AudioMade } from '../../../../../server/src/media/renditions/renditions-made.ts';

const rendition = (integratedLufs: number) => ({
  file: 'x.m4a',
  gainDb: 2,
  loudness: { integratedLufs, rangeLu: 9.1, truePeakDbtp: -1.2 },
  durationMs: 1000,
});

const audio: AudioMade = {
  kind: 'audio',
  master: { integratedLufs: -24.34, rangeLu: 14.26, truePeakDbtp: -3 },
  broadband: rendition(-18.04),
  cellular: rendition(-17.96),
  peaks: 'peaks.json',
};

describe('describeMade', () => {
  it('says the renditions’ loudness and the master’s, with true minus signs and one decimal', () => {
    expect(describeMade(audio)).toBe(
      'Broadband at −18.0 LUFS, cellular at −18.0 LUFS (the master −24.3 LUFS, range 14.3 LU); waveform',
    );
  });

  it('says silence where JSON kept no figure (an infinite loudness comes back as null)', () => {
    const silent = JSON.parse(
      JSON.stringify({ ...audio, master: { integratedLufs: -Infinity, rangeLu: 0, truePeakDbtp: -Infinity } }),
    ) as AudioMade;
    expect(describeMade(silent)).toContain('(the master silent, range 0.0 LU)');
  });

  it('lists a ladder’s rungs, highest first, then its sound’s renditions', () => {
    const rung = (name: string) => ({ name, width: 0, height: 0, maxRateK: 0 });
    const sound = { master: audio.master, broadband: audio.broadband, cellular: audio.cellular };
    const made = { kind: 'video' as const, playlist: 'index.m3u8', poster: 'p', thumbnail: 't', sound, peaks: 'p' };
    expect(describeMade({ ...made, rungs: [rung('1080p'), rung('720p'), rung('480p'), rung('360p')] })).toBe(
      'HLS 1080p, 720p, 480p and 360p, poster and thumbnail; sound broadband at −18.0 LUFS, cellular at −18.0 LUFS ' +
        '(the master −24.3 LUFS, range 14.3 LU); waveform',
    );
    expect(describeMade({ ...made, rungs: [rung('240p')] })).toMatch(/^HLS 240p, poster and thumbnail; sound /);
  });
});
