/**
 * The `/api/2` contract: one set of zod schemas that the server answers with and the
 * site's build and islands validate against.
 */
export * from './common.ts';
export * from './person.ts';
export * from './performance.ts';
export * from './composition.ts';
export * from './program.ts';
export * from './detail-lines.ts';
export * from './combined.ts';
export * from './live-stream.ts';
export * from './media-feature.ts';
export * from './curated-collection.ts';
export * from './home-content.ts';
export * from './catalog-manifest.ts';
export * from './identifier-redirects.ts';
export * from './stream-links.ts';
export * from './auth.ts';
