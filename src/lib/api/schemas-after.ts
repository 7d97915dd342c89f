/**
 * zod and the contract's shared schemas (common.ts) set up for code that loads them after the page has
 * drawn (the live-stream list's reading, the live feed's links), each in a task of its own once `turn`
 * has given the main thread back (an idle moment, a yield): setting up zod, and building the first
 * schemas of each kind with it, would otherwise make one long task with what the caller builds next.
 */
export async function loadSchemasAfter(turn: () => Promise<void>): Promise<void> {
  await turn();
  await import('./zod-jitless.ts');
  await turn();
  await import('./common.ts');
}
