/** An element with attributes, enough for the head script's jobs; `closest` matches attribute selectors. */
export class FakeElement {
  readonly attributes = new Map<string, string>();
  constructor(attributes: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(attributes)) this.attributes.set(name, value);
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  closest(selector: string): this | null {
    const attribute = /^\[([\w-]+)\]$/.exec(selector)?.[1];
    return attribute !== undefined && this.attributes.has(attribute) ? this : null;
  }
}

/** A window whose local storage holds `items`, or whose storage throws (blocked, private modes). */
export function fakeStorageScope(items: Record<string, string> = {}, { blocked = false } = {}) {
  const stored = new Map(Object.entries(items));
  const localStorage = {
    getItem: (key: string) => {
      if (blocked) throw new Error('denied');
      return stored.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (blocked) throw new Error('denied');
      stored.set(key, value);
    },
  } as Storage;
  return { localStorage, stored };
}
