import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/** How often a worker looks, and how long a silent attempt lives; tests make them short. */
export interface JobTiming {
  /** How often a worker looks for due jobs (and for attempts whose worker died). */
  pollMs: number;
  /** How often a running attempt says it is alive, records its progress and looks for a cancel. */
  checkMs: number;
  /**
   * How long a running attempt may go unheard before it counts as failed (its worker died). pg-boss
   * takes whole seconds, at least 10.
   */
  heartbeatSeconds: number;
  now: () => Date;
}

export const DEFAULT_TIMING: JobTiming = { pollMs: 2_000, checkMs: 1_000, heartbeatSeconds: 30, now: () => new Date() };

/** A name for one worker, unique across machines and processes: the fence of its attempts. */
export function workerName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/** Kinds are names pg-boss accepts in a queue's name, and that read well in the studio. */
export function checkKind(kind: string): void {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(kind))
    throw new TypeError(`A job kind is lower-case letters, digits and hyphens, not '${kind}'.`);
}
