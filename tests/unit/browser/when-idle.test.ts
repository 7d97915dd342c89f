import { describe, expect, it } from 'vitest';
import { whenIdle } from '../../../src/lib/browser/when-idle.ts';

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('whenIdle', () => {
  it('resolves when the browser calls back idle, asking for a bounded wait', async () => {
    const asked: { callback: () => void; timeout: number | undefined }[] = [];
    let resolved = false;
    void whenIdle({
      requestIdleCallback: (callback, options) => asked.push({ callback, timeout: options?.timeout }),
    }).then(() => {
      resolved = true;
    });
    await turn();
    expect(resolved).toBe(false);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.timeout).toBeGreaterThan(0);
    asked[0]?.callback();
    await turn();
    expect(resolved).toBe(true);
  });

  it('resolves after a task where the runtime has no idle callbacks', async () => {
    let resolved = false;
    void whenIdle({}).then(() => {
      resolved = true;
    });
    expect(resolved).toBe(false);
    await turn();
    expect(resolved).toBe(true);
  });
});
