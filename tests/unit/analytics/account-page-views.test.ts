import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PAGE_NAMES, reportAccountPageView } from '../../../src/lib/analytics/account-page-views.ts';
import { createAnalytics } from '../../../src/lib/analytics/analytics.ts';

describe('account page views (spec section 7)', () => {
  it('names sign-up, sign-in and sign-up success, each differently', () => {
    expect(ACCOUNT_PAGE_NAMES).toEqual({
      'sign-up': 'sign-up',
      'sign-in': 'sign-in',
      'sign-up-success': 'sign-up success',
    });
  });

  it('reports each as a Plausible page view with its name in `page`', () => {
    const send = vi.fn();
    const analytics = createAnalytics({
      analyticsId: 'concerts.example.org',
      send,
      currentUrl: () => 'https://site.test/music/concert-library/sign-up',
    });
    reportAccountPageView(analytics, 'sign-in');
    reportAccountPageView(analytics, 'sign-up');
    reportAccountPageView(analytics, 'sign-up-success');
    const bodies = send.mock.calls.map(
      ([, body]) => JSON.parse(body as string) as { name: string; props: { page: string } },
    );
    expect(bodies.map((body) => [body.name, body.props.page])).toEqual([
      ['pageview', 'sign-in'],
      ['pageview', 'sign-up'],
      ['pageview', 'sign-up success'],
    ]);
  });

  it('sends to a self-hosted Plausible when its endpoint is configured', () => {
    const send = vi.fn();
    const analytics = createAnalytics({
      analyticsId: 'concerts.example.org',
      endpoint: ' https://stats.example.org/api/event ',
      send,
      currentUrl: () => 'https://site.test/',
    });
    reportAccountPageView(analytics, 'sign-in');
    expect(send).toHaveBeenCalledWith('https://stats.example.org/api/event', expect.any(String));
  });
});
