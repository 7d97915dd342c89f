import type { JobKinds } from './job-queue.ts';

/**
 * The handlers every worker runs (the API's own and `npm run worker`), by kind. The media
 * pipeline's transcoding handlers are registered here.
 */
export const jobKinds: JobKinds = {};
