import { z } from 'zod';
import { DateTimeSchema } from './common-scalars.ts';

/** The signed-in user, as every session answer carries it. */
export const UserSchema = z.object({
  pk: z.number().int(),
  email: z.email(),
  first_name: z.string(),
  last_name: z.string(),
  /** False until the email is confirmed; streams answer 403 until then. */
  email_verified: z.boolean(),
});
export type User = z.output<typeof UserSchema>;

/**
 * A session: what sign-in, magic-link, social and identity logins answer, what
 * `/api/token/refresh/` answers (a new access token and a rotated refresh token), and what
 * the site stores under `currentuser`.
 */
export const SessionSchema = z.object({
  /** The access JWT (also under `access`, as older clients read). */
  token: z.string().min(1),
  access: z.string().min(1),
  refresh: z.string().min(1),
  /** When the access token expires. */
  expires: DateTimeSchema,
  /** When the refresh token expires. */
  refreshExpires: DateTimeSchema,
  user: UserSchema,
});
export type Session = z.output<typeof SessionSchema>;

/** Social and identity logins add whether the account was just created. */
export const ProviderLoginAnswerSchema = SessionSchema.extend({
  new_user: z.boolean(),
});
export type ProviderLoginAnswer = z.output<typeof ProviderLoginAnswerSchema>;

/** Answers that only confirm, e.g. `{"detail": "Verification e-mail sent."}`. */
export const DetailAnswerSchema = z.object({ detail: z.string() });
export type DetailAnswer = z.output<typeof DetailAnswerSchema>;
