import { useEffect, useRef } from 'react';
import { reportAccountPageView, type AccountPageView } from '#lib/analytics/account-page-views.ts';
import { analytics } from '#lib/analytics/site-analytics.ts';

/**
 * Reports a screen's analytics page view (rules §7) once per page, when the visitor is
 * `shown` the screen: a signed-in visitor sent on from /sign-in never saw it.
 */
export function useAccountPageView(view: AccountPageView, shown: boolean): void {
  const reported = useRef(false);
  useEffect(() => {
    if (!shown || reported.current) return;
    reported.current = true;
    reportAccountPageView(analytics, view);
  }, [view, shown]);
}
