// Must stay the first import: it configures zod before any schema is built.
import '#lib/api/zod-jitless.ts';
import { fetchLiveFeed } from './fetch-live-feed.ts';
import { readStoredFeed, storedFeedText } from './live-feed-cache.ts';
import type { LiveFeedAnswer, LiveFeedQuestion, LiveFeedReader } from './live-feed-reader.ts';
import { readLiveStreamRecords } from './live-feed-records.ts';

/**
 * The reading of the live-stream list itself (the API's answer and the cached copy), validating each
 * record with the contract's zod schema: what the list's worker runs (live-feed-worker.ts), and what
 * the page runs itself where it has no worker.
 */
export const liveFeedReading: LiveFeedReader = {
  readCached: (storedText, now) => Promise.resolve(readStoredFeed(storedText, now)),
  fetchFeed: async (apiBase, now) => {
    const records = await fetchLiveFeed({ fetch: (input, init) => globalThis.fetch(input, init), apiBase });
    return { records: readLiveStreamRecords(records), storedText: storedFeedText(records, now) };
  },
  release: () => undefined,
};

/** A failure reported as the answer to question `id`. */
function failedAnswer(id: number, error: unknown): LiveFeedAnswer {
  return { id, kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/** The answer to one of the worker's questions: a failure is an answer too, so the page never waits for nothing. */
export async function answerLiveFeedQuestion(question: LiveFeedQuestion): Promise<LiveFeedAnswer> {
  const { id } = question;
  try {
    if (question.kind === 'cached')
      return {
        id,
        kind: 'cached',
        cached: await liveFeedReading.readCached(question.storedText, new Date(question.now)),
      };
    return { id, kind: 'fetched', fetched: await liveFeedReading.fetchFeed(question.apiBase, new Date(question.now)) };
  } catch (error) {
    return failedAnswer(id, error);
  }
}

/**
 * Answers a question through `post` (the worker's `postMessage`). An answer that cannot be posted (one the
 * browser cannot copy to the page) is posted as a failure instead, so the page never waits for nothing.
 */
export async function answerLiveFeedQuestionTo(
  question: LiveFeedQuestion,
  post: (answer: LiveFeedAnswer) => void,
): Promise<void> {
  const answer = await answerLiveFeedQuestion(question);
  try {
    post(answer);
  } catch (error) {
    post(failedAnswer(answer.id, error));
  }
}
