import { atom, onMount, type ReadableAtom } from 'nanostores';
import { nextCheckDelay } from '../lib/list.ts';
import { $liveStreams } from './live-streams.ts';

const $clock = atom<Date | null>(null);

/**
 * The visitor's clock as the live-stream rules read it (rules §4: "checked on load and
 * every 5 seconds while any live stream exists"). It is null in the server-rendered HTML and
 * until an island subscribes, so no live state is ever frozen into a page; then it is set at
 * once, and again every 5 seconds while the page knows any live stream, and not otherwise.
 * A page coming back into view is checked at once, since hidden tabs run their timers late.
 */
export const $now: ReadableAtom<Date | null> = $clock;

function tick(): void {
  $clock.set(new Date());
}

onMount($clock, () => {
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const follow = (streams: readonly unknown[]) => {
    const delay = nextCheckDelay(streams);
    if (delay === null) stop();
    else timer ??= setInterval(tick, delay);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') tick();
  };
  tick();
  const unfollow = $liveStreams.subscribe(follow);
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
  return () => {
    unfollow();
    stop();
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
  };
});
