import { describe, expect, it } from 'vitest';
import { importInSteps } from '#lib/browser/import-in-steps.ts';

/** Records what happens, in order: each step's start and end, and each yield. */
function recorder() {
  const events: string[] = [];
  const step =
    <T>(name: string, answer: T) =>
    async (): Promise<T> => {
      events.push(`start ${name}`);
      await Promise.resolve();
      events.push(`end ${name}`);
      return answer;
    };
  const yieldNow = async (): Promise<void> => {
    events.push('yield');
    await Promise.resolve();
  };
  return { events, step, yieldNow };
}

describe('importInSteps', () => {
  it('yields before each step and imports it once the one before has finished; answers the last', async () => {
    const { events, step, yieldNow } = recorder();
    const answer = await importInSteps([step('react', 1), step('stores', 2)], step('player', 'the player'), yieldNow);
    expect(answer).toBe('the player');
    expect(events).toEqual([
      'yield',
      'start react',
      'end react',
      'yield',
      'start stores',
      'end stores',
      'yield',
      'start player',
      'end player',
    ]);
  });

  it('imports the last after one yield when nothing comes before it', async () => {
    const { events, step, yieldNow } = recorder();
    await expect(importInSteps([], step('player', 3), yieldNow)).resolves.toBe(3);
    expect(events).toEqual(['yield', 'start player', 'end player']);
  });

  it('stops at a step that fails, with its error, importing nothing after it', async () => {
    const { events, step, yieldNow } = recorder();
    const failing = () => Promise.reject(new Error('offline'));
    await expect(importInSteps([failing, step('stores', 2)], step('player', 3), yieldNow)).rejects.toThrow('offline');
    expect(events).toEqual(['yield']);
  });
});
