/** The e2e API's route that answers once the work left after earlier answers is done (e2e-api.ts). */
export const AFTER_ANSWERS_PATH = '/e2e/after-answers/';

/**
 * The e2e API's route that moves its clock forward (`{advance_ms}`), as the scheduled publishing
 * journey does to reach a schedule's time without waiting for it (e2e-api.ts).
 */
export const CLOCK_PATH = '/e2e/clock/';
