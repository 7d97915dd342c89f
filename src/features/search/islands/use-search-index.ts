import { useCallback, useEffect, useRef, useState } from 'react';
import type { IndexRequester } from '../lib/index-request.ts';
import { runWhenIdle } from '../lib/run-when-idle.ts';
import { prepareFuzzyFallback } from '../lib/fuzzy-fallback.ts';
import { loadSearchIndex, type SearchIndex } from '../lib/search-index.ts';

/** Where the index is: not asked for yet, on its way, ready, or failed. */
export type SearchIndexState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; index: SearchIndex }
  | { status: 'error'; error: unknown };

/**
 * The search index, requested the first time the modal opens (never with the page) and kept
 * for the page's life. Once loaded, the typo fallback's word list is prepared when the browser
 * is idle, so the first misspelt query costs no more than the next. `retry` asks again after a
 * failure.
 */
export function useSearchIndex(
  open: boolean,
  requester: IndexRequester,
): { state: SearchIndexState; retry: () => void } {
  const [state, setState] = useState<SearchIndexState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const requested = useRef(-1);

  useEffect(() => {
    if (!open || requested.current === attempt) return;
    requested.current = attempt;
    setState({ status: 'loading' });
    // Not cancelled when the modal closes: the download is worth finishing for the next opening.
    requester
      .request()
      .then((document) => setState({ status: 'ready', index: loadSearchIndex(document) }))
      .catch((error: unknown) => setState({ status: 'error', error }));
  }, [open, requester, attempt]);

  useEffect(() => {
    if (state.status !== 'ready') return undefined;
    const { index } = state;
    return runWhenIdle(() => prepareFuzzyFallback(index));
  }, [state]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
