import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleUserExpiry } from '../../../src/lib/session/user-expiry-timer.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('scheduleUserExpiry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clears the user 1 s before the refresh token expires, not earlier', () => {
    const onExpire = vi.fn();
    scheduleUserExpiry({ refreshExpires: '2026-11-21T12:10:00Z' }, NOW, onExpire);
    vi.advanceTimersByTime(10 * 60_000 - 1_001);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('clears at once when the refresh token has already expired', () => {
    const onExpire = vi.fn();
    scheduleUserExpiry({ refreshExpires: '2026-11-21T11:00:00Z' }, NOW, onExpire);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('waits past the longest timer delay (24.8 days) without firing early', () => {
    const onExpire = vi.fn();
    scheduleUserExpiry({ refreshExpires: '2027-01-20T12:00:00Z' }, NOW, onExpire);
    const wait = Date.parse('2027-01-20T12:00:00Z') - NOW.getTime() - 1_000;
    vi.advanceTimersByTime(2 ** 31);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(wait - 2 ** 31 - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('never fires once cancelled, even during a long wait', () => {
    const onExpire = vi.fn();
    const cancel = scheduleUserExpiry({ refreshExpires: '2027-01-20T12:00:00Z' }, NOW, onExpire);
    vi.advanceTimersByTime(2 ** 31);
    cancel();
    vi.advanceTimersByTime(100 * 86_400_000);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
