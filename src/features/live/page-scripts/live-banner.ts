import { LIVE_BANNER_MARK } from '#lib/browser/page-marks.ts';
import { lazyVisitorTimeFormat } from '#lib/time/central-time.ts';
import { onEveryPage } from '../../../page-scripts/page-load.ts';
import { liveBanner } from '../lib/banner.ts';
import { liveBannerView, parseBannerStreams, type LiveBannerView } from '../lib/banner-view.ts';
import { mergeLiveStreams } from '../lib/merge-live-streams.ts';
import { visitorZone } from '../lib/visitor-zone.ts';
import { $now } from '../stores/live-clock.ts';
import { $liveFeed, seedLiveStreams } from '../stores/live-streams.ts';

/**
 * Draws the live banner (src/features/live/components/LiveBanner.astro) from the visitor's clock and the streams the
 * build gave it, then the API's list (`seedLiveStreams` starts its refresh), on the page loaded and on every page the
 * client router swaps in; the clock ticks every 5 seconds while any live stream is known (`$now`). The mark on
 * `<html>` follows what the banner shows, so the box the head script reserved from the build's streams closes when
 * the API's list says no banner shows.
 */

const built = parseBannerStreams(
  document.querySelector<HTMLElement>('[data-live-banner-streams]')?.dataset['liveBannerStreams'],
);
const format = lazyVisitorTimeFormat(visitorZone);

/** Sets a node's text only when it differs, so a tick that changes nothing changes nothing on the page. */
function setText(node: Element | null, text: string): void {
  if (node !== null && node.textContent !== text) node.textContent = text;
}

/** Fills the page's banner box with `view`, or hides it. */
function fill(box: HTMLElement, view: LiveBannerView | null): void {
  box.hidden = view === null;
  if (view === null) return;
  const liveClass = box.dataset['liveClass'];
  if (liveClass) box.classList.toggle(liveClass, view.live);
  const dot = box.querySelector<HTMLElement>('[data-live-banner-dot]');
  if (dot !== null) dot.hidden = !view.live;
  const link = box.querySelector('[data-live-banner-link]');
  if (link !== null && link.getAttribute('href') !== view.href) link.setAttribute('href', view.href);
  setText(box.querySelector('[data-live-banner-message]'), view.message);
  setText(box.querySelector('[data-live-banner-title]'), view.title);
}

function draw(): void {
  const now = $now.get();
  if (now === null) return;
  const view = liveBannerView(liveBanner(mergeLiveStreams(built, $liveFeed.get().records), now, format));
  document.documentElement.toggleAttribute(LIVE_BANNER_MARK, view !== null);
  const box = document.querySelector<HTMLElement>('[data-live-banner-box]');
  if (box !== null) fill(box, view);
}

seedLiveStreams(built);
$liveFeed.subscribe(draw);
$now.subscribe(draw);
// A page the router swaps in carries the box empty: filled before it is painted, and again once it has loaded.
document.addEventListener('astro:after-swap', draw);
onEveryPage(draw);
