import { afterEach, describe, expect, it, vi } from 'vitest';
import { runWhenIdle } from '../../../../../src/features/search/lib/run-when-idle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('idle work', () => {
  it('waits for the browser’s idle callback, with a deadline', () => {
    const callbacks: Array<() => void> = [];
    const request = vi.fn((callback: () => void, _options?: { timeout: number }) => callbacks.push(callback));
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const task = vi.fn();
    runWhenIdle(task, 1500);
    expect(task).not.toHaveBeenCalled();
    expect(request.mock.calls[0]?.[1]).toEqual({ timeout: 1500 });
    callbacks[0]?.();
    expect(task).toHaveBeenCalledOnce();
  });

  it('can be cancelled before it runs', () => {
    const cancel = vi.fn();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 7),
    );
    vi.stubGlobal('cancelIdleCallback', cancel);
    runWhenIdle(() => {})();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where there is no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    runWhenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
    const other = vi.fn();
    runWhenIdle(other)();
    vi.runAllTimers();
    expect(other).not.toHaveBeenCalled();
  });
});
