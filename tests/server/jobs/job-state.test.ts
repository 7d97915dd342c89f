import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backoffSeconds,
  ENDED_STATES,
  nextStatus,
  type JobEvent,
  type JobStatus,
  type RetryPolicy,
} from '../../../server/src/jobs/job-state.ts';

const policies = fc.record({
  retryLimit: fc.integer({ min: 0, max: 5 }),
  retryDelaySeconds: fc.integer({ min: 0, max: 120 }),
  retryDelayMaxSeconds: fc.integer({ min: 0, max: 3600 }),
});

const events = fc.oneof(
  fc.record({ type: fc.constant('claim' as const), at: fc.integer({ min: 0, max: 1e7 }) }),
  fc.record({ type: fc.constant('succeed' as const) }),
  fc.record({
    type: fc.constant('fail' as const),
    error: fc.constantFrom('unreadable', 'disk full'),
    at: fc.integer({ min: 0, max: 1e7 }),
  }),
  fc.record({ type: fc.constant('cancel' as const) }),
  fc.record({ type: fc.constant('cancelled' as const) }),
);

const fresh: JobStatus = { state: 'queued', attempts: 0, cancelRequested: false, runAfter: 0, error: null };

describe('the job state machine', () => {
  it('never runs a job more often than its policy allows, never leaves an ended state, and fails only after the last attempt', () => {
    fc.assert(
      fc.property(policies, fc.array(events, { maxLength: 60 }), (policy: RetryPolicy, sequence: JobEvent[]) => {
        let job = fresh;
        for (const event of sequence) {
          const next = nextStatus(job, policy, event);
          if (ENDED_STATES.includes(job.state)) expect(next).toEqual(job);
          expect(next.attempts).toBeLessThanOrEqual(policy.retryLimit + 1);
          if (next.state === 'failed' && job.state !== 'failed') expect(next.attempts).toBe(policy.retryLimit + 1);
          if (next.state === 'running' && job.state !== 'running') expect(next.attempts).toBe(job.attempts + 1);
          // A job staff asked to cancel is never queued again.
          if (job.cancelRequested) expect(next.state).not.toBe('queued');
          if (job.state === 'running' && next.state === 'queued' && event.type === 'fail')
            expect(next.runAfter).toBe(event.at + backoffSeconds(policy, job.attempts) * 1000);
          job = next;
        }
      }),
    );
  });

  it('waits longer after each failure, never past the most', () => {
    fc.assert(
      fc.property(policies, fc.integer({ min: 1, max: 40 }), (policy, attempts) => {
        const wait = backoffSeconds(policy, attempts);
        expect(wait).toBeGreaterThanOrEqual(backoffSeconds(policy, attempts - 1));
        expect(wait).toBeLessThanOrEqual(Math.max(policy.retryDelayMaxSeconds, 0));
        if (attempts === 1) expect(wait).toBe(Math.min(policy.retryDelaySeconds, policy.retryDelayMaxSeconds));
      }),
    );
  });
});
