import { describe, expect, it, vi } from 'vitest';
import type {
  LiveFeedAnswer,
  LiveFeedQuestion,
  LiveFeedReader,
} from '../../../../../src/features/live/lib/live-feed-reader.ts';
import {
  answerLiveFeedQuestion,
  answerLiveFeedQuestionTo,
} from '../../../../../src/features/live/lib/live-feed-reading.ts';
import {
  liveFeedWorkerReader,
  type LiveFeedWorker,
} from '../../../../../src/features/live/lib/live-feed-worker-client.ts';
import { storedFeedText } from '../../../../../src/features/live/lib/live-feed-cache.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

/** A worker that answers each question as the real worker's code does, through the same function. */
class FakeWorker implements LiveFeedWorker {
  terminated = false;
  readonly #events = new EventTarget();
  readonly #answer: (question: LiveFeedQuestion) => Promise<LiveFeedAnswer | null>;
  constructor(answer: (question: LiveFeedQuestion) => Promise<LiveFeedAnswer | null>) {
    this.#answer = answer;
  }
  addEventListener(type: string, listener: (event: MessageEvent<LiveFeedAnswer>) => void): void {
    this.#events.addEventListener(type, (event) => listener(event as MessageEvent<LiveFeedAnswer>));
  }
  postMessage(question: LiveFeedQuestion): void {
    void this.#answer(question).then((answer) => {
      if (answer !== null) this.#events.dispatchEvent(new MessageEvent('message', { data: structuredClone(answer) }));
    });
  }
  terminate(): void {
    this.terminated = true;
  }
  fail(): void {
    this.#events.dispatchEvent(new Event('error'));
  }
}

/** A fallback reader that says what it was asked. */
function fallbackReader(): LiveFeedReader & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    readCached: () => {
      asked.push('cached');
      return Promise.resolve({ savedAt: NOW.getTime(), streams: [], unreadable: ['from-fallback'] });
    },
    fetchFeed: () => {
      asked.push('fetch');
      return Promise.resolve({ records: { streams: [], unreadable: ['from-fallback'] }, storedText: '{}' });
    },
    release: () => undefined,
  };
}

describe('liveFeedWorkerReader', () => {
  it('asks the worker, started at the first question, and reads its answer as the page would', async () => {
    const start = vi.fn(() => new FakeWorker(answerLiveFeedQuestion));
    const fallback = fallbackReader();
    const reader = liveFeedWorkerReader(() => Promise.resolve(fallback), start);
    expect(start).not.toHaveBeenCalled();
    const text = storedFeedText([buildLiveStream({ identifier: 'winter-serenade' })], NOW);
    const cached = await reader.readCached(text, NOW);
    expect(cached?.streams.map((stream) => stream.identifier)).toEqual(['winter-serenade']);
    expect(await reader.readCached(text, new Date(NOW.getTime() + 15 * 60_000))).toBeNull();
    expect(start).toHaveBeenCalledTimes(1);
    expect(fallback.asked).toEqual([]);
  });

  it("rejects with the worker's failure: an API that cannot be reached is not the worker breaking", async () => {
    const fallback = fallbackReader();
    const reader = liveFeedWorkerReader(
      () => Promise.resolve(fallback),
      () =>
        new FakeWorker(({ id }) =>
          Promise.resolve({ id, kind: 'failed', message: 'The live-stream list could not be reached' }),
        ),
    );
    await expect(reader.fetchFeed('https://api.example.org/api/2', NOW)).rejects.toThrow(
      'The live-stream list could not be reached',
    );
    expect(fallback.asked).toEqual([]);
  });

  it('answers from the fallback when the worker cannot start, and from then on', async () => {
    const fallback = fallbackReader();
    const start = vi.fn((): LiveFeedWorker => {
      throw new DOMException('blocked by policy', 'SecurityError');
    });
    const reader = liveFeedWorkerReader(() => Promise.resolve(fallback), start);
    expect((await reader.fetchFeed('https://api.example.org/api/2', NOW)).records.unreadable).toEqual([
      'from-fallback',
    ]);
    expect(await reader.readCached('{}', NOW)).toMatchObject({ unreadable: ['from-fallback'] });
    expect(start).toHaveBeenCalledTimes(1);
    expect(fallback.asked).toEqual(['fetch', 'cached']);
  });

  it('answers a question the worker held from the fallback when the worker breaks, and stops it', async () => {
    const fallback = fallbackReader();
    const worker = new FakeWorker(() => Promise.resolve(null));
    const reader = liveFeedWorkerReader(
      () => Promise.resolve(fallback),
      () => worker,
    );
    const fetched = reader.fetchFeed('https://api.example.org/api/2', NOW);
    await Promise.resolve();
    worker.fail();
    expect((await fetched).records.unreadable).toEqual(['from-fallback']);
    expect(worker.terminated).toBe(true);
  });

  it('stops the worker when released', async () => {
    const worker = new FakeWorker(answerLiveFeedQuestion);
    const reader = liveFeedWorkerReader(
      () => Promise.resolve(fallbackReader()),
      () => worker,
    );
    await reader.readCached('not json', NOW);
    reader.release();
    expect(worker.terminated).toBe(true);
  });
});

describe('answerLiveFeedQuestionTo', () => {
  it('posts an answer the browser cannot copy as a failure, so the page does not wait for ever', async () => {
    const posted: LiveFeedAnswer[] = [];
    let first = true;
    await answerLiveFeedQuestionTo({ id: 7, kind: 'cached', storedText: 'not json', now: NOW.getTime() }, (answer) => {
      if (first) {
        first = false;
        throw new DOMException('could not be cloned', 'DataCloneError');
      }
      posted.push(answer);
    });
    expect(posted).toEqual([{ id: 7, kind: 'failed', message: 'could not be cloned' }]);
  });
});
