import { describe, expect, it, vi } from 'vitest';
import { createAnalytics, noAnalytics } from '../../../src/lib/analytics/analytics.ts';
import { browserBeacon } from '../../../src/lib/analytics/beacon.ts';
import { PLAUSIBLE_EVENT_URL } from '../../../src/lib/analytics/plausible-analytics.ts';

describe('createAnalytics', () => {
  it('measures nothing without an analytics id', () => {
    const send = vi.fn();
    const analytics = createAnalytics({ analyticsId: '  ', send, currentUrl: () => 'https://site.test/' });
    expect(analytics).toBe(noAnalytics);
    analytics.page('sign-in');
    analytics.event('Video', { milestone: '10s' });
    expect(send).not.toHaveBeenCalled();
  });

  it('reports named page views to Plausible with the page address', () => {
    const send = vi.fn();
    const analytics = createAnalytics({
      analyticsId: 'concerts.example.org',
      send,
      currentUrl: () => 'https://site.test/music/concert-library/sign-up',
    });
    analytics.page('sign-up success');
    expect(send).toHaveBeenCalledWith(PLAUSIBLE_EVENT_URL, expect.any(String));
    expect(JSON.parse(send.mock.calls[0]?.[1] as string)).toEqual({
      name: 'pageview',
      url: 'https://site.test/music/concert-library/sign-up',
      domain: 'concerts.example.org',
      props: { page: 'sign-up success' },
    });
  });

  it('sends events with their values as strings', () => {
    const send = vi.fn();
    createAnalytics({ analyticsId: 'concerts.example.org', send, currentUrl: () => 'https://site.test/' }).event(
      'Video',
      { elapsed_seconds: 600 },
    );
    expect((JSON.parse(send.mock.calls[0]?.[1] as string) as { props: unknown }).props).toEqual({
      elapsed_seconds: '600',
    });
  });
});

describe('browserBeacon', () => {
  it('uses sendBeacon with a text/plain body when the browser takes it', async () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn();
    browserBeacon({ navigator: { sendBeacon }, fetch })('https://collector.test/e', '{"a":1}');
    expect(fetch).not.toHaveBeenCalled();
    const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('https://collector.test/e');
    expect(blob.type).toBe('text/plain;charset=utf-8');
    expect(await blob.text()).toBe('{"a":1}');
  });

  it('falls back to a keepalive fetch, and swallows its failure', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    browserBeacon({ navigator: { sendBeacon: () => false }, fetch })('https://collector.test/e', 'x');
    expect(fetch).toHaveBeenCalledWith(
      'https://collector.test/e',
      expect.objectContaining({ method: 'POST', body: 'x', keepalive: true }),
    );
    await Promise.resolve();
  });

  it('never throws, even when the browser does', () => {
    const sendBeacon = () => {
      throw new Error('blocked');
    };
    expect(() => browserBeacon({ navigator: { sendBeacon } })('https://collector.test/e', 'x')).not.toThrow();
  });
});
