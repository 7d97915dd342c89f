import { z } from 'zod';
import { plain } from './field.ts';
import { Slug } from './slug.ts';

/** The fields every page-bearing entity opens with: its uuid, its URL slug and its title. */
export function titledFields() {
  return {
    uuid: plain(z.uuid()),
    identifier: plain(Slug),
    title: plain(z.string().min(1)),
  };
}
