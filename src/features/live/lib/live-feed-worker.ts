import type { LiveFeedAnswer, LiveFeedQuestion } from './live-feed-reader.ts';
import { answerLiveFeedQuestionTo } from './live-feed-reading.ts';

/**
 * The live-stream list's worker: fetches and validates the list (and reads its cached copy) off the
 * page's main thread, so zod's set-up and the validation never hold up the page
 * (src/features/live/lib/live-feed-worker-client.ts starts it).
 */

/** The part of a dedicated worker's global scope used here (the project's types are the page's). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<LiveFeedQuestion>) => void): void;
  postMessage(answer: LiveFeedAnswer): void;
}

const scope = globalThis as unknown as WorkerScope;

scope.addEventListener('message', (event) => {
  void answerLiveFeedQuestionTo(event.data, (answer) => scope.postMessage(answer));
});
