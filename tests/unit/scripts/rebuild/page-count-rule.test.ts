import { describe, expect, it } from 'vitest';
import type { BuildManifest } from '../../../../scripts/rebuild/build-manifest.ts';
import { pageCountProblem } from '../../../../scripts/rebuild/page-count-rule.ts';

const lastGood: BuildManifest = {
  build: '20261124T080044Z-3f9a',
  pages: 400,
  files: 1200,
  publishedAt: '2026-11-24T08:00:44.000Z',
};

describe('pageCountProblem', () => {
  it('lets any build replace none', () => {
    expect(pageCountProblem(0, undefined)).toBeUndefined();
  });

  it('lets a build with at least 95 % of the last good build’s pages replace it', () => {
    expect(pageCountProblem(380, lastGood)).toBeUndefined();
    expect(pageCountProblem(500, lastGood)).toBeUndefined();
  });

  it('refuses one under 95 %, saying by how much', () => {
    expect(pageCountProblem(379, lastGood)).toBe(
      "379 pages is 94.8 % of the last good build's 400 (build 20261124T080044Z-3f9a), under the 95 % required",
    );
  });

  it('takes another share when asked', () => {
    expect(pageCountProblem(300, lastGood, 0.75)).toBeUndefined();
    expect(pageCountProblem(299, lastGood, 0.75)).toMatch(/under the 75 % required$/);
  });
});
