import { allTasks, cleanStores } from 'nanostores';
import { vi } from 'vitest';
import { $flash } from '../../../../src/stores/flash.ts';
import { $redirectTo, takeRedirect } from '../../../../src/stores/redirect-to.ts';
import { $session, clearSession } from '../../../../src/stores/session.ts';
import { memoryLocalStorage, memorySessionStorage } from './storage-stub.ts';

/** Puts every store back as a fresh page finds it: signed out, no flash, nothing remembered. */
export async function resetStores(): Promise<void> {
  clearSession();
  takeRedirect('/');
  await allTasks();
  vi.runOnlyPendingTimers();
  cleanStores($session, $flash, $redirectTo);
  memoryLocalStorage.clear();
  memorySessionStorage.clear();
}

/** The flash messages on screen, as [message, ms] pairs. */
export const shownFlashes = (): [string, number][] => $flash.get().map((item) => [item.message, item.ms]);
