import { BAROQUE_WORKS } from './works-baroque.ts';
import { CLASSICAL_WORKS } from './works-classical.ts';
import { EARLY_ROMANTIC_WORKS } from './works-early-romantic.ts';
import { LATE_ROMANTIC_WORKS } from './works-late-romantic.ts';
import { MODERN_WORKS } from './works-modern.ts';
import type { WorkFact } from './work-fact.ts';

export type { WorkFact } from './work-fact.ts';

/** Every real composition of the demo catalogue, by period. */
export const WORKS: readonly WorkFact[] = [
  ...BAROQUE_WORKS,
  ...CLASSICAL_WORKS,
  ...EARLY_ROMANTIC_WORKS,
  ...LATE_ROMANTIC_WORKS,
  ...MODERN_WORKS,
];
