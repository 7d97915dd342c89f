import type { Session } from '../api/auth.ts';
import { msUntilUserExpiry } from './session-timing.ts';

// Timers hold at most a signed 32-bit delay; a longer one fires at once. Refresh tokens live for
// days (possibly beyond 24.8 days), so a long wait is split into steps no longer than this.
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * Calls `onExpire` about 1 s before the session's refresh token expires (at once when that has
 * passed) and returns a function that cancels it. A sleeping device may fire the timer late, so
 * the store also checks `userExpired` when the page loads or becomes visible.
 */
export function scheduleUserExpiry(
  session: Pick<Session, 'refreshExpires'>,
  now: Date,
  onExpire: () => void,
): () => void {
  let remaining = msUntilUserExpiry(session, now);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = (): void => {
    const delay = Math.min(remaining, MAX_TIMER_DELAY_MS);
    remaining -= delay;
    timer = setTimeout(remaining > 0 ? step : onExpire, delay);
  };
  step();
  return () => clearTimeout(timer);
}
