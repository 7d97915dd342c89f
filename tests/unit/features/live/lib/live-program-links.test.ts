import { describe, expect, it } from 'vitest';
import { liveProgramPaths, programHref } from '../../../../../src/features/live/lib/live-program-links.ts';
import {
  buildComposition,
  buildLiveStream,
  buildPerson,
  compositionRefTo,
  refTo,
} from '../../../../support/contract-builders.ts';

const conductor = buildPerson({ identifier: 'maestro' });
const soloist = buildPerson({ identifier: 'soloist' });
const work = compositionRefTo(buildComposition({ identifier: 'serenade' }));
const stream = buildLiveStream({
  program: {
    identifier: 'winter-gala',
    print_program_url: null,
    composition_performances: [
      {
        composition: work,
        premiere: '',
        conductor: refTo(conductor),
        featured_artists: [{ artist: refTo(soloist), roles: ['violin'], sequence: 0 }],
      },
      { composition: work, premiere: '', conductor: null, featured_artists: [] },
    ],
  },
});

describe("a live stream's program links", () => {
  it('names every page the program may link to, once each', () => {
    expect(liveProgramPaths(stream)).toEqual([
      '/composition/serenade',
      '/compositions/conductor/maestro',
      '/compositions/performer/soloist',
      '/concert/winter-gala',
    ]);
    expect(liveProgramPaths(buildLiveStream({ program: null }))).toEqual([]);
  });

  it("takes the build's answer, and links a page the build did not know as written", () => {
    const links = {
      '/composition/serenade': '/music/concert-library/composition/serenade',
      '/concert/winter-gala': null,
    };
    expect(programHref('/composition/serenade', links)).toBe('/music/concert-library/composition/serenade');
    expect(programHref('/concert/winter-gala', links)).toBeNull();
    expect(programHref('/concert/added-later', links)).toBe('/music/concert-library/concert/added-later');
    expect(programHref('/concert/added-later', undefined)).toBe('/music/concert-library/concert/added-later');
  });
});
