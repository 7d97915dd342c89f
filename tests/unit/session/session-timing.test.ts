import { describe, expect, it } from 'vitest';
import {
  InvalidSessionTimeError,
  msUntilUserExpiry,
  needsRefresh,
  userExpired,
} from '../../../src/lib/session/session-timing.ts';
import { buildSession } from '../../support/contract-builders.ts';

describe('needsRefresh', () => {
  const current = buildSession({ expires: '2026-11-21T12:05:00Z' });

  it.each([
    ['a minute left', '2026-11-21T12:04:00Z', false],
    ['exactly 10 s left', '2026-11-21T12:04:50Z', false],
    ['1 ms under 10 s left', '2026-11-21T12:04:50.001Z', true],
    ['at expiry', '2026-11-21T12:05:00Z', true],
    ['after expiry', '2026-11-21T13:00:00Z', true],
  ])('%s → %s', (_case, now, expected) => {
    expect(needsRefresh(current, new Date(now))).toBe(expected);
  });
});

describe('msUntilUserExpiry and userExpired', () => {
  const current = buildSession({ refreshExpires: '2026-11-28T12:00:00Z' });

  it.each([
    ['a day before', '2026-11-27T12:00:00Z', 86_399_000, false],
    ['1.001 s before', '2026-11-28T11:59:58.999Z', 1, false],
    ['exactly 1 s before', '2026-11-28T11:59:59Z', 0, true],
    ['after expiry', '2026-11-29T00:00:00Z', 0, true],
  ])('%s → %d ms', (_case, now, ms, expired) => {
    expect(msUntilUserExpiry(current, new Date(now))).toBe(ms);
    expect(userExpired(current, new Date(now))).toBe(expired);
  });
});

it('names a date-time that is not valid', () => {
  expect(() => needsRefresh({ expires: 'soon' }, new Date())).toThrow(InvalidSessionTimeError);
  expect(() => msUntilUserExpiry({ refreshExpires: '' }, new Date())).toThrow("The session's refreshExpires");
});
