import { yieldToMain, type YieldToMain } from './hydration-queue.ts';

/**
 * Imports code that is long to evaluate in steps: before each step the browser gets the main thread back once
 * (`turn`: a yield, or an idle moment), and each step is imported only once the one before it has been. Modules
 * evaluate when first imported, so each step evaluates what the ones before it left, in a task of its own, rather
 * than all of it in one long task. `before` are parts of what `last` imports, in order; answers what `last` answers.
 */
export async function importInSteps<T>(
  before: readonly (() => Promise<unknown>)[],
  last: () => Promise<T>,
  turn: YieldToMain = yieldToMain,
): Promise<T> {
  for (const step of before) {
    await turn();
    await step();
  }
  await turn();
  return last();
}
