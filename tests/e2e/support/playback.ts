import { expect, type Page } from '@playwright/test';
import { DEMO_MARKERS } from '../../../server/seed/demo-markers.ts';
import type { CompositionDetail, Performance } from '../../../src/lib/api/contract.ts';
import { queueItemFor } from '../../../src/lib/player/queue-item.ts';
import { serialiseQueue, type SavedQueue } from '../../../src/lib/player/queue-persistence.ts';
import { stripEmphasis } from '../../../src/lib/text/emphasis.ts';
import { combined, compositionDetail } from './catalog.ts';
import { audioState } from './media-recorder.ts';

/**
 * Playback helpers shared by the player and account journeys: the demo catalogue's playable
 * compositions, the persistent player bar and a performance's buttons, and the audio's progress.
 */

/**
 * How long a video player may take to appear after a click on its play control: the click loads React,
 * the session, the stream links and video.js, then asks for the links. Beside another worker making a
 * video's renditions with ffmpeg, that took 17 s once; the bound is for a loaded machine, not a speed.
 */
export const PLAYER_APPEARS_MS = 60_000;

/** A composition whose performance plays audio. */
export interface Playable {
  identifier: string;
  title: string;
  detail: CompositionDetail;
  performance: Performance;
}

let playableCache: Promise<Playable[]> | undefined;

/** Listed compositions whose first performance has an audio recording outside the region-restricted program. */
export function playables(): Promise<Playable[]> {
  playableCache ??= (async () => {
    const catalog = await combined();
    const found: Playable[] = [];
    for (const summary of catalog.compositions) {
      if (found.length >= 4) break;
      if (summary.identifier === DEMO_MARKERS.regionRestrictedComposition) continue;
      const detail = await compositionDetail(summary.identifier);
      const performance = detail.performances.find((p) => !p.unlisted && p.recordings.length > 0);
      if (performance === undefined || !performance.recordings.some((r) => r.type === 'A')) continue;
      if (performance.program?.identifier === DEMO_MARKERS.regionRestrictedProgram) continue;
      found.push({ identifier: summary.identifier, title: stripEmphasis(detail.title), detail, performance });
    }
    if (found.length < 3) throw new Error('The demo catalogue has fewer than three playable compositions');
    return found;
  })();
  return playableCache;
}

/** A listed composition whose first playable performance's audio has at least three movements. */
export async function withMovements(): Promise<Playable & { cues: { title: string; start: number }[] }> {
  const catalog = await combined();
  for (const summary of catalog.compositions) {
    if (summary.identifier === DEMO_MARKERS.regionRestrictedComposition) continue;
    const detail = await compositionDetail(summary.identifier);
    const performance = detail.performances.find((p) => !p.unlisted && p.recordings.some((r) => r.type === 'A'));
    const audio = performance?.recordings.find((r) => r.type === 'A');
    if (performance === undefined || audio === undefined || audio.movement_cuepoints.length < 3) continue;
    if (performance.program?.identifier === DEMO_MARKERS.regionRestrictedProgram) continue;
    return {
      identifier: summary.identifier,
      title: stripEmphasis(detail.title),
      detail,
      performance,
      cues: audio.movement_cuepoints,
    };
  }
  throw new Error('The demo catalogue has no composition with three recorded movements');
}

/** The first playable composition of the demo catalogue. */
export async function firstPlayable(): Promise<Playable> {
  const [first] = await playables();
  if (first === undefined) throw new Error('no playable composition');
  return first;
}

/** The persistent player bar. */
export const playerBar = (page: Page) => page.getByRole('region', { name: 'Audio player' });

/** A performance's 'Play Performance' button on a composition page. */
export const playButton = (page: Page, title: string) =>
  page.getByRole('button', { name: `Play Performance: ${title}` }).first();

/** A performance's 'Add to queue' button on a composition page. */
export const queueButton = (page: Page, title: string) =>
  page.getByRole('button', { name: `Add to queue: ${title}` }).first();

/** Waits until the player's audio element has played past `seconds` (needs RECORD_MEDIA from the page's start). */
export async function expectAudioPast(page: Page, seconds: number, timeout = 15_000): Promise<void> {
  await expect.poll(async () => (await audioState(page)).currentTime, { timeout }).toBeGreaterThan(seconds);
}

/** Waits until the audio, already playing, advances by more than a second more: it really plays. */
export async function expectAudioAdvancing(page: Page): Promise<void> {
  await expectAudioPast(page, 0.2);
  const before = (await audioState(page)).currentTime;
  await expect.poll(async () => (await audioState(page)).currentTime, { timeout: 10_000 }).toBeGreaterThan(before + 1);
}

/**
 * A queue of one playable composition's audio as local storage keeps it (rules §9), restored
 * paused; its links long expired, so the player fetches fresh ones before it plays.
 */
export function savedQueueOf(playable: Playable): SavedQueue {
  const item = queueItemFor(playable.detail, playable.performance, {
    stream_links: {},
    expires: '2000-01-01T00:00:00Z',
  });
  if (item === null) throw new Error(`${playable.identifier} has no audio`);
  return serialiseQueue({ items: [item], current: 0, status: 'paused' });
}

/** Puts a saved queue in local storage before the page's own scripts run, at each of its loads. */
export async function withSavedQueue(page: Page, saved: SavedQueue): Promise<void> {
  await page.addInitScript((queue) => {
    localStorage.setItem('queue', queue.queue);
    localStorage.setItem('current-item', queue.currentItem);
  }, saved);
}
