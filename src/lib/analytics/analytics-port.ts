/** The values an event may carry. */
export type AnalyticsProps = Readonly<Record<string, string | number>>;

/**
 * Audience measurement (rules §7 and §9): named page views (sign-up, sign-in,
 * sign-up success) and events (video milestones). Calls never throw and never wait.
 */
export interface Analytics {
  /** A page view under a name, e.g. 'sign-up success'. */
  page(name: string): void;
  /** A named event with its values. */
  event(name: string, props?: AnalyticsProps): void;
}
