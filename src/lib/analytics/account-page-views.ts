import type { Analytics } from './analytics.ts';

/**
 * The account moments that report a named page view (rules §7: "Analytics page names are
 * reported for sign-up, sign-in and sign-up success"): the two screens as a visitor is shown
 * them, and a registration the server accepted.
 */
export type AccountPageView = 'sign-up' | 'sign-in' | 'sign-up-success';

/** The name each moment is reported under (the `page` property of the page view). */
export const ACCOUNT_PAGE_NAMES: Readonly<Record<AccountPageView, string>> = {
  'sign-up': 'sign-up',
  'sign-in': 'sign-in',
  'sign-up-success': 'sign-up success',
};

/** Reports an account moment's page view under its name. */
export function reportAccountPageView(analytics: Pick<Analytics, 'page'>, view: AccountPageView): void {
  analytics.page(ACCOUNT_PAGE_NAMES[view]);
}
