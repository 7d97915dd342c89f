import type { AccountOutcome } from '../../stores/account-outcome.ts';
import { goToPage } from '../../stores/go-to-page.ts';

/**
 * Carries out an action's outcome in the browser: goes to its page (replacing the history
 * entry when asked). Answers the message to show for a failure, or null.
 */
export function followOutcome(outcome: AccountOutcome): string | null {
  if (outcome.kind === 'failed') return outcome.message;
  if (outcome.kind === 'go') {
    goToPage(outcome.path, outcome.replace);
  }
  return null;
}

/** A link to a site route, under the base path (`import.meta.env.BASE_URL`). */
export function siteHref(route: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/?$/, '/');
  return `${base}${route.replace(/^\/+/, '')}`;
}
