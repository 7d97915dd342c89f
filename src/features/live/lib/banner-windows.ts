import { liveBanner } from './banner.ts';
import type { LiveTimeFormat } from './live-notice.ts';
import type { LiveStreamStateFields } from './live-state.ts';
import { LIVE_TIMING, bannerStartsAt, endsAt, opensAt, startsAt } from './live-timing.ts';

/** A half-open span of instants `[from, until)` in epoch milliseconds; open ends are ±Number.MAX_SAFE_INTEGER. */
export type BannerWindow = readonly [from: number, until: number];

const OPEN = Number.MAX_SAFE_INTEGER;

/** The banner's rule needs a format only for its message; whether a banner shows is all that is asked here. */
const NO_FORMAT: LiveTimeFormat = { time: () => '', dateTime: () => '' };

/** Every instant at which one stream's part in the banner rule can change. */
function edgesOf(stream: LiveStreamStateFields): number[] {
  const start = startsAt(stream).getTime();
  return [
    bannerStartsAt(stream).getTime(),
    opensAt(stream).getTime(),
    start - LIVE_TIMING.noticeLeadMs,
    start,
    start + LIVE_TIMING.noticeGraceMs,
    endsAt(stream).getTime(),
  ];
}

/**
 * When the live banner shows for these streams (rules §4), as spans of time. The head script
 * marks `<html data-live-banner>` before the first paint when the visitor's clock falls in one,
 * so the banner's box is reserved before the layout's script draws it (the banner drawn
 * above `<main>` after load shifted every page past the CLS bound). The rule itself is `liveBanner`,
 * asked once inside each span between the instants where any stream's state can change, so
 * the spans cannot drift from it.
 */
export function bannerWindows(streams: readonly LiveStreamStateFields[]): BannerWindow[] {
  const edges = [...new Set(streams.flatMap(edgesOf))].filter(Number.isFinite).sort((a, b) => a - b);
  if (edges.length === 0) return [];
  const bounds = [-OPEN, ...edges, OPEN];
  const windows: [number, number][] = [];
  for (let index = 0; index + 1 < bounds.length; index += 1) {
    const from = bounds[index] ?? -OPEN;
    const until = bounds[index + 1] ?? OPEN;
    // Asked at the span's first instant (or just before its end when it is open to the past).
    const probe = from === -OPEN ? until - 1 : from;
    if (liveBanner(streams, new Date(probe), NO_FORMAT) === null) continue;
    const last = windows.at(-1);
    if (last !== undefined && last[1] === from) last[1] = until;
    else windows.push([from, until]);
  }
  return windows;
}
