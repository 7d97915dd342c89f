/**
 * The element matching `selector` at or above an event's target, or null: a target without `closest`
 * (a text node, the window, an old browser) matches nothing.
 */
export function closestTarget(target: EventTarget | null, selector: string): Element | null {
  const element = target as Partial<Pick<Element, 'closest'>> | null;
  return element?.closest ? element.closest(selector) : null;
}
