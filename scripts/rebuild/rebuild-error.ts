/** A step of `npm run rebuild`, as its one-line failure names it. */
export type RebuildStep =
  | 'arguments'
  | 'reading the last good build'
  | 'pull'
  | 'build'
  | 'link check'
  | 'precompression'
  | 'page count'
  | 'publish';

/** A rebuild step failed; `message` is one line saying why. */
export class RebuildError extends Error {
  readonly step: RebuildStep;

  constructor(step: RebuildStep, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RebuildError';
    this.step = step;
  }
}

/** Runs `run` as `step`: whatever it throws, other than a {@link RebuildError}, becomes one for `step`. */
export async function inStep<T>(step: RebuildStep, run: () => Promise<T> | T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RebuildError) throw error;
    throw new RebuildError(step, oneLine(error), { cause: error });
  }
}

/** An error's message on one line (an AWS error's name when it has no message). */
export function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.replace(/\s+/g, ' ').trim();
}
