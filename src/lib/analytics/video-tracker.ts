import {
  advanceVideoProgress,
  finishVideoProgress,
  seekVideoProgress,
  startVideoProgress,
} from './video-milestones.ts';
import type { VideoMilestoneEvent, VideoProgressStep } from './video-milestones.ts';

/** The part of a video player the tracker listens to (a video.js player fits, through a thin wrapper). */
export interface TrackedVideo {
  on(type: 'timeupdate' | 'seeking' | 'ended', listener: () => void): void;
  off(type: 'timeupdate' | 'seeking' | 'ended', listener: () => void): void;
  /** Seconds from the start. */
  currentTime(): number;
  /** Seconds; not finite for a live stream. */
  duration(): number;
}

/**
 * Reports a video's milestones (rules §9) as it plays: 10 s watched, 25, 50 and
 * 75 %, the finish, every 10 minutes, with the time watched once it reaches 10 s.
 * Answers the function that stops tracking.
 */
export function trackVideoMilestones(video: TrackedVideo, report: (event: VideoMilestoneEvent) => void): () => void {
  let progress = startVideoProgress();
  const take = (step: VideoProgressStep): void => {
    progress = step.progress;
    for (const event of step.events) report(event);
  };
  const onTime = () =>
    take(advanceVideoProgress(progress, { position: video.currentTime(), duration: video.duration() }));
  const onSeek = () => {
    progress = seekVideoProgress(progress);
  };
  const onEnd = () => take(finishVideoProgress(progress));
  video.on('timeupdate', onTime);
  video.on('seeking', onSeek);
  video.on('ended', onEnd);
  return () => {
    video.off('timeupdate', onTime);
    video.off('seeking', onSeek);
    video.off('ended', onEnd);
  };
}
