import { parentPort, workerData } from 'node:worker_threads';
import { checkPages, type PageCheckTask } from './link-check-pages.ts';

/** A worker thread of the link check (scripts/site/link-check.ts): checks its share of the pages and answers with what it found. */
parentPort?.postMessage(checkPages(workerData as PageCheckTask));
