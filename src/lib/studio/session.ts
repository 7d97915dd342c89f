import { z } from 'zod';
import { DateTimeSchema } from '../api/common.ts';
import { notAnObject, requiredText, StaffEmailSchema, StaffPasswordSchema, TOKEN_MAX_LENGTH } from './form-fields.ts';
import { StaffMemberSchema } from './staff.ts';
import { AuthenticationOptionsSchema, AuthenticationResponseSchema } from './webauthn.ts';

/**
 * A studio session: a bearer token for `Authorization: Bearer …` on every studio route, good
 * until `expires` (8 hours) unless the staff member signs out, or an admin changes their role or
 * disables them, first.
 */
export const StudioSessionSchema = z.object({
  token: z.string().min(1),
  expires: DateTimeSchema,
  staff: StaffMemberSchema,
});
export type StudioSession = z.output<typeof StudioSessionSchema>;

/** `POST /api/studio/sign-in/password/`: the first factor. */
export const PasswordStepFormSchema = z.object({ email: StaffEmailSchema, password: StaffPasswordSchema }, notAnObject);
export type PasswordStepForm = z.output<typeof PasswordStepFormSchema>;

/**
 * What the password step answers: a ticket good for 5 minutes and one second factor, and the
 * options to ask the passkey with. A wrong email or password answers 400 `{non_field_errors: [...]}`.
 */
export const SecondFactorChallengeSchema = z.object({
  ticket: z.string().min(1),
  expires: DateTimeSchema,
  options: AuthenticationOptionsSchema,
});
export type SecondFactorChallenge = z.output<typeof SecondFactorChallengeSchema>;

const ticket = requiredText(TOKEN_MAX_LENGTH);

/** `POST /api/studio/sign-in/passkey/`: the ticket and the passkey's assertion. Answers a StudioSession. */
export const PasskeyStepFormSchema = z.object({ ticket, credential: AuthenticationResponseSchema }, notAnObject);
export type PasskeyStepForm = z.output<typeof PasskeyStepFormSchema>;

/**
 * `POST /api/studio/sign-in/recovery/`: the ticket and one recovery code instead of the passkey.
 * Spaces, dashes and case do not matter. Each code works once. Answers a StudioSession.
 */
export const RecoveryStepFormSchema = z.object({ ticket, code: requiredText(64) }, notAnObject);
export type RecoveryStepForm = z.output<typeof RecoveryStepFormSchema>;
