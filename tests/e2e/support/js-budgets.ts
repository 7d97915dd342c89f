/**
 * The most JavaScript (KB, gzip level 6) each page type may load before the visitor does
 * anything: islands hydrated, network quiet (tests/e2e/js-budget.spec.ts). Set at the figures measured
 * when the test came (docs/performance.md) plus about 5 % headroom; lower them as the pages get lighter, never raise one
 * without saying why in the commit.
 */
export const JS_BUDGET_KB: Readonly<Record<string, number>> = {
  home: 145,
  'compositions list': 145,
  composition: 146,
  composer: 146,
  'concerts list': 145,
  concert: 146,
  'live streams list': 147,
  'live stream': 157,
  'features list': 145,
  feature: 146,
  'collections list': 145,
  collection: 153,
  // The results page lists the catalogue matches too (the modal's index module), since the search ranking.
  search: 164,
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
 * (tests/e2e/js-budget.spec.ts): at most 12 on a catalogue page, by the chunking rules of
 * src/integrations/script-chunks.ts (40 to 62 before them). Each request costs a round trip on a slow
 * phone, however small the file. The pages over 12 carry islands or scripts of their own, whose
 * modules the bundler splits by default: the live-stream page and list (the live islands), a
 * collection (its video player starts by itself, rules §4), search (its page script and index) and
 * sign-in (the account islands); their figures are this branch's (November 2026).
 */
export const SCRIPT_REQUEST_BUDGET: Readonly<Record<string, number>> = {
  home: 12,
  'compositions list': 12,
  composition: 12,
  composer: 12,
  'concerts list': 12,
  concert: 12,
  'live streams list': 14,
  'live stream': 18,
  'features list': 12,
  feature: 12,
  'collections list': 12,
  collection: 19,
  search: 15,
  'sign in': 24,
};
