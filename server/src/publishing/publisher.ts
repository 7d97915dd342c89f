/**
 * What the studio's routes ask of publishing, in a module of its own: the API's context names it, and
 * the worker that does the publishing (publish-worker.ts) imports the app it builds previews with.
 */
export interface Publisher {
  /** Look for queued work now rather than at the next poll. */
  kick(): void;
}
