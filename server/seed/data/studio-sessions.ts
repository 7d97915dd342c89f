import { piece, type PiecePlan } from './program-plan.ts';

/** Performances recorded in the studio rather than in concert: no program, no date, no conductor. */
export const STUDIO_SESSIONS: readonly PiecePlan[] = [
  piece('holtzclaw-postcard-4', { with: [['aster-quartet']] }),
  piece('piazzolla-oblivion', { with: [['wren-castellano'], ['elena-vasquez-moreau', 'violin']] }),
];
