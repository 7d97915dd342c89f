import { defineCollection } from 'astro:content';
import { contentPull } from './config/content-pull.ts';
import { createApiClient } from './loaders/api-client.ts';
import { compositionsLoader, peopleLoader, programsLoader } from './loaders/combined-loader.ts';
import { compositionDetailsLoader, programDetailsLoader } from './loaders/detail-loader.ts';
import { identifierRedirectsLoader } from './loaders/identifier-redirects-loader.ts';
import {
  curatedCollectionsLoader,
  homeContentLoader,
  liveStreamsLoader,
  mediaFeaturesLoader,
} from './loaders/list-loader.ts';

/**
 * The catalogue, pulled from the content API at build time. Each collection's schema is the
 * shared /api/2 contract's (src/lib/api), given by its loader. Pages do not query these
 * collections themselves: src/data/catalog.ts does, once per build.
 */
const client = createApiClient({
  apiBase: contentPull.apiBase,
  timeoutMs: contentPull.requestTimeoutMs,
  retry: { attempts: contentPull.requestAttempts },
});
const options = { client };

export const collections = {
  compositions: defineCollection({ loader: compositionsLoader(options) }),
  people: defineCollection({ loader: peopleLoader(options) }),
  programs: defineCollection({ loader: programsLoader(options) }),
  compositionDetails: defineCollection({ loader: compositionDetailsLoader(options) }),
  programDetails: defineCollection({ loader: programDetailsLoader(options) }),
  liveStreams: defineCollection({ loader: liveStreamsLoader(options) }),
  mediaFeatures: defineCollection({ loader: mediaFeaturesLoader(options) }),
  curatedCollections: defineCollection({ loader: curatedCollectionsLoader(options) }),
  homeContent: defineCollection({ loader: homeContentLoader(options) }),
  identifierRedirects: defineCollection({ loader: identifierRedirectsLoader(options) }),
};
