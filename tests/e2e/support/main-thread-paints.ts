import type { Page } from '@playwright/test';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly frame?: string } };
}

/**
 * How many times the page's renderer main thread paints during `milliseconds` of a still page,
 * read from a Chromium trace. An animation the compositor runs on its own (transform, opacity)
 * paints nothing there; one of another property (a box-shadow, a colour) paints every frame.
 */
export async function mainThreadPaints(page: Page, milliseconds: number): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
  await page.waitForTimeout(milliseconds);
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  return events.filter((event) => event.name === 'Paint' && mainThreads.has(`${event.pid}:${event.tid}`)).length;
}
