import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advanceVideoProgress,
  finishVideoProgress,
  seekVideoProgress,
  startVideoProgress,
} from '../../../src/lib/analytics/video-milestones.ts';
import type { VideoMilestoneEvent, VideoProgress } from '../../../src/lib/analytics/video-milestones.ts';

/** Plays from `from` to `to` seconds in `step`-second timeupdates; answers the progress and every event. */
function play(progress: VideoProgress, from: number, to: number, duration: number, step = 0.25) {
  let current = progress;
  const events: VideoMilestoneEvent[] = [];
  for (let position = from; position <= to + 1e-9; position += step) {
    const result = advanceVideoProgress(current, { position, duration });
    current = result.progress;
    events.push(...result.events);
  }
  return { progress: current, events };
}

describe('video milestones (spec section 9)', () => {
  it('reports 10 s watched, with the time watched', () => {
    const { events } = play(startVideoProgress(), 0, 12, 600);
    expect(events).toEqual([{ milestone: '10s', elapsedSeconds: 10 }]);
  });

  it('reports 25, 50 and 75 % of the video once each, in order', () => {
    const { events } = play(startVideoProgress(), 0, 100, 100, 0.5);
    expect(events.map((event) => event.milestone)).toEqual(['10s', '25%', '50%', '75%']);
    expect(events.find((event) => event.milestone === '50%')).toEqual({ milestone: '50%', elapsedSeconds: 50 });
  });

  it('sends the time watched only from 10 seconds on', () => {
    const { events } = play(startVideoProgress(), 0, 8, 16);
    expect(events).toEqual([{ milestone: '25%' }, { milestone: '50%' }]);
  });

  it('reports the finish once, with the time watched when at least 10 s', () => {
    const short = finishVideoProgress(play(startVideoProgress(), 0, 5, 5).progress);
    expect(short.events).toEqual([{ milestone: 'finish' }]);
    const long = finishVideoProgress(play(startVideoProgress(), 0, 30, 30).progress);
    expect(long.events).toEqual([{ milestone: 'finish', elapsedSeconds: 30 }]);
    expect(finishVideoProgress(long.progress).events).toEqual([]);
  });

  it('reports every 10 minutes watched', () => {
    const { events } = play(startVideoProgress(), 0, 1830, 3600, 1);
    const periodic = events.filter((event) => event.milestone === '10min');
    expect(periodic).toEqual([
      { milestone: '10min', elapsedSeconds: 600 },
      { milestone: '10min', elapsedSeconds: 1200 },
      { milestone: '10min', elapsedSeconds: 1800 },
    ]);
  });

  it('counts time watched, not a seek: a jump to the middle reaches 50 % but not 10 s', () => {
    let progress = play(startVideoProgress(), 0, 2, 100).progress;
    progress = seekVideoProgress(progress);
    const { progress: after, events } = play(progress, 60, 62, 100);
    expect(events).toEqual([{ milestone: '25%' }, { milestone: '50%' }]);
    expect(after.watchedSeconds).toBeCloseTo(4, 5);
  });

  it('does not count a jump between samples that nobody announced (a sleeping tab)', () => {
    const first = advanceVideoProgress(startVideoProgress(), { position: 1, duration: Number.POSITIVE_INFINITY });
    const second = advanceVideoProgress(first.progress, { position: 300, duration: Number.POSITIVE_INFINITY });
    expect(first.progress.watchedSeconds).toBe(1);
    expect(second.progress.watchedSeconds).toBe(1);
    expect(second.events).toEqual([]);
  });

  it('has no percentages for a live stream (no finite duration)', () => {
    const { events } = play(startVideoProgress(), 0, 20, Number.POSITIVE_INFINITY);
    expect(events).toEqual([{ milestone: '10s', elapsedSeconds: 10 }]);
  });

  it('ignores a sample without a usable position', () => {
    const start = startVideoProgress();
    expect(advanceVideoProgress(start, { position: Number.NaN, duration: 10 })).toEqual({
      progress: start,
      events: [],
    });
  });

  it('never reports a one-time milestone twice, and one 10-minute report per 10 minutes watched', () => {
    const sample = fc.record({
      position: fc.double({ min: 0, max: 4000, noNaN: true }),
      duration: fc.constantFrom(90, 3600, Number.POSITIVE_INFINITY),
    });
    const step = fc.oneof(
      sample.map((value) => ({ type: 'sample' as const, value })),
      fc.constant({ type: 'seek' as const }),
      fc.constant({ type: 'finish' as const }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 200 }), (steps) => {
        let progress = startVideoProgress();
        const events: VideoMilestoneEvent[] = [];
        for (const each of steps) {
          if (each.type === 'seek') progress = seekVideoProgress(progress);
          else {
            const result =
              each.type === 'finish' ? finishVideoProgress(progress) : advanceVideoProgress(progress, each.value);
            progress = result.progress;
            events.push(...result.events);
          }
        }
        const once = events.filter((event) => event.milestone !== '10min').map((event) => event.milestone);
        expect(new Set(once).size).toBe(once.length);
        const periodic = events.filter((event) => event.milestone === '10min').length;
        expect(periodic).toBe(Math.floor(progress.watchedSeconds / 600));
        for (const event of events) {
          if (event.elapsedSeconds !== undefined) expect(event.elapsedSeconds).toBeGreaterThanOrEqual(10);
        }
      }),
    );
  });
});
