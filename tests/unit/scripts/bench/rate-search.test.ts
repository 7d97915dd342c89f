import { describe, expect, it } from 'vitest';
import type { SurgeFigures } from '../../../../scripts/bench/surge/load-generator.ts';
import { keepsUp } from '../../../../scripts/bench/surge/rate-search.ts';

/** A step at 1,000 req/s that was kept up with; each test changes one thing. */
function step(change: { hold?: Partial<SurgeFigures['hold']>; not_sent?: number; unfinished?: number } = {}) {
  const phase = { completed: 5000, ok: 5000, statuses: {}, socket_errors: 0, requests_per_second: 1000 };
  const hold = {
    ...phase,
    latency_p50_ms: 5,
    latency_p95_ms: 40,
    latency_p99_ms: 90,
    latency_max_ms: 120,
    service_p95_ms: 40,
    last_second_p95_ms: 45,
    ...change.hold,
  };
  return { ramp: phase, hold, not_sent: change.not_sent ?? 0, unfinished: change.unfinished ?? 0 };
}

describe('keepsUp', () => {
  it('accepts a step answered in full, at the rate and within the latency limit', () => {
    expect(keepsUp(step(), 1000, 300)).toBe(true);
    expect(keepsUp(step({ hold: { requests_per_second: 975 } }), 1000, 300)).toBe(true);
  });

  it('refuses errors, requests left unsent or unanswered, and a rate not reached', () => {
    expect(keepsUp(step({ hold: { ok: 4999 } }), 1000, 300)).toBe(false);
    expect(keepsUp(step({ not_sent: 1 }), 1000, 300)).toBe(false);
    expect(keepsUp(step({ unfinished: 1 }), 1000, 300)).toBe(false);
    expect(keepsUp(step({ hold: { requests_per_second: 960 } }), 1000, 300)).toBe(false);
  });

  it('refuses a p95 over the limit, and a queue still growing in the last second', () => {
    expect(keepsUp(step({ hold: { latency_p95_ms: 301 } }), 1000, 300)).toBe(false);
    expect(keepsUp(step({ hold: { last_second_p95_ms: 450 } }), 1000, 300)).toBe(false);
  });
});
