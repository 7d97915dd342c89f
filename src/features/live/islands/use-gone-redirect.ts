import { useEffect } from 'react';
import { withBase } from '#lib/catalog/routes.ts';
import { NOTICES } from '#lib/errors/notice-table.ts';
import { renderNotice } from '#lib/errors/notice.ts';
import { showFlash } from '../../../stores/flash.ts';
import { goToPage } from '../../../stores/go-to-page.ts';

/**
 * Rules §2: a live stream that is gone flashes 'Sorry, that live stream is no longer
 * available.' (5 s, handed to the next page) and goes to /live-streams.
 */
export function useGoneRedirect(gone: boolean): void {
  useEffect(() => {
    if (!gone) return;
    showFlash(renderNotice('live-stream-not-found'));
    const { path, replace } = NOTICES['live-stream-not-found'].then;
    goToPage(withBase(path), replace);
  }, [gone]);
}
