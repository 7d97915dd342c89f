import { z } from 'zod';
import { DateTimeSchema } from '../api/common.ts';
import { notAnObject, requiredText, StaffNameSchema, StaffNewPasswordSchema, TOKEN_MAX_LENGTH } from './form-fields.ts';
import { StudioSessionSchema } from './session.ts';
import { RegistrationOptionsSchema, RegistrationResponseSchema } from './webauthn.ts';

/** How many recovery codes a new passkey comes with. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * `POST /api/studio/invitations/accept/start/`: the token of the mailed link
 * (`/studio/#/invitation/{token}`), the new member's name and password. An unknown, used or
 * expired token answers 400 `{token: [...]}`.
 */
export const AcceptStartFormSchema = z.object(
  { token: requiredText(256), name: StaffNameSchema, password: StaffNewPasswordSchema },
  notAnObject,
);
export type AcceptStartForm = z.output<typeof AcceptStartFormSchema>;

/** What the start step answers: a ticket for the finish step and the options to create the passkey with. */
export const AcceptStartAnswerSchema = z.object({
  ticket: z.string().min(1),
  expires: DateTimeSchema,
  options: RegistrationOptionsSchema,
});
export type AcceptStartAnswer = z.output<typeof AcceptStartAnswerSchema>;

/** `POST /api/studio/invitations/accept/finish/`: the ticket and the new passkey. */
export const AcceptFinishFormSchema = z.object(
  { ticket: requiredText(TOKEN_MAX_LENGTH), credential: RegistrationResponseSchema },
  notAnObject,
);
export type AcceptFinishForm = z.output<typeof AcceptFinishFormSchema>;

/**
 * What the finish step answers (201): the new member's first session, and their recovery codes,
 * shown this once (the server keeps only their HMACs).
 */
export const AcceptFinishAnswerSchema = StudioSessionSchema.extend({
  recovery_codes: z.array(z.string().min(1)).length(RECOVERY_CODE_COUNT),
});
export type AcceptFinishAnswer = z.output<typeof AcceptFinishAnswerSchema>;
