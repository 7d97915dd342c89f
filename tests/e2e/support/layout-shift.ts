import type { Page } from '@playwright/test';
import { PENDING_ISLAND } from './islands.ts';

/** One layout shift the browser reported, with what moved, for a failure message that says where to look. */
export interface Shift {
  readonly value: number;
  readonly sources: string[];
}

/**
 * Starts recording layout shifts (`PerformanceObserver`, type 'layout-shift') from the page's
 * first frame, leaving out those right after an input, as CLS does. Call before navigating.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    const describe = (node: Node | null): string => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const id = node.id === '' ? '' : `#${node.id}`;
      const classes = [...node.classList].map((name) => `.${name}`).join('');
      return `${node.tagName.toLowerCase()}${id}${classes}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Waits until the page has loaded, every island that is going to has hydrated (Astro drops `ssr`), the
 * network is quiet and two more frames have been drawn, then returns the shifts recorded so far.
 */
export async function layoutShiftsWhenSettled(page: Page): Promise<Shift[]> {
  await page.waitForLoadState('load');
  await page.waitForFunction((pending) => document.querySelector(pending) === null, PENDING_ISLAND, {
    timeout: 15_000,
  });
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<Shift[]>((done) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => done((window as unknown as { __layoutShifts: Shift[] }).__layoutShifts)),
        );
      }),
  );
}

/** The shifts' sum: the page's layout shift over its load (one session window, as on these short loads). */
export function totalShift(shifts: readonly Shift[]): number {
  return shifts.reduce((total, shift) => total + shift.value, 0);
}
