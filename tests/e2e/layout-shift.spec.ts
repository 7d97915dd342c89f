import { expect, test } from '@playwright/test';
import { siteUrl } from './support/e2e-env.ts';
import { layoutShiftsWhenSettled, recordLayoutShifts, totalShift } from './support/layout-shift.ts';
import { PAGE_TYPES } from './support/page-types.ts';

/** Issue 13: CLS ≤ 0.02 on every page type. */
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
