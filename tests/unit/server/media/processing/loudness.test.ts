import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { measureLoudness } from '../../../../../server/src/media/processing/loudness.ts';
import { constantGainDb } from '../../../../../server/src/media/processing/loudness-gain.ts';
import { makeMedia, useMediaFolder, sineInput } from '../../../../support/media-fixtures.ts';

const folder = useMediaFolder();

describe('measuring loudness (EBU R128)', () => {
  it('reads a 1 kHz sine peaking at −20 dBFS in both channels as −20 LUFS, 0 LU, −20 dBTP', async () => {
    // BS.1770 weights 1 kHz by 0 dB and adds the two channels' powers: a sine of peak A in each channel
    // has mean square A²/2 per channel, A² in all, so its loudness is 20·log10(A) = −20 LUFS.
    const file = await makeMedia(folder(), 'sine.wav', [...sineInput(5, -20), '-c:a', 'pcm_s24le']);
    const loudness = await measureLoudness(file);
    expect(loudness.integratedLufs).toBeCloseTo(-20, 0);
    expect(loudness.rangeLu).toBeLessThan(0.5);
    expect(loudness.truePeakDbtp).toBeCloseTo(-20, 0);
  });
});

describe('the constant gain to the target', () => {
  const loudness = fc.record({
    integratedLufs: fc.double({ min: -60, max: -5, noNaN: true }),
    rangeLu: fc.double({ min: 0, max: 30, noNaN: true }),
    truePeakDbtp: fc.double({ min: -40, max: 3, noNaN: true }),
  });

  it('reaches the target unless that would put the true peak over the ceiling', () => {
    expect(constantGainDb({ integratedLufs: -24, rangeLu: 15, truePeakDbtp: -8 }, -18, -1.5)).toBe(6);
    expect(constantGainDb({ integratedLufs: -24, rangeLu: 15, truePeakDbtp: -3 }, -18, -1.5)).toBe(1.5);
    fc.assert(
      fc.property(loudness, (measured) => {
        const gain = constantGainDb(measured, -18, -1.5);
        expect(measured.truePeakDbtp + gain).toBeLessThanOrEqual(-1.5 + 0.005);
        expect(measured.integratedLufs + gain).toBeLessThanOrEqual(-18 + 0.005);
      }),
    );
  });

  it('leaves silence as it is', () => {
    expect(constantGainDb({ integratedLufs: -70, rangeLu: 0, truePeakDbtp: -Infinity }, -18, -1)).toBe(0);
  });
});
