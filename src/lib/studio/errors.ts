import { z } from 'zod';

/**
 * The studio API's refusals, in the shapes the rest of the API answers: a field's errors
 * (400, `{"email": ["Enter a valid email address…"]}`; errors of the whole form under
 * `non_field_errors`), or one sentence (401, 403, 404, 409, 429: `{"detail": "…"}`).
 */
export const StudioFieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type StudioFieldErrors = z.output<typeof StudioFieldErrorsSchema>;

export const StudioDetailSchema = z.object({ detail: z.string() });
export type StudioDetail = z.output<typeof StudioDetailSchema>;
