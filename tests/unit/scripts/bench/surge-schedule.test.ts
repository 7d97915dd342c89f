import { describe, expect, it } from 'vitest';
import {
  dueAt,
  inHold,
  percentile,
  requestsDue,
  surgeSeconds,
  totalRequests,
  type SurgePlan,
} from '../../../../scripts/bench/surge/surge-schedule.ts';

const plan: SurgePlan = { rampSeconds: 10, holdSeconds: 30, rate: 1000 };

describe('the surge schedule', () => {
  it('climbs linearly over the ramp and then holds the rate', () => {
    expect(requestsDue(plan, 0)).toBe(0);
    // Half way up the ramp the rate is 500/s, and a quarter of the ramp's requests have gone.
    expect(requestsDue(plan, 5)).toBe(1250);
    expect(requestsDue(plan, 10)).toBe(5000);
    expect(requestsDue(plan, 11) - requestsDue(plan, 10)).toBe(1000);
    expect(totalRequests(plan)).toBe(35_000);
    expect(requestsDue(plan, 99)).toBe(totalRequests(plan));
    expect(surgeSeconds(plan)).toBe(40);
  });

  it('dates each request at the moment it falls due', () => {
    for (const n of [0, 1, 1249, 4999, 5000, 20_000, 34_999]) {
      const t = dueAt(plan, n);
      expect(requestsDue(plan, t), `request ${n}`).toBe(n + 1);
      expect(requestsDue(plan, t - 1e-6), `request ${n}`).toBe(n);
    }
    expect(dueAt(plan, 34_999)).toBeCloseTo(40);
  });

  it('counts in the hold only what falls due after the ramp', () => {
    expect(inHold(plan, 4998)).toBe(false);
    expect(inHold(plan, 4999)).toBe(false);
    expect(inHold(plan, 5000)).toBe(true);
    expect(Array.from({ length: totalRequests(plan) }, (_, n) => inHold(plan, n)).filter(Boolean)).toHaveLength(30_000);
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});
