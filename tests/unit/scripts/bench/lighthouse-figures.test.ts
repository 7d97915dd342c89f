import { describe, expect, it } from 'vitest';
import {
  failingAudits,
  lcpRatio,
  median,
  summarize,
  TABLE_HEADER,
  type RunFigures,
} from '../../../../scripts/bench/lighthouse-figures.ts';
import { floorPathOf, withoutScripts } from '../../../../scripts/bench/lighthouse-floors.ts';
import { PAGE_TYPES } from '../../../e2e/support/page-types.ts';

const run = (figures: Partial<RunFigures>): RunFigures => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1_200,
  tbtMs: 0,
  cls: 0,
  fcpMs: 900,
  benchmarkIndex: 1_800,
  ...figures,
});

describe('median', () => {
  it("takes each figure's median on its own, rounding the times to milliseconds and CLS to thousandths", () => {
    const runs = [
      run({ lcpMs: 1_300.4, tbtMs: 90, cls: 0.0014 }),
      run({ lcpMs: 1_100.6, tbtMs: 10, cls: 0.0021 }),
      run({ lcpMs: 1_250.2, tbtMs: 40, cls: 0.0009 }),
    ];
    expect(median(runs)).toMatchObject({ lcpMs: 1_250, tbtMs: 40, cls: 0.001 });
  });

  it("takes the machine's benchmark index as a median too, rounded to a whole number", () => {
    const runs = [run({ benchmarkIndex: 1_790.4 }), run({ benchmarkIndex: 2_400 }), run({ benchmarkIndex: 1_200 })];
    expect(median(runs).benchmarkIndex).toBe(1_790);
  });

  it('averages the middle two of an even count', () => {
    expect(median([run({ tbtMs: 10 }), run({ tbtMs: 30 })]).tbtMs).toBe(20);
  });
});

describe('lcpRatio', () => {
  it("is the page's LCP over its floor's, to two decimals", () => {
    expect(lcpRatio(1_500, 1_200)).toBe(1.25);
    expect(lcpRatio(1_772, 1_370)).toBe(1.29);
    expect(lcpRatio(1_200, 1_400)).toBe(0.86);
  });

  it('is not a number when the floor has no LCP', () => {
    expect(lcpRatio(1_500, 0)).toBeNaN();
    expect(lcpRatio(1_500, Number.NaN)).toBeNaN();
    expect(lcpRatio(Number.NaN, 1_200)).toBeNaN();
  });
});

describe('summarize', () => {
  it("writes a row of the benchmarks' table, the floor's LCP and the ratio beside the page's", () => {
    const figures = { ...run({ lcpMs: 1_772, tbtMs: 26, cls: 0.00098, bestPractices: 96 }), floorLcpMs: 1_370 };
    expect(summarize('home', { ...figures, lcpRatio: lcpRatio(figures.lcpMs, figures.floorLcpMs) })).toBe(
      '| home | 100 | 100 / 96 / 100 | 1.8 s | 1.4 s | 1.29 | 26 ms | 0.001 | 1800 |',
    );
  });

  it('has as many columns as the header', () => {
    const columns = (row: string) => row.split('|').length;
    const row = summarize('home', { ...run({}), floorLcpMs: 1_000, lcpRatio: 1.2 });
    for (const line of TABLE_HEADER.split('\n')) expect(columns(line)).toBe(columns(row));
  });
});

describe('failingAudits', () => {
  it('names the weighted audits scored below 1, by category, leaving performance and passing categories out', () => {
    const result = {
      categories: {
        performance: { auditRefs: [{ id: 'total-blocking-time', weight: 30 }] },
        'best-practices': {
          auditRefs: [
            { id: 'errors-in-console', weight: 1 },
            { id: 'inspector-issues', weight: 1 },
            { id: 'informative', weight: 0 },
          ],
        },
        seo: { auditRefs: [{ id: 'is-crawlable', weight: 1 }] },
        accessibility: { auditRefs: [{ id: 'not-applicable', weight: 1 }] },
      },
      audits: {
        'total-blocking-time': { score: 0.5 },
        'errors-in-console': { score: 0 },
        'inspector-issues': { score: 1 },
        informative: { score: 0 },
        'is-crawlable': { score: 1 },
        'not-applicable': { score: null },
      },
    };
    expect(failingAudits(result)).toEqual({ 'best-practices': ['errors-in-console'] });
  });
});

describe('floors', () => {
  it('serves each page type its own floor, at a path of its name', () => {
    expect(floorPathOf('compositions list')).toBe('/bench-floor-without-scripts/compositions-list');
    expect(floorPathOf('home')).toBe('/bench-floor-without-scripts/home');
    const paths = Object.keys(PAGE_TYPES).map(floorPathOf);
    expect(new Set(paths).size).toBe(paths.length);
    expect(() => floorPathOf(' - ')).toThrow(/letters or digits/);
  });

  it('takes every script out of a page but its JSON-LD data', () => {
    const html = [
      '<head><script>(function(){})()</script>',
      '<script type="application/ld+json">{"@type":"MusicComposition"}</script>',
      '<script type="module" src="/_astro/page.js"></script></head>',
      '<body><astro-island><script>window.hydrate()</script></astro-island><p>Eroica</p></body>',
    ].join('');
    expect(withoutScripts(html)).toBe(
      '<head><script type="application/ld+json">{"@type":"MusicComposition"}</script></head>' +
        '<body><astro-island></astro-island><p>Eroica</p></body>',
    );
  });
});
