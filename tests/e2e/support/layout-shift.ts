import { expect, type Page, type Request } from '@playwright/test';
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

/** A live stream's playlists and segments: a page playing one fetches them for as long as it is open. */
const MEDIA = /\.(?:m3u8|ts|m4s|mp4|aac|vtt)$/;

/**
 * Waits until no request but a stream's media has been under way for a second: what the page fetched to
 * draw has arrived. A page playing a live stream never goes 'networkidle' on a busy machine.
 */
async function quietButForMedia(page: Page): Promise<void> {
  const pending = new Set<Request>();
  let last = Date.now();
  const started = (request: Request): void => {
    if (MEDIA.test(new URL(request.url()).pathname)) return;
    pending.add(request);
    last = Date.now();
  };
  const ended = (request: Request): void => {
    if (pending.delete(request)) last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await expect.poll(() => pending.size === 0 && Date.now() - last >= 1_000, { timeout: 30_000 }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Waits until the page has loaded, every island that is going to has hydrated (Astro drops `ssr`), nothing
 * but a stream's media is still being fetched and two more frames have been drawn, then returns the shifts
 * recorded so far.
 */
export async function layoutShiftsWhenSettled(page: Page): Promise<Shift[]> {
  await page.waitForLoadState('load');
  await page.waitForFunction((pending) => document.querySelector(pending) === null, PENDING_ISLAND, {
    timeout: 15_000,
  });
  await quietButForMedia(page);
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
