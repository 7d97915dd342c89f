import { z } from 'zod';
import { IdentifierSchema } from '#lib/api/common.ts';
import { typeNames } from './type-names.ts';

/**
 * An identifier the document gives or refers to: a lower-case slug, as the site's own slugs are,
 * and within the contract's rule (its length bound), so nothing imported is refused by a build.
 */
export const Slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'not an identifier (lower-case letters, digits and single hyphens)')
  .pipe(IdentifierSchema)
  .register(typeNames, { typeName: 'identifier' });

/** HTML text; empty when none. */
export const Html = z.string().default('');

/**
 * An optional text where an empty one means none, as null does: a spreadsheet exported to JSON
 * writes "" for an empty cell, and a link or folder of "" would otherwise be published as one.
 */
export function noneWhenEmpty<S extends z.ZodType<string, string>>(schema: S) {
  return z
    .string()
    .transform((s) => (s.trim() === '' ? null : s))
    .pipe(schema.nullable())
    .nullable()
    .default(null);
}
