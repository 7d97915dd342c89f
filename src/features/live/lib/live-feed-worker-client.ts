import type { LiveFeedAnswer, LiveFeedQuestion, LiveFeedReader } from './live-feed-reader.ts';

/** The parts of a `Worker` the reader uses, so tests can stand in for one. */
export interface LiveFeedWorker {
  addEventListener(type: 'message', listener: (event: MessageEvent<LiveFeedAnswer>) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: () => void): void;
  postMessage(question: LiveFeedQuestion): void;
  terminate(): void;
}

/** Starts the list's worker. The bundler finds the worker's file, and bundles it on its own, by this exact form. */
function startLiveFeedWorker(): LiveFeedWorker {
  return new Worker(new URL('./live-feed-worker.ts', import.meta.url), { type: 'module', name: 'live-feed' });
}

/** The worker could not be started, or broke: the question goes to the fallback instead. */
class LiveFeedWorkerUnavailable extends Error {}

/** An answer of the kind asked for, or the failure it reports thrown. */
function answerOf<K extends LiveFeedAnswer['kind']>(
  answer: LiveFeedAnswer,
  kind: K,
): Extract<LiveFeedAnswer, { kind: K }> {
  if (answer.kind === kind) return answer as Extract<LiveFeedAnswer, { kind: K }>;
  throw new Error(answer.kind === 'failed' ? answer.message : `Unexpected answer '${answer.kind}'`);
}

/**
 * A reader that asks the list's worker (src/features/live/lib/live-feed-worker.ts), started at the first
 * question, so that zod's set-up and the validation run off the page's main thread. Should the worker not
 * start or break (a policy that forbids it, a file that fails to load), every question from then on goes to
 * `fallback`, the same reading on the page: the list is refreshed either way.
 */
export function liveFeedWorkerReader(
  fallback: () => Promise<LiveFeedReader>,
  start: () => LiveFeedWorker = startLiveFeedWorker,
): LiveFeedReader {
  let worker: LiveFeedWorker | null = null;
  let broken = false;
  let nextId = 1;
  const pending = new Map<number, { resolve: (answer: LiveFeedAnswer) => void; reject: (error: Error) => void }>();

  function stop(): void {
    worker?.terminate();
    worker = null;
  }

  function breakDown(): void {
    broken = true;
    stop();
    for (const waiting of pending.values()) waiting.reject(new LiveFeedWorkerUnavailable());
    pending.clear();
  }

  function running(): LiveFeedWorker {
    if (worker !== null) return worker;
    let started: LiveFeedWorker;
    try {
      started = start();
    } catch {
      broken = true;
      throw new LiveFeedWorkerUnavailable();
    }
    started.addEventListener('message', (event) => {
      const waiting = pending.get(event.data.id);
      if (waiting === undefined) return;
      pending.delete(event.data.id);
      waiting.resolve(event.data);
    });
    started.addEventListener('error', breakDown);
    started.addEventListener('messageerror', breakDown);
    worker = started;
    return started;
  }

  function ask(question: (id: number) => LiveFeedQuestion): Promise<LiveFeedAnswer> {
    return new Promise((resolve, reject) => {
      const target = running();
      const id = nextId++;
      pending.set(id, { resolve, reject });
      target.postMessage(question(id));
    });
  }

  async function answered<T>(
    question: (id: number) => LiveFeedQuestion,
    read: (answer: LiveFeedAnswer) => T,
    otherwise: (reader: LiveFeedReader) => Promise<T>,
  ): Promise<T> {
    if (!broken) {
      try {
        return read(await ask(question));
      } catch (error) {
        if (!(error instanceof LiveFeedWorkerUnavailable)) throw error;
      }
    }
    return otherwise(await fallback());
  }

  return {
    readCached: (storedText, now) =>
      answered(
        (id) => ({ id, kind: 'cached', storedText, now: now.getTime() }),
        (answer) => answerOf(answer, 'cached').cached,
        (reader) => reader.readCached(storedText, now),
      ),
    fetchFeed: (apiBase, now) =>
      answered(
        (id) => ({ id, kind: 'fetch', apiBase, now: now.getTime() }),
        (answer) => answerOf(answer, 'fetched').fetched,
        (reader) => reader.fetchFeed(apiBase, now),
      ),
    release: stop,
  };
}
