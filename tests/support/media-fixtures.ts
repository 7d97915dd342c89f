import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

// The generators need no test runner: the browser journeys make their media with them too.
export { makeMedia, pictureInput, sineInput } from './media-inputs.ts';

/**
 * A temporary folder for the media of the tests around the call, made before them and removed after them;
 * the answer gives its path once the tests run.
 */
export function useMediaFolder(): () => string {
  let folder = '';
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'cl-media-test-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));
  return () => folder;
}
