/** The e2e API's route that answers once the work left after earlier answers is done (e2e-api.ts). */
export const AFTER_ANSWERS_PATH = '/e2e/after-answers/';
