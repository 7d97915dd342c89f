import { z } from 'zod';
import { about } from './field-about.ts';
import { answered, plain } from './field.ts';
import { Slug } from './slug.ts';

/** What one kind of page-bearing entity is called and an identifier and title of one, for its documentation. */
interface Titled {
  /** E.g. 'concert'. */
  readonly kind: string;
  /** The site's address of its page, with `{identifier}` in it. */
  readonly page: string;
  readonly identifier: string;
  readonly title: string;
}

/** The fields every page-bearing entity opens with, all in its answers: its uuid, its URL slug and its title. */
export function titledFields({ kind, page, identifier, title }: Titled) {
  return {
    uuid: about(
      answered(plain(z.uuid())),
      `The ${kind}'s permanent id. Leave it out and the import makes one from the identifier (see "Uuids").`,
      '0b6f2c1e-4f4a-4d55-9d0a-1c2b3d4e5f60',
      'made from the identifier',
    ),
    identifier: about(
      answered(plain(Slug)),
      `The ${kind}'s name in addresses (\`${page}\`) and in references from other records: lower-case letters, digits and single hyphens.`,
      identifier,
    ),
    title: about(answered(plain(z.string().min(1))), `The ${kind}'s title as the site shows it.`, title),
  };
}
