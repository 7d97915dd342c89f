/** The forms with a submit button. */
export type FormName = 'sign-up' | 'sign-in' | 'forgot-password' | 'reset-password';

/** What the submit rule looks at. */
export interface SubmitState {
  /** No field has been changed yet. */
  pristine: boolean;
  /** A submission is under way. */
  submitting: boolean;
  /**
   * A field fails validation or a form-level error is shown. The form clears its form-level
   * error when the visitor edits a field, so the button comes back.
   */
  hasError: boolean;
}

/** The forms whose button also waits while an error is present (rules §4). */
const BLOCKED_BY_ERRORS: ReadonlySet<FormName> = new Set(['sign-in', 'forgot-password', 'reset-password']);

/**
 * Submit buttons are disabled while the form is pristine or submitting, and on sign-in,
 * forgot-password and reset also while an error is present (rules §4).
 */
export function isSubmitDisabled(form: FormName, state: SubmitState): boolean {
  if (state.pristine || state.submitting) return true;
  return BLOCKED_BY_ERRORS.has(form) && state.hasError;
}
