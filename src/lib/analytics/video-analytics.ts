import type { Analytics } from './analytics.ts';
import type { VideoMilestoneEvent } from './video-milestones.ts';

/** What a video report names. */
export interface VideoIdentity {
  /** The stream kind, e.g. 'recording', 'program', 'mediafeature'. */
  readonly kind: string;
  readonly uuid: string;
  /** What the visitor sees as the video's title; empty when unknown. */
  readonly title: string;
}

/** The analytics event name of every video milestone. */
export const VIDEO_EVENT = 'Video';

/** Sends a video milestone: the milestone, the video, and the time watched when there is one. */
export function reportVideoMilestone(analytics: Analytics, video: VideoIdentity, event: VideoMilestoneEvent): void {
  analytics.event(VIDEO_EVENT, {
    milestone: event.milestone,
    kind: video.kind,
    uuid: video.uuid,
    ...(video.title === '' ? {} : { title: video.title }),
    ...(event.elapsedSeconds === undefined ? {} : { elapsed_seconds: event.elapsedSeconds }),
  });
}
