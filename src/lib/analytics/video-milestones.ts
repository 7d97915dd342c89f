/**
 * The moments of a video reported to analytics (rules §9): 10 seconds watched, a
 * quarter, half and three quarters of the video reached, its finish, and every 10 minutes
 * watched.
 */
export type VideoMilestone = '10s' | '25%' | '50%' | '75%' | 'finish' | '10min';

/** One report. `elapsedSeconds` (time watched) is present only from 10 seconds on (rules §9). */
export interface VideoMilestoneEvent {
  readonly milestone: VideoMilestone;
  readonly elapsedSeconds?: number;
}

/** What has been watched and reported so far for one video. */
export interface VideoProgress {
  /** Seconds actually watched: played time, not jumps made by seeking. */
  readonly watchedSeconds: number;
  /** The position of the previous sample (0 at the start); null after a seek. */
  readonly lastPosition: number | null;
  /** The one-time milestones already reported. */
  readonly reported: readonly VideoMilestone[];
  /** How many 10-minute marks have been reported. */
  readonly tenMinuteMarks: number;
}

/** A position sample taken while the video plays (a `timeupdate`), in seconds. */
export interface VideoSample {
  readonly position: number;
  /** The video's length; not finite for a live stream, which has no percentages. */
  readonly duration: number;
}

/** The result of a step: the new progress and what to report, in order. */
export interface VideoProgressStep {
  readonly progress: VideoProgress;
  readonly events: readonly VideoMilestoneEvent[];
}

/** Rules §9: the first report, and the least time watched that is sent with a report. */
export const MIN_REPORTED_SECONDS = 10;

/** Rules §9: a report for every 10 minutes watched. */
export const REPORT_INTERVAL_SECONDS = 600;

/**
 * Samples further apart than this are a jump (a seek the player did not announce, or a
 * tab woken from sleep), not watching. Browsers send `timeupdate` every 250 ms, and at
 * least every second or so in a background tab.
 */
export const MAX_SAMPLE_GAP_SECONDS = 5;

const PERCENT_MARKS: readonly (readonly [VideoMilestone, number])[] = [
  ['25%', 0.25],
  ['50%', 0.5],
  ['75%', 0.75],
];

/** The progress of a video that has not started. */
export function startVideoProgress(): VideoProgress {
  return { watchedSeconds: 0, lastPosition: 0, reported: [], tenMinuteMarks: 0 };
}

function eventFor(milestone: VideoMilestone, watchedSeconds: number): VideoMilestoneEvent {
  const elapsed = Math.floor(watchedSeconds);
  return elapsed >= MIN_REPORTED_SECONDS ? { milestone, elapsedSeconds: elapsed } : { milestone };
}

function watchedDelta(lastPosition: number | null, position: number): number {
  if (lastPosition === null) return 0;
  const delta = position - lastPosition;
  return delta > 0 && delta <= MAX_SAMPLE_GAP_SECONDS ? delta : 0;
}

/** The one-time milestones a sample reaches that were not reported yet, in order. */
function reachedOnce(progress: VideoProgress, watched: number, sample: VideoSample): VideoMilestone[] {
  const reached: VideoMilestone[] = [];
  if (watched >= MIN_REPORTED_SECONDS) reached.push('10s');
  if (Number.isFinite(sample.duration) && sample.duration > 0) {
    for (const [milestone, share] of PERCENT_MARKS) {
      if (sample.position >= sample.duration * share) reached.push(milestone);
    }
  }
  return reached.filter((milestone) => !progress.reported.includes(milestone));
}

/**
 * Takes a sample of a playing video: adds the time watched since the previous sample and
 * answers the milestones it reaches. Percentages follow the position (a visitor who seeks
 * to the middle has reached the middle); 10 s and the 10-minute marks follow time watched.
 */
export function advanceVideoProgress(progress: VideoProgress, sample: VideoSample): VideoProgressStep {
  if (!Number.isFinite(sample.position) || sample.position < 0) return { progress, events: [] };
  const watchedSeconds = progress.watchedSeconds + watchedDelta(progress.lastPosition, sample.position);
  const once = reachedOnce(progress, watchedSeconds, sample);
  const marks = Math.floor(watchedSeconds / REPORT_INTERVAL_SECONDS);
  const periodic = Array.from({ length: Math.max(0, marks - progress.tenMinuteMarks) }, () => '10min' as const);
  const events = [...once, ...periodic].map((milestone) => eventFor(milestone, watchedSeconds));
  return {
    progress: {
      watchedSeconds,
      lastPosition: sample.position,
      reported: [...progress.reported, ...once],
      tenMinuteMarks: Math.max(marks, progress.tenMinuteMarks),
    },
    events,
  };
}

/** The video jumped (a seek): the next sample starts a new stretch of watching. */
export function seekVideoProgress(progress: VideoProgress): VideoProgress {
  return progress.lastPosition === null ? progress : { ...progress, lastPosition: null };
}

/** The video played to its end: 'finish', once. */
export function finishVideoProgress(progress: VideoProgress): VideoProgressStep {
  if (progress.reported.includes('finish')) return { progress, events: [] };
  return {
    progress: { ...progress, lastPosition: null, reported: [...progress.reported, 'finish'] },
    events: [eventFor('finish', progress.watchedSeconds)],
  };
}
