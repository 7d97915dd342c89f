import { describe, expect, it } from 'vitest';
import { PAGE_SCRIPTS_PENDING_EVENT, PAGE_SCRIPTS_SETTLED_EVENT } from '../../../../src/lib/browser/early-clicks.ts';
import {
  activateDeferredScripts,
  type DeferredDocument,
  type DeferredWindow,
} from '../../../../src/page-scripts/head/deferred-scripts.ts';

/** A `<script src>` copied into the page: it ends with `load` (it ran) or `error` (it did not arrive). */
class FakeScript {
  private readonly listeners = new Map<string, () => void>();
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  end(type: 'load' | 'error') {
    this.listeners.get(type)?.();
  }
}

/** A `<template data-deferred-scripts>` holding `scripts`. */
function template(scripts: FakeScript[]) {
  return { content: { querySelectorAll: () => scripts }, parentNode: { replaceChild: () => undefined } };
}

/**
 * Runs the head script's deferred-scripts job on a hidden page (it puts the scripts in at once) whose
 * templates the test hands out; answers what it said on the document, and a client-router swap.
 */
function page(templates: ReturnType<typeof template>[]) {
  const said: string[] = [];
  const documentListeners = new Map<string, () => void>();
  let current = templates;
  const document = {
    readyState: 'complete',
    visibilityState: 'hidden',
    querySelectorAll: () => current.splice(0),
    importNode: (content: unknown) => content,
    dispatchEvent: (event: Event) => said.push(event.type),
    addEventListener: (type: string, listener: () => void) => documentListeners.set(type, listener),
  };
  const window = { addEventListener: () => undefined, removeEventListener: () => undefined };
  activateDeferredScripts(window as unknown as DeferredWindow, document as unknown as DeferredDocument);
  const swapTo = (next: ReturnType<typeof template>[]) => {
    current = next;
    documentListeners.get('astro:after-swap')?.();
  };
  return { said, swapTo };
}

describe('deferred scripts: what the page says of the scripts it puts in', () => {
  it('says they are on their way, then settled once every one has run or failed, not before', () => {
    const scripts = [new FakeScript(), new FakeScript(), new FakeScript()];
    const { said } = page([template(scripts.slice(0, 2)), template(scripts.slice(2))]);
    expect(said).toEqual([PAGE_SCRIPTS_PENDING_EVENT]);
    scripts[0]?.end('load');
    scripts[2]?.end('error');
    expect(said).toEqual([PAGE_SCRIPTS_PENDING_EVENT]);
    scripts[1]?.end('load');
    expect(said).toEqual([PAGE_SCRIPTS_PENDING_EVENT, PAGE_SCRIPTS_SETTLED_EVENT]);
  });

  it('says settled at once on a page with no script to put in', () => {
    expect(page([template([])]).said).toEqual([PAGE_SCRIPTS_SETTLED_EVENT]);
  });

  it('on a page swapped in while scripts are still on their way, settles when all of both pages have', () => {
    const first = new FakeScript();
    const { said, swapTo } = page([template([first])]);
    const second = new FakeScript();
    swapTo([template([second])]);
    first.end('load');
    expect(said).toEqual([PAGE_SCRIPTS_PENDING_EVENT]);
    second.end('load');
    expect(said).toEqual([PAGE_SCRIPTS_PENDING_EVENT, PAGE_SCRIPTS_SETTLED_EVENT]);
    const third = new FakeScript();
    swapTo([template([third])]);
    third.end('load');
    expect(said.slice(2)).toEqual([PAGE_SCRIPTS_PENDING_EVENT, PAGE_SCRIPTS_SETTLED_EVENT]);
  });
});
