import type { Page } from '@playwright/test';

interface TraceEvent {
  readonly name: string;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string };
}

/** The protocol types a trace's events loosely: these are the fields read here. */
function isTraceEvent(value: unknown): value is TraceEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Partial<Record<keyof TraceEvent, unknown>>;
  return typeof event.name === 'string' && typeof event.pid === 'number' && typeof event.tid === 'number';
}

/**
 * How many times the page's renderer main thread paints during `milliseconds` of a still page,
 * read from a Chromium trace. An animation the compositor runs on its own (transform, opacity)
 * paints nothing there; one of another property (a box-shadow, a colour) paints every frame.
 */
export async function mainThreadPaints(page: Page, milliseconds: number): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => {
    const collected: readonly unknown[] = value;
    events.push(...collected.filter(isTraceEvent));
  });
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
