import type { ComposerFact } from './composer-fact.ts';
import { EARLY_COMPOSERS } from './composers-early.ts';
import { MODERN_COMPOSERS } from './composers-modern.ts';
import { ROMANTIC_COMPOSERS } from './composers-romantic.ts';

export type { ComposerFact } from './composer-fact.ts';

/** Every real composer and arranger of the demo catalogue, oldest first. */
export const COMPOSERS: readonly ComposerFact[] = [...EARLY_COMPOSERS, ...ROMANTIC_COMPOSERS, ...MODERN_COMPOSERS];
