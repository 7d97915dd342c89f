import { describe, expect, it } from 'vitest';
import { isMasterBusy, masterStatus } from '../../../src/lib/studio/master-status.ts';
import type { Master, MasterJob } from '../../../src/lib/studio/masters.ts';

const job = (over: Partial<MasterJob>): MasterJob => ({
  id: 7,
  state: 'queued',
  progress: null,
  seconds_left: null,
  error: null,
  attempts: 0,
  retry_limit: 2,
  run_after: '2026-11-29T18:30:00.000Z',
  cancel_requested: false,
  ...over,
});

const master = (over: Partial<Master>): Pick<Master, 'state' | 'reason' | 'job' | 'renditions'> => ({
  state: 'uploaded',
  reason: null,
  job: null,
  renditions: null,
  ...over,
});

describe('masterStatus', () => {
  it('says a refused master was refused, with its reason, and offers nothing', () => {
    const status = masterStatus(master({ state: 'refused', reason: '“x.wav” is empty (0 bytes).' }));
    expect(status).toEqual({
      label: 'Refused',
      detail: '“x.wav” is empty (0 bytes).',
      percent: null,
      tone: 'problem',
      actions: [],
    });
  });

  it('offers to make the renditions of a master no job was asked for', () => {
    expect(masterStatus(master({})).actions).toEqual(['retry']);
    expect(masterStatus(master({})).label).toBe('Uploaded');
  });

  it('says a job not started yet waits for a worker, and may be cancelled', () => {
    const status = masterStatus(master({ job: job({}) }));
    expect([status.label, status.detail, status.actions]).toEqual(['Waiting', 'Waiting for a worker.', ['cancel']]);
  });

  it('says why a queued retry failed and when it starts, in Central time', () => {
    const status = masterStatus(master({ job: job({ attempts: 1, error: 'ffmpeg stopped' }) }));
    expect(status.label).toBe('Trying again');
    expect(status.detail).toBe('Attempt 1 failed: ffmpeg stopped. The next starts Nov 29, 2026, 12:30 PM Central.');
    expect(status.tone).toBe('problem');
  });

  it('gives a running job its percent and time left, never 100 before it ends', () => {
    const status = masterStatus(
      master({ job: job({ state: 'running', attempts: 1, progress: 0.426, seconds_left: 185 }) }),
    );
    expect(status).toMatchObject({ label: 'Making renditions', percent: 42, detail: '42% · about 3 minutes left' });
    expect(masterStatus(master({ job: job({ state: 'running', progress: 1 }) })).percent).toBe(99);
    expect(masterStatus(master({ job: job({ state: 'running' }) })).detail).toBe('Starting.');
  });

  it('offers no second cancel while a cancel is under way', () => {
    const status = masterStatus(master({ job: job({ state: 'running', cancel_requested: true, progress: 0.5 }) }));
    expect([status.label, status.actions]).toEqual(['Cancelling', []]);
  });

  it('says what was made once done, and offers a retry after a failure or a cancel', () => {
    const done = masterStatus(master({ job: job({ state: 'done' }), renditions: 'Broadband and cellular' }));
    expect([done.label, done.detail, done.tone, done.actions]).toEqual([
      'Ready',
      'Broadband and cellular',
      'ready',
      [],
    ]);
    const failed = masterStatus(master({ job: job({ state: 'failed', error: 'No space left on device' }) }));
    expect([failed.detail, failed.actions]).toEqual(['No space left on device', ['retry']]);
    expect(masterStatus(master({ job: job({ state: 'cancelled' }) })).actions).toEqual(['retry']);
  });
});

describe('isMasterBusy', () => {
  it('is true while the job is queued or running', () => {
    expect(isMasterBusy({ job: job({}) })).toBe(true);
    expect(isMasterBusy({ job: job({ state: 'running' }) })).toBe(true);
    expect(isMasterBusy({ job: job({ state: 'done' }) })).toBe(false);
    expect(isMasterBusy({ job: null })).toBe(false);
  });
});
