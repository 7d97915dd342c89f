import { describe, expect, it } from 'vitest';
import { liveBannerSeed } from '../../../../../src/features/live/lib/banner-seed.ts';
import { listingSeed } from '../../../../../src/features/live/lib/listing-seed.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';

const withProgram = buildLiveStream({
  identifier: 'with-program',
  program: {
    identifier: 'a-concert',
    print_program_url: 'https://example.org/program.pdf',
    composition_performances: [
      {
        composition: {
          id: 1,
          identifier: 'a-work',
          title: 'A Work',
          combined_composer_arranger_credit: '',
          composer: null,
        },
        premiere: '',
        conductor: null,
        featured_artists: [],
      },
    ],
  },
});

describe('listingSeed', () => {
  it('leaves out the program and keeps every other field', () => {
    const seed = listingSeed(withProgram);
    expect(seed.program).toBeNull();
    expect({ ...seed, program: withProgram.program }).toEqual(withProgram);
  });

  it('is what the banner seed carries into every page', () => {
    const [seed] = liveBannerSeed([withProgram], new Date(Date.parse(withProgram.start_date_time) - 3_600_000));
    expect(seed?.identifier).toBe('with-program');
    expect(seed?.program).toBeNull();
  });
});
