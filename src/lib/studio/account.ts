import { z } from 'zod';
import { DateTimeSchema } from '../api/common.ts';
import { notAnObject, requiredText, StaffPasswordSchema } from './form-fields.ts';
import { RegistrationOptionsSchema, RegistrationResponseSchema } from './webauthn.ts';

/**
 * A member's own sign-in means, on the studio's "Your account" screen: their passkeys (a second
 * one for a new phone or a spare key, one removed when a device is lost) and their recovery codes
 * (a new set when the old ones are used or exposed). Each change asks for the password again.
 */

/** One of the member's passkeys. */
export const OwnPasskeySchema = z.object({
  id: z.number().int().positive(),
  created_at: DateTimeSchema,
  /** Its last sign-in; null before the first. */
  last_used_at: DateTimeSchema.nullable(),
});
export type OwnPasskey = z.output<typeof OwnPasskeySchema>;

/** `GET /api/studio/account/`: the member's passkeys, oldest first, and how many recovery codes are unused. */
export const AccountSchema = z.object({
  passkeys: z.array(OwnPasskeySchema),
  recovery_codes_left: z.number().int().nonnegative(),
});
export type Account = z.output<typeof AccountSchema>;

/** The password again, before a change to how the member signs in. */
export const PasswordAgainFormSchema = z.object({ password: StaffPasswordSchema }, notAnObject);

/** `POST /api/studio/account/passkeys/` (the password again): the options for the browser to make a passkey. */
export const NewPasskeyStartSchema = z.object({ options: RegistrationOptionsSchema });
export type NewPasskeyStart = z.output<typeof NewPasskeyStartSchema>;

/** `POST /api/studio/account/passkeys/finish/`: the new passkey, answering the start's challenge. */
export const NewPasskeyFormSchema = z.object(
  { challenge: requiredText(512), credential: RegistrationResponseSchema },
  notAnObject,
);

/** `POST /api/studio/account/recovery-codes/` (the password again): new codes, shown once; the old ones stop working. */
export const NewRecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type NewRecoveryCodes = z.output<typeof NewRecoveryCodesSchema>;
