import type { Loader } from 'astro/loaders';
import {
  IDENTIFIER_REDIRECTS_PATH,
  IdentifierRedirectSchema,
  IdentifierRedirectsPageSchema,
  type IdentifierRedirect,
} from '#lib/api/identifier-redirects.ts';
import type { ApiClient, RetryLogger } from './api-client.ts';
import { ApiAnswerError } from './loader-errors.ts';
import type { CatalogueLoaderOptions } from './loader-options.ts';
import { replaceEntries } from './store-sync.ts';

/** The store's key of one old address: its list and its old identifier. */
const redirectKey = (redirect: IdentifierRedirect): string => `${redirect.list}/${redirect.old_identifier}`;

/**
 * Every old identifier the host answers, with the identifier its record has now: none from a host
 * that speaks only the spec (404, or a page that is not JSON). The whole list is one answer, its
 * `next` always null (the contract), so one that names a next page is refused rather than cut short.
 * @throws ApiAnswerError on an answer that does not match the contract.
 */
async function pullIdentifierRedirects(client: ApiClient, logger: RetryLogger): Promise<IdentifierRedirect[]> {
  const url = `${client.apiBase}${IDENTIFIER_REDIRECTS_PATH}`;
  const answer = await client.getIfOffered(IDENTIFIER_REDIRECTS_PATH, { logger });
  if (answer.status === 'not-found' || answer.status === 'not-offered') return [];
  if (answer.status === 'not-modified') throw new ApiAnswerError(url, 'HTTP 304 to a request that held no ETag');
  const parsed = IdentifierRedirectsPageSchema.safeParse(answer.body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ApiAnswerError(url, `a list of old identifiers that does not match the contract (${issues})`);
  }
  return parsed.data.results;
}

/**
 * `/identifier_redirects/`: the old addresses the build publishes a redirect page at
 * (src/pages/[...oldAddress].astro). The list is small and asked for whole on every build.
 */
export function identifierRedirectsLoader(options: CatalogueLoaderOptions) {
  return {
    name: 'concert-library-identifier-redirects',
    schema: IdentifierRedirectSchema,
    load: async (context) => {
      const { store, logger, collection } = context;
      const redirects = await pullIdentifierRedirects(options.client, logger);
      const entries = redirects.map((redirect) => {
        const data = { ...redirect };
        return { id: redirectKey(redirect), data, digest: context.generateDigest(data) };
      });
      replaceEntries(store, entries);
      logger.info(`${collection}: ${redirects.length} old identifiers`);
    },
  } satisfies Loader;
}
