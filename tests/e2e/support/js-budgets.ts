/**
 * The most JavaScript (KB, gzip level 6) each page type may load before the visitor does
 * anything: islands hydrated, network quiet (tests/e2e/js-budget.spec.ts). Set at the figures measured
 * when the test came (docs/performance.md) plus about 5 % headroom; lower them as the pages get lighter, never raise one
 * without saying why in the commit.
 */
export const JS_BUDGET_KB: Readonly<Record<string, number>> = {
  // A signed-out visitor on a catalogue page loads no React since the live banner is drawn without it
  // (docs/performance.md, "The live banner without React").
  home: 36,
  'compositions list': 36,
  composition: 36,
  composer: 36,
  'concerts list': 36,
  concert: 36,
  'live streams list': 147,
  'live stream': 157,
  'features list': 36,
  feature: 36,
  'collections list': 36,
  collection: 153,
  // The results page lists the catalogue matches too (the modal's index module), since the search ranking.
  search: 53,
  'sign in': 154,
};

/**
 * The most JavaScript (KB, gzip level 6) a page's workers may load before the visitor does anything, on any page
 * type: the live-stream list's worker (src/features/live/lib/live-feed-worker.ts) carries zod and the live
 * stream's schema, which the page's own files hold too but no longer run for the list, so the bytes come twice
 * while the main thread is spared their set-up (docs/performance.md). Set as the page budgets are: the figure
 * measured when the worker came, plus about 5 %.
 */
export const WORKER_JS_BUDGET_KB = 28;

/**
 * The most script files each page type may request before the visitor does anything
 * (tests/e2e/js-budget.spec.ts): at most 7 on a catalogue page, where React no longer comes for the live banner and
 * the chunking rules of src/integrations/script-chunks.ts keep the layout's code in few files (the figures:
 * docs/performance.md). Each request costs a round trip on a slow phone, however small the file. The
 * pages over 7 carry islands or scripts of their own, whose modules the bundler splits by default: the live-stream
 * page and list (the live islands), a collection (its video player starts by itself, rules §4), search (its page
 * script and index) and sign-in (the account islands).
 */
export const SCRIPT_REQUEST_BUDGET: Readonly<Record<string, number>> = {
  home: 7,
  'compositions list': 7,
  composition: 7,
  composer: 7,
  'concerts list': 7,
  concert: 7,
  'live streams list': 14,
  'live stream': 18,
  'features list': 7,
  feature: 7,
  'collections list': 7,
  collection: 17,
  search: 10,
  'sign in': 24,
};
