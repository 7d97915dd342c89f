/**
 * The few DOM tools the player bar is drawn with: it builds its elements once and then only
 * changes what changed, so focus, a drag on a slider and the live region are never disturbed
 * by the four updates a second the audio element sends.
 */

/** An attribute's value: null, undefined and false remove it, true writes it empty. */
export type AttributeValue = string | number | boolean | null | undefined;

/** Sets, or removes, an attribute; writes only a change. */
export function setAttribute(element: Element, name: string, value: AttributeValue): void {
  if (value === null || value === undefined || value === false) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
    return;
  }
  const text = value === true ? '' : String(value);
  if (element.getAttribute(name) !== text) element.setAttribute(name, text);
}

/** Sets an element's text; writes only a change. */
export function setText(node: Node, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}

/** A new HTML element with attributes and children. */
export function element<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Readonly<Record<string, AttributeValue>> = {},
  children: readonly (Node | string)[] = [],
): HTMLElementTagNameMap[Tag] {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) setAttribute(created, name, value);
  created.append(...children);
  return created;
}

/**
 * Makes `parent`'s children exactly the given nodes (nulls skipped), in order. Unwanted
 * children are removed first and new ones inserted in place, so a child that stays is
 * never moved: moving a node would take the focus from it.
 */
export function syncChildren(parent: Element, wanted: readonly (Node | null)[]): void {
  const nodes = wanted.filter((node) => node !== null);
  const keep = new Set(nodes);
  for (const child of [...parent.childNodes]) if (!keep.has(child)) child.remove();
  nodes.forEach((node, index) => {
    const at = parent.childNodes[index] ?? null;
    if (at !== node) parent.insertBefore(node, at);
  });
}
