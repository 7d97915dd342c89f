import { checkEmail, checkPassword, checkRequired } from './field-rules.ts';
import { PASSWORD_MISMATCH } from './form-messages.ts';

/** Each field's message; a field that passes is absent. */
export type FormErrors<Field extends string> = Partial<Record<Field, string>>;

/** The sign-up form (rules §3). */
export interface SignUpValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** The sign-in form: passwordless, so only the email. */
export interface SignInValues {
  email: string;
}

/** The forgot-password form. */
export interface ForgotPasswordValues {
  email: string;
}

/** The reset-password form (rules §3). */
export interface ResetPasswordValues {
  password: string;
  password_confirmation: string;
}

type Check<Values> = { [Field in keyof Values]: (value: string, values: Values) => string | null };

/**
 * password_confirmation: required first; then the form-level rule, 'Does not match password'
 * when it differs from password (the more useful message when both are wrong); then, like any
 * password field, the minimum length.
 */
function checkConfirmation(value: string, values: { password: string }): string | null {
  if (value === '') return checkPassword(value);
  return value === values.password ? checkPassword(value) : PASSWORD_MISMATCH;
}

function validate<Values extends object>(values: Values, checks: Check<Values>): FormErrors<keyof Values & string> {
  const errors: FormErrors<keyof Values & string> = {};
  for (const field of Object.keys(checks) as Array<keyof Values & string>) {
    const message = checks[field](String(values[field]), values);
    if (message !== null) errors[field] = message;
  }
  return errors;
}

/** Sign-up: every field required, email shape, password rules, confirmation matches. */
export function validateSignUp(values: SignUpValues): FormErrors<keyof SignUpValues> {
  return validate(values, {
    first_name: checkRequired,
    last_name: checkRequired,
    email: checkEmail,
    password: checkPassword,
    password_confirmation: checkConfirmation,
  });
}

/** Sign-in: the email, required and well formed. */
export function validateSignIn(values: SignInValues): FormErrors<keyof SignInValues> {
  return validate(values, { email: checkEmail });
}

/** Forgot password: 'Required' / 'Invalid email address' (rules §5). */
export function validateForgotPassword(values: ForgotPasswordValues): FormErrors<keyof ForgotPasswordValues> {
  return validate(values, { email: checkEmail });
}

/** Reset password: both fields required, the password rules, confirmation matches. */
export function validateResetPassword(values: ResetPasswordValues): FormErrors<keyof ResetPasswordValues> {
  return validate(values, { password: checkPassword, password_confirmation: checkConfirmation });
}

/** True when the errors hold at least one message. */
export function hasErrors(errors: FormErrors<string>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}
