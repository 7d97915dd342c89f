import { expect, test } from '@playwright/test';
import { siteUrl } from './support/e2e-env.ts';
import { layoutShiftsWhenSettled, recordLayoutShifts, totalShift } from './support/layout-shift.ts';
import { PAGE_TYPES } from './support/page-types.ts';
import { firstPlayable, playerBar, savedQueueOf, withSavedQueue } from './support/playback.ts';
import { playerBarMounted } from './support/script-loads.ts';

/** Nothing shifts as a page loads: CLS ≤ 0.02 on every page type. */
const MOST_SHIFT = 0.02;

/** A phone the size of Lighthouse's mobile preset, and the suite's desktop. */
const SCREENS = {
  phone: { width: 412, height: 823 },
  desktop: { width: 1280, height: 900 },
} as const;

for (const [screen, viewport] of Object.entries(SCREENS)) {
  for (const [type, path] of Object.entries(PAGE_TYPES)) {
    test(`${type} (${path}) shifts its layout by at most ${MOST_SHIFT} on a ${screen} while it loads and hydrates`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      await page.goto(siteUrl(path));
      const shifts = await layoutShiftsWhenSettled(page);
      const described = shifts.map((shift) => `${shift.value.toFixed(4)} ${shift.sources.join(', ')}`);
      expect(totalShift(shifts), described.join('\n')).toBeLessThanOrEqual(MOST_SHIFT);
    });
  }
}

/**
 * A visitor with a saved queue: the player bar's island draws it after load, where the head script
 * kept the bar's box and the page's room for it from the first frame (player-bar.css). A page that
 * fits a desktop's window (its footer in view, which the room for the bar would otherwise move) and
 * a long one.
 */
const QUEUED_PAGES = { 'forgot password': '/forgot-password', composition: PAGE_TYPES['composition'] ?? '/' };

/** A tall window, in which the short page's footer shows with room to spare. */
const QUEUED_SCREENS = { ...SCREENS, 'tall desktop': { width: 1280, height: 1400 } };

for (const [screen, viewport] of Object.entries(QUEUED_SCREENS)) {
  for (const [type, path] of Object.entries(QUEUED_PAGES)) {
    test(`with a queued item, ${type} (${path}) shifts by at most ${MOST_SHIFT} on a ${screen} as the bar hydrates`, async ({
      page,
    }) => {
      const playable = await firstPlayable();
      await page.setViewportSize(viewport);
      await withSavedQueue(page, savedQueueOf(playable));
      await recordLayoutShifts(page);
      await page.goto(siteUrl(path));
      await playerBarMounted(page);
      await expect(playerBar(page).locator('.player-bar__title')).toHaveText(playable.title);
      const shifts = await layoutShiftsWhenSettled(page);
      const described = shifts.map((shift) => `${shift.value.toFixed(4)} ${shift.sources.join(', ')}`);
      expect(totalShift(shifts), described.join('\n')).toBeLessThanOrEqual(MOST_SHIFT);
    });
  }
}
