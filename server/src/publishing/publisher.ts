/**
 * What the studio's routes ask of publishing, in a module of its own: the API's context names it, and
 * the worker that does the publishing (publish-worker.ts) leads to the app itself, whose routes serve
 * each publish's candidate catalogue (publish-runner.ts).
 */
export interface Publisher {
  /** Look for queued work now rather than at the next poll. */
  kick(): void;
}
