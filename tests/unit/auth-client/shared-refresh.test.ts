import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../src/lib/api/auth.ts';
import {
  REFRESH_LOCK_NAME,
  shareRefreshAcrossTabs,
  SignedOutElsewhereError,
  type RefreshLocks,
} from '../../../src/lib/auth-client/shared-refresh.ts';
import { buildSession } from '../../support/contract-builders.ts';

const ROTATED = buildSession({ refresh: 'refresh-2', access: 'access-2', token: 'access-2' });

/** One lock manager shared by two "tabs", as the browser's is. */
const locks: RefreshLocks = navigator.locks;

describe('shareRefreshAcrossTabs', () => {
  it('refreshes under the site’s Web Lock when the stored token is still the one to spend', async () => {
    const request = vi.spyOn(locks, 'request');
    const refresh = vi.fn(() => Promise.resolve(ROTATED));
    const shared = shareRefreshAcrossTabs(refresh, () => buildSession(), locks);
    await expect(shared('refresh-1')).resolves.toEqual(ROTATED);
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    expect(request.mock.calls[0]?.[0]).toBe(REFRESH_LOCK_NAME);
    request.mockRestore();
  });

  it('lets two tabs that find the token expiring at once spend it once: the second takes the first’s answer', async () => {
    let stored: Session = buildSession();
    // The server holds its answer until the test has seen both tabs ask: the refreshes overlap.
    const { promise: answerHeld, resolve: answer } = Promise.withResolvers<undefined>();
    const server = vi.fn(async (token: string) => {
      await answerHeld;
      if (token !== stored.refresh) throw new Error('replayed refresh token: family revoked');
      stored = ROTATED;
      return ROTATED;
    });
    const tabA = shareRefreshAcrossTabs(server, () => stored, locks);
    const tabB = shareRefreshAcrossTabs(server, () => stored, locks);
    const both = Promise.all([tabA('refresh-1'), tabB('refresh-1')]);
    await vi.waitFor(() => expect(server).toHaveBeenCalledTimes(1));
    answer(undefined);
    await expect(both).resolves.toEqual([ROTATED, ROTATED]);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('refuses to refresh when another tab signed out meanwhile', async () => {
    const refresh = vi.fn(() => Promise.resolve(ROTATED));
    await expect(shareRefreshAcrossTabs(refresh, () => null, locks)('refresh-1')).rejects.toBeInstanceOf(
      SignedOutElsewhereError,
    );
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes directly where Web Locks are missing', () => {
    const refresh = vi.fn(() => Promise.resolve(ROTATED));
    expect(shareRefreshAcrossTabs(refresh, () => null, undefined)).toBe(refresh);
  });
});
