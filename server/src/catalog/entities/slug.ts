import { z } from 'zod';
import { IdentifierSchema } from '../../../../src/lib/api/common.ts';

/**
 * An identifier the document gives or refers to: a lower-case slug, as the site's own slugs are,
 * and within the contract's rule (its length bound), so nothing imported is refused by a build.
 */
export const Slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lower-case slug')
  .pipe(IdentifierSchema);

/** HTML text; empty when none. */
export const Html = z.string().default('');
