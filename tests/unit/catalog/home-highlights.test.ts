import { describe, expect, it } from 'vitest';
import { highlightPrograms, homeHighlights } from '../../../src/lib/catalog/home-highlights.ts';
import {
  buildComposition,
  buildImage,
  buildPerformance,
  buildProgram,
  buildProgramDetail,
  compositionRefTo,
} from '../../support/contract-builders.ts';
import type { CompositionSummary } from '../../../src/lib/api/contract.ts';

const entry = (work: CompositionSummary, position: number) => ({
  composition: compositionRefTo(work),
  performance: buildPerformance({ composition_id: work.id, position }),
});

describe('homeHighlights', () => {
  it('takes listed works of the newest programs in program order, once each, pictured first, at most four', () => {
    const [a, b, c, d, e, f] = Array.from({ length: 6 }, (_, i) =>
      buildComposition({ preferred_image: i === 3 ? buildImage() : null }),
    ) as [
      CompositionSummary,
      CompositionSummary,
      CompositionSummary,
      CompositionSummary,
      CompositionSummary,
      CompositionSummary,
    ];
    const hidden = buildComposition({ unlisted: true });
    const newest = buildProgramDetail({ composition_performances: [entry(b, 2), entry(a, 1), entry(hidden, 0)] });
    const older = buildProgramDetail({
      composition_performances: [entry(a, 0), entry(c, 1), entry(d, 2), entry(e, 3), entry(f, 4)],
    });
    const works = [a, b, c, d, e, f, hidden];
    expect(homeHighlights([newest, older], works).map((w) => w.identifier)).toEqual(
      [d, a, b, c].map((w) => w.identifier),
    );
  });

  it('is empty without programs', () => {
    expect(homeHighlights([], [buildComposition()])).toEqual([]);
  });
});

describe('highlightPrograms', () => {
  it('names the newest listed programs of the Concerts list, twice as many as the section shows', () => {
    const programs = Array.from({ length: 10 }, (_, i) =>
      buildProgram({ end_date_time: `2024-03-${String(10 + i).padStart(2, '0')}T03:00:00Z` }),
    );
    const unlisted = buildProgram({ unlisted: true, end_date_time: '2025-01-01T03:00:00Z' });
    expect(highlightPrograms([unlisted, ...programs]).map((p) => p.identifier)).toEqual(
      programs
        .slice(2)
        .reverse()
        .map((p) => p.identifier),
    );
  });
});
