/** The hash fragment with which the 404 page hands a shell route's real path to its shell. */
export const SHELL_FROM_HASH = '#from=';

/**
 * On a shell page reached through the 404 page of a static host (`…/magic/#from=…`), puts the original path
 * back into the address bar before any island reads it. Only a path under the site's `base` is taken (no
 * other origin, no `//`); a malformed hand-over leaves the address alone.
 */
export function restoreShellPath(
  base: string,
  location: Pick<Location, 'hash'>,
  history: Pick<History, 'state' | 'replaceState'>,
): void {
  const { hash } = location;
  if (hash.indexOf(SHELL_FROM_HASH) !== 0) return;
  try {
    const path = decodeURIComponent(hash.slice(SHELL_FROM_HASH.length));
    if (path.indexOf(base) === 0 && path.indexOf('//') < 0) history.replaceState(history.state, '', path);
  } catch {
    // A malformed escape: the shell shows what it would without the hand-over.
  }
}
