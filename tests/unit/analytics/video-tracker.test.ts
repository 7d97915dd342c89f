import { describe, expect, it, vi } from 'vitest';
import { createAnalytics } from '../../../src/lib/analytics/analytics.ts';
import { reportVideoMilestone, VIDEO_EVENT } from '../../../src/lib/analytics/video-analytics.ts';
import { trackVideoMilestones } from '../../../src/lib/analytics/video-tracker.ts';
import type { TrackedVideo } from '../../../src/lib/analytics/video-tracker.ts';
import type { VideoMilestoneEvent } from '../../../src/lib/analytics/video-milestones.ts';

/** A player that tests move by hand. */
function fakeVideo(duration: number) {
  const listeners = new Map<string, Set<() => void>>();
  let time = 0;
  const video: TrackedVideo = {
    on: (type, listener) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type))?.add(listener),
    off: (type, listener) => void listeners.get(type)?.delete(listener),
    currentTime: () => time,
    duration: () => duration,
  };
  const fire = (type: string) => listeners.get(type)?.forEach((listener) => listener());
  return {
    video,
    playTo(seconds: number) {
      while (time < seconds) {
        time = Math.min(seconds, time + 0.25);
        fire('timeupdate');
      }
    },
    seekTo(seconds: number) {
      fire('seeking');
      time = seconds;
      fire('timeupdate');
    },
    end: () => fire('ended'),
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

describe('trackVideoMilestones', () => {
  it('reports the milestones of a played video and stops when told', () => {
    const player = fakeVideo(40);
    const seen: VideoMilestoneEvent[] = [];
    const stop = trackVideoMilestones(player.video, (event) => seen.push(event));
    player.playTo(21);
    player.seekTo(35);
    player.end();
    expect(seen.map((event) => event.milestone)).toEqual(['10s', '25%', '50%', '75%', 'finish']);
    expect(seen.at(-1)).toEqual({ milestone: 'finish', elapsedSeconds: 21 });
    stop();
    expect(player.listenerCount()).toBe(0);
  });
});

describe('reportVideoMilestone', () => {
  it('sends one analytics event per milestone, with the video and the time watched', () => {
    const send = vi.fn();
    const analytics = createAnalytics({
      analyticsId: 'concerts.example.org',
      send,
      currentUrl: () => 'https://site.test/feature/x',
    });
    reportVideoMilestone(
      analytics,
      { kind: 'mediafeature', uuid: 'u-1', title: 'Backstage' },
      { milestone: '50%', elapsedSeconds: 42 },
    );
    reportVideoMilestone(analytics, { kind: 'program', uuid: 'u-2', title: '' }, { milestone: '25%' });
    const bodies = send.mock.calls.map(
      ([, body]) => JSON.parse(body as string) as { name: string; props: Record<string, string> },
    );
    expect(bodies[0]).toMatchObject({
      name: VIDEO_EVENT,
      props: { milestone: '50%', kind: 'mediafeature', uuid: 'u-1', title: 'Backstage', elapsed_seconds: '42' },
    });
    expect(bodies[1]?.props).toEqual({ milestone: '25%', kind: 'program', uuid: 'u-2' });
  });
});
