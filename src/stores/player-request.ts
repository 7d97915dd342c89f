import { z } from 'zod';
import { QueueItemSchema } from '../lib/player/queue-item.ts';
import type { QueueItem } from '../lib/player/queue-item.ts';

/**
 * What a 'Play Performance', 'Add to queue' or movement button asks to play: the queue item
 * without its stream links, which are fetched on click (the button's `data-queue-item`
 * JSON, written by `src/lib/catalog/play-data.ts`).
 */
export const PlayRequestSchema = QueueItemSchema.omit({ stream_links: true, stream_links_expires: true });
export type PlayRequest = z.output<typeof PlayRequestSchema>;

/** A button's `data-queue-item` as a request; null when it is missing or not one. */
export function parsePlayRequest(json: string | null | undefined): PlayRequest | null {
  if (json === null || json === undefined) return null;
  try {
    const parsed = PlayRequestSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The queue item for a request, with the links a fetch answered. */
export function queueItemOf(request: PlayRequest, links: { links: QueueItem['stream_links']; expires: string }): QueueItem {
  return { ...request, stream_links: links.links, stream_links_expires: links.expires };
}
