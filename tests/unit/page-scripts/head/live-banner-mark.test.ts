import { describe, expect, it } from 'vitest';
import {
  LONGEST_TIMER_MS,
  markLiveBanner,
  untilNextBannerSpan,
} from '../../../../src/page-scripts/head/live-banner-mark.ts';
import { FakeElement } from './fake-page.ts';

function marked(windows: [number, number][], now: number): boolean {
  const html = new FakeElement();
  markLiveBanner(html, windows, now);
  return html.getAttribute('data-live-banner') === '';
}

describe('live banner mark', () => {
  it('marks a clock from the start of a span up to, not at, its end', () => {
    const spans: [number, number][] = [
      [100, 200],
      [300, 400],
    ];
    expect(marked(spans, 100)).toBe(true);
    expect(marked(spans, 399)).toBe(true);
    expect(marked(spans, 99)).toBe(false);
    expect(marked(spans, 200)).toBe(false);
    expect(marked(spans, 250)).toBe(false);
    expect(marked([], 150)).toBe(false);
  });
});

describe('the wait until the next banner span opens', () => {
  it('is the time to the earliest span still to open, none once every span has opened', () => {
    const spans: [number, number][] = [
      [300, 400],
      [100, 200],
    ];
    expect(untilNextBannerSpan(spans, 50)).toBe(50);
    expect(untilNextBannerSpan(spans, 100)).toBe(200);
    expect(untilNextBannerSpan(spans, 150)).toBe(150);
    expect(untilNextBannerSpan(spans, 300)).toBeNull();
    expect(untilNextBannerSpan([], 0)).toBeNull();
  });

  it('leaves a span beyond a timer’s reach to a later visit', () => {
    expect(untilNextBannerSpan([[LONGEST_TIMER_MS + 1, LONGEST_TIMER_MS + 2]], 0)).toBeNull();
    expect(untilNextBannerSpan([[LONGEST_TIMER_MS, LONGEST_TIMER_MS + 2]], 0)).toBe(LONGEST_TIMER_MS);
  });
});
