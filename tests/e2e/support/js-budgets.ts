/**
 * The most JavaScript (KB, gzip level 6) each page type may load before the visitor does
 * anything: islands hydrated, network quiet (tests/e2e/js-budget.spec.ts). Set at this branch's figures
 * (November 2026, 138–150 KB) plus about 5 % headroom; lower them as the pages get lighter, never raise one
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
  // The results page lists the catalogue matches too (the modal's index module, ≈13 KB), since the search ranking.
  search: 164,
  'sign in': 154,
};
