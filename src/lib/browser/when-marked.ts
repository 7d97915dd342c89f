/** Calls `changed` whenever attribute `name` of `root` changes, until the returned function is called. */
export type WatchAttribute = (root: Element, name: string, changed: () => void) => () => void;

const observeAttribute: WatchAttribute = (root, name, changed) => {
  const observer = new MutationObserver(changed);
  observer.observe(root, { attributes: true, attributeFilter: [name] });
  return () => observer.disconnect();
};

/**
 * Runs `start` once `root` carries attribute `mark`: at once if it does already, else when it is set
 * (the head script after a page change or a change in another tab, a store when the visitor acts),
 * and only once. A mark taken away again before anything starts is waited for anew.
 */
export function whenMarked(
  root: Element,
  mark: string,
  start: () => void,
  watch: WatchAttribute = observeAttribute,
): void {
  if (root.hasAttribute(mark)) {
    start();
    return;
  }
  let started = false;
  const stop = watch(root, mark, () => {
    if (started || !root.hasAttribute(mark)) return;
    started = true;
    stop();
    start();
  });
}
