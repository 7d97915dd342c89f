import type { StudioFieldErrors } from './errors.ts';

/**
 * What a refused form says as a whole: the errors of fields it does not draw (a passkey's answer, a
 * ticket, `non_field_errors`) when there are any, else the refusal's own sentence, which points at
 * the fields marked.
 */
export function formMessage(message: string, fields: StudioFieldErrors, shown: readonly string[]): string {
  const unshown = Object.entries(fields)
    .filter(([field]) => !shown.includes(field))
    .flatMap(([, messages]) => messages);
  return unshown.length > 0 ? unshown.join(' ') : message;
}
