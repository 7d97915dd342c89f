/** The account screens whose visitors are redirected by sign-in state (rules §2 and §6). */
export type GuardedScreen = 'sign-in' | 'sign-up' | 'account';

/** What the routing rule looks at. */
export interface VisitorState {
  readonly signedIn: boolean;
  /** The site runs inside a native wrapper (a build flag, rules §1). */
  readonly nativeMode: boolean;
}

/**
 * Where a visitor must be sent from a guarded screen (a site path), or null to stay:
 * /sign-in and /sign-up are for signed-out visitors and send a signed-in one to
 * /compositions, except in native mode; /account needs sign-in and sends a signed-out
 * visitor home.
 */
export function guardedScreenRedirect(screen: GuardedScreen, visitor: VisitorState): '/compositions' | '/' | null {
  if (screen === 'account') return visitor.signedIn ? null : '/';
  return visitor.signedIn && !visitor.nativeMode ? '/compositions' : null;
}
