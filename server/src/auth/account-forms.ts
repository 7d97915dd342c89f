import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords.ts';

/**
 * The bodies of the account routes, with the messages the spec's client shows. Each schema
 * accepts a form-encoded or a JSON body; anything else (a list, wrong types, oversized
 * fields) fails validation and answers 400 as `{field: [messages]}`.
 */

/** Names fit the column a person's name needs, and no more. */
export const NAME_MAX_LENGTH = 150;
/** Opaque tokens and keys the server sent are far shorter than this. */
const TOKEN_MAX_LENGTH = 256;

const missingOrWrongType = (issue: { input: unknown }) =>
  issue.input === undefined ? 'This field is required.' : 'Not a valid string.';
const tooLong = (max: number) => ({ error: `Ensure this field has no more than ${max} characters.` });
const notBlank = { error: 'This field may not be blank.' };

/** A required string of at most `max` characters. */
function text(max: number) {
  return z.string({ error: missingOrWrongType }).min(1, notBlank).max(max, tooLong(max));
}

/** An optional name; blank when absent. */
const name = z.string({ error: missingOrWrongType }).trim().max(NAME_MAX_LENGTH, tooLong(NAME_MAX_LENGTH)).default('');

/** An email address, trimmed and lower-cased. */
const email = z
  .string({ error: missingOrWrongType })
  .trim()
  .toLowerCase()
  .min(1, notBlank)
  .max(254, tooLong(254))
  .pipe(z.email({ error: 'Enter a valid email address.' }));

/** A new password: the spec's minimum length, and a bound that keeps hashing cheap. */
const newPassword = z
  .string({ error: missingOrWrongType })
  .min(PASSWORD_MIN_LENGTH, {
    error: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  })
  .max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH));

const notADictionary = { error: 'Invalid data. Expected a dictionary.' };
const mismatch = "The two password fields didn't match.";

/** `POST /rest-auth/registration/`. */
export const RegistrationForm = z
  .object(
    { email, password1: newPassword, password2: text(PASSWORD_MAX_LENGTH), first_name: name, last_name: name },
    notADictionary,
  )
  .refine((form) => form.password1 === form.password2, { error: mismatch });

/** `POST /rest-auth/registration/verify-email/`. */
export const VerifyEmailForm = z.object({ key: text(TOKEN_MAX_LENGTH) }, notADictionary);

/** `POST /api/sesame_login/` and `POST /rest-auth/password/reset/`. */
export const EmailForm = z.object({ email }, notADictionary);

/** `POST /api/sesame_token/`. */
export const MagicLinkForm = z.object({ sesame: text(TOKEN_MAX_LENGTH) }, notADictionary);

/** `POST /api/token/`. The password is not checked for length: a wrong one is just wrong. */
export const PasswordSignInForm = z.object({ email, password: text(PASSWORD_MAX_LENGTH) }, notADictionary);

/** `POST /api/token/refresh/`. */
export const RefreshForm = z.object({ refresh: text(2048) }, notADictionary);

/** `POST /rest-auth/password/reset/confirm/`. */
export const ResetConfirmForm = z
  .object(
    {
      uid: text(64),
      token: text(TOKEN_MAX_LENGTH),
      new_password1: newPassword,
      new_password2: text(PASSWORD_MAX_LENGTH),
    },
    notADictionary,
  )
  .refine((form) => form.new_password1 === form.new_password2, { error: mismatch });

/** A social network's login: `POST /rest-auth/{provider}-jwt/`. */
export const SocialLoginForm = z.object({ access_token: text(4096) }, notADictionary);

const optionalText = (max: number) => z.string({ error: missingOrWrongType }).max(max, tooLong(max)).optional();

/** A platform identity login: `POST /rest-auth/{provider}-jwt/` (the native app sends id_token, code, user, client_id). */
export const IdentityLoginForm = z.object(
  {
    id_token: text(8192),
    code: optionalText(TOKEN_MAX_LENGTH),
    /** The provider's first-sign-in profile, JSON, e.g. `{"name":{"firstName":"…","lastName":"…"}}`. */
    user: optionalText(4096),
    client_id: optionalText(TOKEN_MAX_LENGTH),
    nonce: optionalText(TOKEN_MAX_LENGTH),
  },
  notADictionary,
);

/** Parses a request body (absent counts as empty); a ZodError leaves as 400 `{field: [messages]}`. */
export function parseForm<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  return schema.parse(body ?? {});
}
