import { describe, expect, it } from 'vitest';
import { InvalidInstantError } from '../../../src/lib/time/time-errors.ts';
import { CENTRAL_TIME_ZONE, isValidTimeZone, resolveVisitorZone, toDate } from '../../../src/lib/time/zoned-time.ts';

describe('zoned time', () => {
  it('reads instants with an offset, epoch milliseconds and Dates', () => {
    expect(toDate('2026-11-21T20:00:00Z').toISOString()).toBe('2026-11-21T20:00:00.000Z');
    expect(toDate('2026-11-21T14:00:00-06:00').toISOString()).toBe('2026-11-21T20:00:00.000Z');
    expect(toDate(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(toDate(new Date(5)).getTime()).toBe(5);
  });

  it('refuses an instant without an offset, whose meaning would depend on the machine', () => {
    expect(() => toDate('2026-11-21')).toThrow(InvalidInstantError);
    expect(() => toDate('2026-11-21T20:00')).toThrow(InvalidInstantError);
    expect(() => toDate('Sat, 21 Nov 2026 20:00:00 GMT')).toThrow(InvalidInstantError);
    expect(() => toDate('2026-13-45T20:00:00Z')).toThrow(InvalidInstantError);
  });

  it('knows IANA zones', () => {
    expect(isValidTimeZone('America/Chicago')).toBe(true);
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('Central')).toBe(false);
  });

  it("keeps a visitor's known zone and falls back to Central otherwise", () => {
    expect(resolveVisitorZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(resolveVisitorZone(undefined)).toBe(CENTRAL_TIME_ZONE);
    expect(resolveVisitorZone('Nowhere/Land')).toBe(CENTRAL_TIME_ZONE);
  });
});
