import './support/storage-stub.ts';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderNotice } from '../../../src/lib/errors/notice.ts';
import { FLASH_STORAGE_KEY } from '../../../src/lib/flash/pending-flash.ts';
import {
  $flash,
  dismissFlash,
  flashDrawn,
  handOffFlash,
  holdFlash,
  releaseFlash,
  showFlash,
} from '../../../src/stores/flash.ts';
import { memorySessionStorage } from './support/storage-stub.ts';

const shown = () => $flash.get().map((item) => [item.message, item.ms]);
const handedOver = () => JSON.parse(memorySessionStorage.getItem(FLASH_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.runOnlyPendingTimers();
  cleanStores($flash);
  vi.useRealTimers();
  memorySessionStorage.clear();
});

describe('$flash', () => {
  it('shows a notice for the time the notice table gives it', () => {
    showFlash(renderNotice('sign-in-link-sent'));
    expect(shown()).toEqual([['Check your email for a sign-in link.', 15_000]]);
    vi.advanceTimersByTime(14_999);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('queues messages, each dismissing itself after its own time', () => {
    showFlash(renderNotice('signed-in'));
    showFlash(renderNotice('signed-out'));
    expect(shown()).toEqual([
      ["You're signed in.", 6000],
      ["You're signed out.", 4000],
    ]);
    vi.advanceTimersByTime(4000);
    expect(shown()).toEqual([["You're signed in.", 6000]]);
    vi.advanceTimersByTime(2000);
    expect(shown()).toEqual([]);
  });

  it('dismisses a message at once with its dismiss button, and its timer then does nothing', () => {
    const first = showFlash(renderNotice('registered'));
    showFlash({ message: 'Another message', ms: 3000 });
    dismissFlash(first ?? -1);
    expect(shown()).toEqual([['Another message', 3000]]);
    vi.advanceTimersByTime(10_000);
    expect(shown()).toEqual([]);
  });

  it('stays its whole time once drawn, however late its island drew it', () => {
    // The flash island hydrates when a flash wakes it: its code may take a while to load.
    const id = showFlash(renderNotice('signed-out')) ?? -1;
    vi.advanceTimersByTime(1500);
    flashDrawn(id);
    vi.advanceTimersByTime(3999);
    expect(shown()).toHaveLength(1);
    // Drawn again (another render): the countdown goes on.
    flashDrawn(id);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('shows a repeated message once, for its full time again', () => {
    showFlash(renderNotice('signed-out'));
    vi.advanceTimersByTime(3000);
    showFlash(renderNotice('signed-out'));
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(3999);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('gives a notice that is not a flash the time of unstated flashes (8 s)', () => {
    showFlash(renderNotice('network-failure'));
    expect(shown()).toEqual([['Sorry, there was a problem contacting our servers! Try back in a few minutes.', 8000]]);
  });

  it('shows nothing for an empty message', () => {
    expect(showFlash({ message: '  ', ms: 1000 })).toBeNull();
    expect(shown()).toEqual([]);
  });
});

describe('the flash handed to the next page', () => {
  it('stays on its own page when shown: nothing is handed on without a redirect', () => {
    showFlash(renderNotice('password-reset-sent'));
    expect(handedOver()).toBeNull();
  });

  it('is handed to the next page by a redirect, and survives exactly one navigation', async () => {
    showFlash(renderNotice('signed-in'));
    handOffFlash();
    expect(handedOver()).toEqual({ message: "You're signed in.", ms: 6000 });
    // The page redirects: the next page loads the store afresh.
    vi.resetModules();
    const nextPage = await import('../../../src/stores/flash.ts');
    expect(nextPage.$flash.get().map((item) => item.message)).toEqual(["You're signed in."]);
    expect(handedOver()).toBeNull();
    // The next page redirects again without a flash of its own: the carried message goes no further.
    nextPage.handOffFlash();
    expect(handedOver()).toBeNull();
    vi.resetModules();
    const pageAfter = await import('../../../src/stores/flash.ts');
    expect(pageAfter.$flash.get()).toEqual([]);
  });

  it('hands on the newest of this page’s flashes', () => {
    showFlash(renderNotice('signed-in'));
    showFlash(renderNotice('signed-out'));
    handOffFlash();
    expect(handedOver()).toEqual({ message: "You're signed out.", ms: 4000 });
  });

  it('is taken by the first flash shown on the next page, before that page’s own', async () => {
    showFlash(renderNotice('signed-in'));
    handOffFlash();
    vi.resetModules();
    const nextPage = await import('../../../src/stores/flash.ts');
    nextPage.showFlash(renderNotice('signed-out'));
    expect(nextPage.$flash.get().map((item) => item.message)).toEqual(["You're signed in.", "You're signed out."]);
    nextPage.handOffFlash();
    expect(handedOver()).toEqual({ message: "You're signed out.", ms: 4000 });
  });

  it('marks the page for the flash island, and leaves the screen when the client router changes the page', async () => {
    const marks = new Set<string>();
    const page = Object.assign(new EventTarget(), {
      documentElement: { setAttribute: (name: string) => marks.add(name) },
    });
    vi.stubGlobal('document', page);
    vi.resetModules();
    const flash = await import('../../../src/stores/flash.ts');
    const unbind = flash.$flash.listen(() => undefined);
    flash.showFlash(renderNotice('signed-in'));
    expect(flash.$flash.get()).toHaveLength(1);
    // The flash island waits for this mark to hydrate (src/lib/browser/page-marks.ts).
    expect([...marks]).toEqual(['data-flash']);
    page.dispatchEvent(new Event('astro:after-swap'));
    expect(flash.$flash.get()).toEqual([]);
    unbind();
    vi.unstubAllGlobals();
  });
});

describe('holding a flash while it is read', () => {
  it('stops its countdown while held and resumes with the time it had left', () => {
    const id = showFlash(renderNotice('signed-in')) ?? -1;
    vi.advanceTimersByTime(2000);
    holdFlash(id);
    vi.advanceTimersByTime(60_000);
    expect(shown()).toHaveLength(1);
    releaseFlash(id);
    vi.advanceTimersByTime(3999);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('leaves at least a second after a hold that outlasted the message', () => {
    const id = showFlash({ message: 'Short', ms: 1500 }) ?? -1;
    vi.advanceTimersByTime(1400);
    holdFlash(id);
    releaseFlash(id);
    vi.advanceTimersByTime(999);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });
});
