/**
 * Wraps an action on a single-use key (a magic-link token, a verification key) so that calls
 * for a key already under way share its answer. A remounted island or a repeated effect must
 * not spend the key a second time and then report the second call's refusal.
 */
export function oncePerKey<T>(run: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const inFlight = new Map<string, Promise<T>>();
  return (key) => {
    const running = inFlight.get(key);
    if (running !== undefined) return running;
    const answer = run(key).finally(() => inFlight.delete(key));
    inFlight.set(key, answer);
    return answer;
  };
}
