import { yieldToMain, type YieldToMain } from './hydration-queue.ts';

/**
 * Imports a module whose code is long to evaluate in steps: each of `before` (parts of its imports, in the order
 * given) is imported, then the browser gets the main thread back once, and only then the next; `last` comes at
 * the end. Modules evaluate when first imported, so each step evaluates only what the ones before it did not, in
 * a task of its own rather than all in one long task. Answers what `last` answers.
 */
export async function importInSteps<T>(
  before: readonly (() => Promise<unknown>)[],
  last: () => Promise<T>,
  yieldNow: YieldToMain = yieldToMain,
): Promise<T> {
  for (const step of before) {
    await step();
    await yieldNow();
  }
  return last();
}
