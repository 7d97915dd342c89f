import { expect, type Page } from '@playwright/test';
import type { LiveStream } from '../../../src/lib/api/contract.ts';
import { DEMO_MARKERS } from '../../../server/seed/demo-markers.ts';
import { liveStreams } from './catalog.ts';
import { siteUrl } from './e2e-env.ts';

/**
 * Helpers of the live-stream journeys (live-streams.spec.ts, live-stream-details.spec.ts). The
 * demo streams are anchored to the moment the API started, so the journeys read every stream
 * from the same API the site was built from and set the browser's clock relative to it.
 */

/** The demo live stream in each state the site shows. */
export const LIVE_MARKERS = DEMO_MARKERS.liveStreams;

export const MINUTE = 60_000;

/** A demo live stream as the API lists it. */
export async function stream(identifier: string): Promise<LiveStream> {
  const found = (await liveStreams()).find((candidate) => candidate.identifier === identifier);
  if (!found) throw new Error(`The API does not list the demo live stream '${identifier}'.`);
  return found;
}

export function startOf(live: LiveStream): Date {
  return new Date(live.start_date_time);
}

/** The detail island's stage, whose `data-live-state` is the display state. */
export function detail(page: Page) {
  return page.locator('[data-live-state]');
}

/** The start or end notice of the detail page. */
export function notice(page: Page) {
  return detail(page).getByRole('status').filter({ hasNotText: 'Loading' }).first();
}

/** Opens a stream's page and waits until the island knows the visitor's clock. */
export async function openStream(page: Page, identifier: string): Promise<void> {
  await page.goto(siteUrl(`/live-stream/${identifier}`));
  await expect(detail(page)).not.toHaveAttribute('data-live-state', 'unknown');
}
