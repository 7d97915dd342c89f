import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LiveStream } from '../../../../../src/lib/api/live-stream.ts';
import { liveBanner } from '../../../../../src/features/live/lib/banner.ts';
import { bannerWindows, type BannerWindow } from '../../../../../src/features/live/lib/banner-windows.ts';
import { chicagoFormat } from './support/chicago-format.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';
import { shift } from './support/shift-time.ts';

const START = '2026-12-05T01:30:00Z';
const HOUR = 3_600_000;

const inWindows = (windows: readonly BannerWindow[], instant: number) =>
  windows.some(([from, until]) => instant >= from && instant < until);

describe('bannerWindows', () => {
  it('is empty without streams', () => {
    expect(bannerWindows([])).toEqual([]);
  });

  it('spans one stream from its banner start (7 days before) to its end (start + 180 minutes)', () => {
    expect(bannerWindows([buildLiveStream()])).toEqual([
      [shift(START, { h: -168 }).getTime(), shift(START, { min: 180 }).getTime()],
    ]);
  });

  it('stays open to the future for a stream stored as in progress', () => {
    const [window] = bannerWindows([buildLiveStream({ status: 'I' })]);
    expect(window?.[1]).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('leaves out streams the banner never shows: unlisted, samples, complete', () => {
    const hidden = [
      buildLiveStream({ status: 'U' }),
      buildLiveStream({ is_sample_stream: true }),
      buildLiveStream({ status: 'C', can_replay: true }),
    ];
    expect(bannerWindows(hidden)).toEqual([]);
  });

  it('agrees with the banner rule at every instant, for any mix of streams', () => {
    const instant = fc.integer({ min: -240, max: 240 }).map((hours) => shift(START, { h: hours * 0.75 }));
    const stream = fc
      .record({
        start: instant,
        bannerHoursBefore: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
        status: fc.constantFrom(null, 'I', 'C', 'U'),
        sample: fc.boolean(),
        duration: fc.integer({ min: 30, max: 300 }),
      })
      .map(({ start, bannerHoursBefore, status, sample, duration }): LiveStream =>
        buildLiveStream({
          identifier: `stream-${start.getTime()}-${duration}`,
          start_date_time: start.toISOString(),
          banner_start_date_time:
            bannerHoursBefore === undefined ? null : shift(start, { h: -bannerHoursBefore }).toISOString(),
          status,
          is_sample_stream: sample,
          program_duration: duration,
        }),
      );
    fc.assert(
      fc.property(
        fc.array(stream, { maxLength: 4 }),
        fc.array(instant, { minLength: 1, maxLength: 8 }),
        (streams, nows) => {
          const windows = bannerWindows(streams);
          for (const now of nows) {
            for (const probe of [now.getTime(), now.getTime() + HOUR / 7]) {
              const shows = liveBanner(streams, new Date(probe), chicagoFormat) !== null;
              expect(inWindows(windows, probe), new Date(probe).toISOString()).toBe(shows);
            }
          }
        },
      ),
    );
  });
});
