import { describe, expect, it } from 'vitest';
import { isSubmitDisabled, type FormName, type SubmitState } from '../../../src/lib/forms/submit-state.ts';

const state = (pristine: boolean, submitting: boolean, hasError: boolean): SubmitState => ({
  pristine,
  submitting,
  hasError,
});

describe('the submit button', () => {
  const forms: FormName[] = ['sign-up', 'sign-in', 'forgot-password', 'reset-password'];

  it.each(forms)('of %s is disabled while the form is pristine or submitting', (form) => {
    expect(isSubmitDisabled(form, state(true, false, false))).toBe(true);
    expect(isSubmitDisabled(form, state(false, true, false))).toBe(true);
    expect(isSubmitDisabled(form, state(false, false, false))).toBe(false);
  });

  it.each<[FormName, boolean]>([
    ['sign-up', false],
    ['sign-in', true],
    ['forgot-password', true],
    ['reset-password', true],
  ])('of %s, while an error is present, is disabled: %s', (form, disabled) => {
    expect(isSubmitDisabled(form, state(false, false, true))).toBe(disabled);
  });
});
