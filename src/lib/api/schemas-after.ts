import { importInSteps } from '../browser/import-in-steps.ts';

/**
 * zod and the contract's shared schemas (common.ts and the parts it is built from) set up for code that
 * loads them after the page has drawn (the live-stream list's reading where no worker can), each part
 * in a task of its own once `turn` has given the main thread back (an idle moment, a yield): setting up
 * zod and building the shared schemas at once was one of the longest tasks after load on a slow phone.
 */
export async function loadSchemasAfter(turn: () => Promise<void>): Promise<void> {
  await importInSteps(
    [() => import('./zod-jitless.ts'), () => import('./common-scalars.ts'), () => import('./common-image.ts')],
    () => import('./common.ts'),
    turn,
  );
}
