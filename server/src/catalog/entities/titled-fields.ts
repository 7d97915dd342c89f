import { z } from 'zod';
import { answered, plain } from './field.ts';
import { Slug } from './slug.ts';

/** The fields every page-bearing entity opens with, all in its answers: its uuid, its URL slug and its title. */
export function titledFields() {
  return {
    uuid: answered(plain(z.uuid())),
    identifier: answered(plain(Slug)),
    title: answered(plain(z.string().min(1))),
  };
}
