import { FLASH_MARK } from '#lib/browser/page-marks.ts';
import { FLASH_STORAGE_KEY } from '#lib/flash/pending-flash.ts';

/** Where a flash handed over by the previous page waits (src/lib/flash/pending-flash.ts). */
export type SessionStorageScope = Pick<Window, 'sessionStorage'>;

/**
 * Marks `<html>` with `FLASH_MARK` when the previous page handed a flash over, so the flash island, which
 * waits for the mark, hydrates and shows it; a page with no flash loads none of its code. Storage the browser
 * blocks reads as no flash.
 */
export function markPendingFlash(html: Pick<Element, 'setAttribute'>, scope: SessionStorageScope): void {
  let pending: string | null;
  try {
    pending = scope.sessionStorage.getItem(FLASH_STORAGE_KEY);
  } catch {
    return;
  }
  if (pending !== null) html.setAttribute(FLASH_MARK, '');
}
