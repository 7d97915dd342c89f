import type { Master } from './masters.ts';
import { centralTime } from './publish-words.ts';
import { formatTimeLeft } from './upload-progress.ts';

/** What staff may do next with a master's renditions. */
export type MasterAction = 'cancel' | 'retry';

/** Where a master's renditions are, as the Media screen shows it. */
export interface MasterStatus {
  /** One or two words: 'Waiting', 'Making renditions', 'Ready'… */
  label: string;
  /** The sentence under it: the time left, what was made, why it failed; null when the label says all. */
  detail: string | null;
  /** The whole percent done while the job runs (it has reported); null otherwise. */
  percent: number | null;
  /** How the screen colours it. */
  tone: 'working' | 'ready' | 'problem' | 'quiet';
  actions: readonly MasterAction[];
}

/** The percent a fraction is, 100 only when the job ended. */
const percentOf = (fraction: number) => Math.min(99, Math.floor(fraction * 100));

/**
 * The status of a master's renditions in words. A refused master has none to make; a master without a job
 * (the API ran no queue when it arrived) may ask for one; a job waiting after a failed attempt says why and
 * when it tries again; a running one says how far it is and the time left, or that it is stopping.
 */
export function masterStatus(master: Pick<Master, 'state' | 'reason' | 'job' | 'renditions'>): MasterStatus {
  const { job } = master;
  if (master.state === 'refused')
    return { label: 'Refused', detail: master.reason, percent: null, tone: 'problem', actions: [] };
  if (job === null)
    return {
      label: 'Uploaded',
      detail: 'No renditions have been made of it.',
      percent: null,
      tone: 'quiet',
      actions: ['retry'],
    };
  switch (job.state) {
    case 'queued':
      if (job.attempts === 0)
        return {
          label: 'Waiting',
          detail: 'Waiting for a worker.',
          percent: null,
          tone: 'working',
          actions: ['cancel'],
        };
      return {
        label: 'Trying again',
        detail: `Attempt ${job.attempts} failed: ${job.error ?? 'without saying why'}. The next starts ${centralTime(job.run_after)}.`,
        percent: null,
        tone: 'problem',
        actions: ['cancel'],
      };
    case 'running':
      if (job.cancel_requested)
        return { label: 'Cancelling', detail: 'Stopping the job.', percent: null, tone: 'working', actions: [] };
      return {
        label: 'Making renditions',
        detail:
          job.progress === null ? 'Starting.' : `${percentOf(job.progress)}% · ${formatTimeLeft(job.seconds_left)}`,
        percent: job.progress === null ? null : percentOf(job.progress),
        tone: 'working',
        actions: ['cancel'],
      };
    case 'done':
      return { label: 'Ready', detail: master.renditions, percent: null, tone: 'ready', actions: [] };
    case 'failed':
      return {
        label: 'Failed',
        detail: job.error ?? 'The job failed without saying why.',
        percent: null,
        tone: 'problem',
        actions: ['retry'],
      };
    case 'cancelled':
      return {
        label: 'Cancelled',
        detail: 'Nothing was kept of its renditions.',
        percent: null,
        tone: 'quiet',
        actions: ['retry'],
      };
  }
}

/** True while the job may still change on its own: the screen looks again soon. */
export function isMasterBusy(master: Pick<Master, 'job'>): boolean {
  return master.job !== null && (master.job.state === 'queued' || master.job.state === 'running');
}
