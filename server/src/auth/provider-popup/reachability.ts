/** How long the pre-flight may take: the visitor is looking at an empty popup meanwhile. */
const CHECK_TIMEOUT_MS = 3_000;

/** How long a provider that answered counts as reachable without asking again. */
const KNOWN_UP_MS = 60_000;

/** Answers whether a provider's authorization endpoint can be reached now. */
export type ProviderReachability = (now: Date) => Promise<boolean>;

/**
 * Whether the popup can be sent to `authorizeUrl`: any HTTP answer to a HEAD request counts,
 * whatever its status (an authorization endpoint refuses a bare HEAD); only a refused connection,
 * a failed name lookup or a timeout does not. Sending the visitor to a provider that cannot be
 * reached would leave them at the browser's own error page, where the site cannot tell that
 * the sign-in failed. An answer is remembered for a minute, so most sign-ins ask nothing.
 */
export function providerReachability(authorizeUrl: string): ProviderReachability {
  let upUntil = 0;
  return async (now) => {
    if (now.getTime() < upUntil) return true;
    const reached = await fetch(authorizeUrl, {
      method: 'HEAD',
      redirect: 'manual',
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    }).then(
      async (response) => {
        await response.body?.cancel();
        return true;
      },
      () => false,
    );
    if (reached) upUntil = now.getTime() + KNOWN_UP_MS;
    return reached;
  };
}
