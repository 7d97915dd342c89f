import { describe, expect, it, vi } from 'vitest';
import {
  CLOCK_FORMAT,
  formatCentral,
  formatInZone,
  lazyVisitorTimeFormat,
  sharesCentralClock,
  visitorTimeFormat,
  withCentralSuffix,
} from '../../../src/lib/time/central-time.ts';
import { InvalidInstantError, InvalidTimeZoneError } from '../../../src/lib/time/time-errors.ts';

describe('formatCentral', () => {
  it("uses spec §9's 'dddd, MMMM D, [at] h:mm a' in America/Chicago", () => {
    expect(formatCentral('2026-11-22T02:00:00Z')).toBe('Saturday, November 21, at 8:00 pm');
    expect(formatCentral(Date.UTC(2026, 5, 1, 17, 5))).toBe('Monday, June 1, at 12:05 pm');
    expect(formatCentral(new Date('2026-01-01T06:00:00Z'))).toBe('Thursday, January 1, at 12:00 am');
  });

  it('accepts a custom format and any ISO offset', () => {
    expect(formatCentral('2026-07-04T20:30:00-05:00', CLOCK_FORMAT)).toBe('8:30 pm');
    expect(formatCentral('2026-07-04T20:30:00+0200', 'YYYY-MM-DD HH:mm')).toBe('2026-07-04 13:30');
  });

  it('springs forward on the second Sunday of March (2026-03-08, 2:00 am CST → 3:00 am CDT)', () => {
    expect(formatCentral('2026-03-08T07:59:00Z')).toBe('Sunday, March 8, at 1:59 am');
    expect(formatCentral('2026-03-08T08:00:00Z')).toBe('Sunday, March 8, at 3:00 am');
  });

  it('falls back on the first Sunday of November (2026-11-01: 1:30 am happens twice)', () => {
    expect(formatCentral('2026-11-01T06:30:00Z')).toBe('Sunday, November 1, at 1:30 am');
    expect(formatCentral('2026-11-01T07:30:00Z')).toBe('Sunday, November 1, at 1:30 am');
    expect(formatCentral('2026-11-01T08:00:00Z')).toBe('Sunday, November 1, at 2:00 am');
  });

  it('refuses ISO strings without an offset, invalid dates and unknown zones', () => {
    expect(() => formatCentral('2026-11-21T20:00:00')).toThrow(InvalidInstantError);
    expect(() => formatCentral('not a date Z')).toThrow(InvalidInstantError);
    expect(() => formatCentral(Number.NaN)).toThrow(InvalidInstantError);
    expect(() => formatInZone('2026-11-21T20:00:00Z', 'Mars/Olympus_Mons')).toThrow(InvalidTimeZoneError);
  });
});

describe('withCentralSuffix', () => {
  const concert = '2026-11-22T02:00:00Z';

  it('shows Central time alone to a visitor in Chicago', () => {
    expect(withCentralSuffix(concert, 'America/Chicago')).toBe('Saturday, November 21, at 8:00 pm');
  });

  it("shows the visitor's own time first, then ' (h:mm a Central)'", () => {
    expect(withCentralSuffix(concert, 'America/New_York')).toBe('Saturday, November 21, at 9:00 pm (8:00 pm Central)');
    expect(withCentralSuffix(concert, 'Europe/London', CLOCK_FORMAT)).toBe('2:00 am (8:00 pm Central)');
  });

  it('names the Central day when the visitor reads another date than Chicago', () => {
    expect(withCentralSuffix(concert, 'Europe/London')).toBe(
      'Sunday, November 22, at 2:00 am (Saturday 8:00 pm Central)',
    );
    expect(withCentralSuffix(concert, 'Asia/Kolkata')).toBe(
      'Sunday, November 22, at 7:30 am (Saturday 8:00 pm Central)',
    );
    // Honolulu is behind Chicago: 2 am on Sunday in Chicago is still Saturday there.
    expect(withCentralSuffix('2026-11-22T08:00:00Z', 'Pacific/Honolulu')).toBe(
      'Saturday, November 21, at 10:00 pm (Sunday 2:00 am Central)',
    );
  });

  it('adds no suffix for zones on the Central clock at that instant', () => {
    expect(withCentralSuffix(concert, 'US/Central')).toBe('Saturday, November 21, at 8:00 pm');
    // Winnipeg keeps the same daylight-saving rules as Chicago.
    expect(withCentralSuffix(concert, 'America/Winnipeg')).toBe('Saturday, November 21, at 8:00 pm');
    // Regina stays on UTC−6 all year: the same clock as Chicago in winter only.
    expect(sharesCentralClock(concert, 'America/Regina')).toBe(true);
    expect(sharesCentralClock('2026-07-01T01:00:00Z', 'America/Regina')).toBe(false);
  });

  it('follows both zones across DST changes that do not coincide', () => {
    // Between the US change (March 8) and the EU change (March 29) London is 5 hours ahead.
    expect(withCentralSuffix('2026-03-15T00:00:00Z', 'Europe/London')).toBe(
      'Sunday, March 15, at 12:00 am (Saturday 7:00 pm Central)',
    );
    expect(withCentralSuffix('2026-04-05T00:00:00Z', 'Europe/London')).toBe(
      'Sunday, April 5, at 1:00 am (Saturday 7:00 pm Central)',
    );
    // Phoenix stays on UTC−7: two hours behind Chicago until the change, one hour after it.
    expect(withCentralSuffix('2026-11-01T06:30:00Z', 'America/Phoenix', CLOCK_FORMAT)).toBe(
      '11:30 pm (1:30 am Central)',
    );
    expect(withCentralSuffix('2026-11-01T07:30:00Z', 'America/Phoenix', CLOCK_FORMAT)).toBe(
      '12:30 am (1:30 am Central)',
    );
  });
});

describe('visitorTimeFormat', () => {
  it('binds the time and date formatters to a zone', () => {
    const chicago = visitorTimeFormat('America/Chicago');
    expect(chicago.time(new Date('2026-11-22T01:30:00Z'))).toBe('7:30 pm');
    expect(chicago.dateTime(new Date('2026-11-22T01:30:00Z'))).toBe('Saturday, November 21, at 7:30 pm');
    const newYork = visitorTimeFormat('America/New_York');
    expect(newYork.time('2026-11-22T01:30:00Z')).toBe('8:30 pm (7:30 pm Central)');
    expect(newYork.dateTime('2026-11-22T01:30:00Z')).toBe('Saturday, November 21, at 8:30 pm (7:30 pm Central)');
  });
});

describe('lazyVisitorTimeFormat', () => {
  it("asks for the visitor's zone only when it first formats a time, and then once", () => {
    const zoneOf = vi.fn(() => 'America/New_York');
    const format = lazyVisitorTimeFormat(zoneOf);
    expect(zoneOf).not.toHaveBeenCalled();
    expect(format.time('2026-11-22T01:30:00Z')).toBe('8:30 pm (7:30 pm Central)');
    expect(format.dateTime('2026-11-22T01:30:00Z')).toBe('Saturday, November 21, at 8:30 pm (7:30 pm Central)');
    expect(zoneOf).toHaveBeenCalledTimes(1);
  });
});

describe('the zone conversions behind a time with its Central suffix', () => {
  it('are made once per instant and zone, however often the time is drawn', () => {
    // dayjs's zone plugin converts with `toLocaleString` and zone options: costly in a browser.
    const conversions = vi.spyOn(Date.prototype, 'toLocaleString');
    const newYork = visitorTimeFormat('America/New_York');
    const instant = '2031-02-03T01:30:00Z';
    expect(newYork.dateTime(instant)).toBe('Sunday, February 2, at 8:30 pm (7:30 pm Central)');
    expect(newYork.time(instant)).toBe('8:30 pm (7:30 pm Central)');
    expect(newYork.dateTime(instant)).toBe('Sunday, February 2, at 8:30 pm (7:30 pm Central)');
    expect(conversions).toHaveBeenCalledTimes(2);
    conversions.mockRestore();
  });
});
