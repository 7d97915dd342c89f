import { describe, expect, it } from 'vitest';
import { markLiveBanner } from '../../../../src/page-scripts/head/live-banner-mark.ts';
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
