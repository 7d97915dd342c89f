import { describe, expect, it } from 'vitest';
import { ENDED_NOTICE, liveNotice, type LiveTimeFormat } from '../../../../../src/features/live/lib/live-notice.ts';
import { displayState } from '../../../../../src/features/live/lib/live-state.ts';
import { visitorTimeFormat } from '../../../../../src/lib/time/central-time.ts';
import { chicagoFormat } from './support/chicago-format.ts';
import { shift } from './support/shift-time.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';

const START = '2026-12-05T01:30:00Z';

describe('liveNotice', () => {
  const stream = buildLiveStream();

  it.each([
    ['future', 'This live stream will start Friday, December 4, at 7:30 pm'],
    ['soon', 'This live stream will start at 7:30 pm'],
    ['complete', 'This livestream has ended.'],
    ['ended', 'This livestream has ended.'],
    ['live', null],
    ['complete-replay', null],
  ] as const)('%s → %s', (state, notice) => {
    expect(liveNotice(state, stream, chicagoFormat)).toBe(notice);
  });

  it('switches from the date to the time exactly 4 hours ahead', () => {
    const before = shift(START, { h: -4, ms: -1 });
    const at = shift(START, { h: -4 });
    expect(liveNotice(displayState(stream, before), stream, chicagoFormat)).toBe(
      'This live stream will start Friday, December 4, at 7:30 pm',
    );
    expect(liveNotice(displayState(stream, at), stream, chicagoFormat)).toBe('This live stream will start at 7:30 pm');
  });

  it('shows the Chicago wall-clock time on both sides of a daylight-saving change', () => {
    const spring = buildLiveStream({ start_date_time: '2026-03-08T08:00:00Z' });
    const fallBackSecond = buildLiveStream({ start_date_time: '2026-11-01T07:30:00Z' });
    expect(liveNotice('soon', spring, chicagoFormat)).toBe('This live stream will start at 3:00 am');
    expect(liveNotice('future', fallBackSecond, chicagoFormat)).toBe(
      'This live stream will start Sunday, November 1, at 1:30 am',
    );
  });

  it("reads with the site's Central-time formatter, suffix included for a visitor in Berlin", () => {
    const format: LiveTimeFormat = visitorTimeFormat('Europe/Berlin');
    expect(liveNotice('soon', stream, format)).toBe('This live stream will start at 2:30 am (7:30 pm Central)');
    expect(liveNotice('future', stream, visitorTimeFormat('America/Chicago'))).toBe(
      'This live stream will start Friday, December 4, at 7:30 pm',
    );
  });

  it('quotes the spec exactly for the ended notice', () => {
    expect(ENDED_NOTICE).toBe('This livestream has ended.');
  });
});
