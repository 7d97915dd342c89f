import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESTART_POLICY,
  decideRestart,
  type RestartHistory,
  type RestartPolicy,
} from '../../../../scripts/supervision/restart-policy.ts';

const policy: RestartPolicy = { initialDelayMs: 100, maxDelayMs: 1000, maxRestarts: 4, windowMs: 10_000 };

describe('decideRestart', () => {
  it('restarts a first exit after the initial wait', () => {
    expect(decideRestart(policy, [], 5000)).toEqual({ action: 'restart', delayMs: 100, history: [5100], recent: 1 });
  });

  it('doubles the wait with each recent restart, up to the longest', () => {
    expect(decideRestart(policy, [1000], 2000)).toMatchObject({ action: 'restart', delayMs: 200, recent: 2 });
    expect(decideRestart(policy, [1000, 2000], 3000)).toMatchObject({ delayMs: 400, recent: 3 });
    expect(decideRestart(policy, [1000, 2000, 3000], 4000)).toMatchObject({ delayMs: 800, recent: 4 });
    const wide: RestartPolicy = { ...policy, maxRestarts: 10 };
    expect(decideRestart(wide, [1, 2, 3, 4, 5, 6], 7)).toMatchObject({ delayMs: 1000 });
  });

  it('gives up once the process has been restarted as often as allowed within the window', () => {
    expect(decideRestart(policy, [1000, 2000, 3000, 4000], 5000)).toEqual({ action: 'give-up', recent: 4 });
  });

  it('forgets restarts older than the window: a process that ran a while starts over', () => {
    expect(decideRestart(policy, [1000, 2000, 3000, 4000], 13_500)).toEqual({
      action: 'restart',
      delayMs: 200,
      history: [4000, 13_700],
      recent: 2,
    });
    expect(decideRestart(policy, [1000, 2000, 3000, 4000], 14_000)).toMatchObject({ delayMs: 100, recent: 1 });
  });

  it('has defaults that restart within a second and allow a few restarts a minute', () => {
    expect(DEFAULT_RESTART_POLICY.initialDelayMs).toBeLessThanOrEqual(1000);
    expect(DEFAULT_RESTART_POLICY.maxRestarts).toBeGreaterThanOrEqual(3);
    expect(DEFAULT_RESTART_POLICY.windowMs).toBe(60_000);
  });

  it('never restarts more often than allowed in any window, and always within the waits', () => {
    // A process that dies again and again, each time some while after its restart.
    const lifetimes = fc.array(fc.nat(20_000), { minLength: 1, maxLength: 60 });
    fc.assert(
      fc.property(lifetimes, (ranFor) => {
        let history: RestartHistory = [];
        const restarts: number[] = [];
        let startedAt = 0;
        for (const ms of ranFor) {
          const exitAt = startedAt + ms;
          const decision = decideRestart(policy, history, exitAt);
          const recentBefore = restarts.filter((at) => exitAt - at < policy.windowMs).length;
          if (decision.action === 'give-up') {
            expect(recentBefore).toBe(policy.maxRestarts);
            return;
          }
          expect(decision.delayMs).toBeGreaterThanOrEqual(policy.initialDelayMs);
          expect(decision.delayMs).toBeLessThanOrEqual(policy.maxDelayMs);
          expect(decision.recent).toBe(recentBefore + 1);
          startedAt = exitAt + decision.delayMs;
          restarts.push(startedAt);
          history = decision.history;
          // The window that ends with this restart holds at most the allowed number of restarts.
          expect(restarts.filter((at) => startedAt - at < policy.windowMs).length).toBeLessThanOrEqual(
            policy.maxRestarts,
          );
        }
      }),
    );
  });
});
