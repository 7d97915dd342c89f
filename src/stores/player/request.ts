import { readPlayRequest } from '#lib/player/queue-item-guard.ts';
import type { PlayRequest, QueueItem } from '#lib/player/queue-item.ts';

/**
 * A button's `data-queue-item` as a request (see `PlayRequest`); null when it is missing or
 * not one. The page wrote it at build time, but a stale or edited page may hold anything.
 */
export function parsePlayRequest(json: string | null | undefined): PlayRequest | null {
  if (json === null || json === undefined) return null;
  try {
    return readPlayRequest(JSON.parse(json));
  } catch {
    return null;
  }
}

/** The queue item for a request, with the links a fetch answered. */
export function queueItemOf(
  request: PlayRequest,
  links: { links: QueueItem['stream_links']; expires: string },
): QueueItem {
  return { ...request, stream_links: links.links, stream_links_expires: links.expires };
}
