import { z } from 'zod';
import { MEDIA } from '../rights/media.ts';
import type { Rights } from '../rights/rights.ts';
import { WORLDWIDE } from '../rights/territories.ts';
import { DateTimeSchema } from './common.ts';

/**
 * A performance's streaming rights as the API answers them: resolved (the work's and the deployment's
 * defaults applied, docs/rights.md), only the fields a decision reads, instants in UTC. The build bakes
 * them into the page and the browser decides on them again on its own clock (`pageOffer`).
 */
export const StreamingRightsSchema = z.object({
  media: z.enum(MEDIA),
  territories: z.object({
    /** Country codes and group names; null for worldwide. */
    allowed: z.array(z.string()).readonly().nullable(),
    excluded: z.array(z.string()).readonly(),
  }),
  available_from: DateTimeSchema.nullable(),
  available_until: DateTimeSchema.nullable(),
  embargo_until: DateTimeSchema.nullable(),
}) satisfies z.ZodType<Rights>;

/** What an answer without rights (an API older than them) means: both media, worldwide, always. */
export const OPEN_RIGHTS: Rights = {
  media: 'both',
  territories: WORLDWIDE,
  available_from: null,
  available_until: null,
  embargo_until: null,
};

/** The rights a page decides on: the answer's, or open ones from an API that sends none. */
export function rightsOfAnswer(answer: { readonly rights?: Rights | undefined }): Rights {
  return answer.rights ?? OPEN_RIGHTS;
}
