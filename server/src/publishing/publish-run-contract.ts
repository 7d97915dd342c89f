import { z } from 'zod';
import { IdentifierRedirectSchema } from '#lib/api/contract.ts';
import { PublishPhaseSchema } from '#lib/studio/publishing.ts';

/**
 * What the API and a publish run in CI say to each other (docs/studio.md, "Two set-ups").
 * The API dispatches the CI's publish workflow with the publish's id and a token for it; the
 * workflow (`npm run publish:run`) fetches the catalogue to build from, builds and publishes the
 * site with the rebuild pipeline, and reports where it is and how it ended. Both ends read these
 * schemas, so neither can send what the other cannot read.
 */

/** Where a run's routes are, below the API's origin. */
export const PUBLISH_RUNS_PREFIX = '/api/publish-runs';
export const PUBLISH_RUN_PATHS = {
  /** GET → PublishRunCatalogue (gzip when asked for). */
  catalogue: (id: number) => `${PUBLISH_RUNS_PREFIX}/${id}/catalogue`,
  /** POST PublishRunReport → 204; 409 once the publish has ended. */
  reports: (id: number) => `${PUBLISH_RUNS_PREFIX}/${id}/reports`,
} as const;

/**
 * The catalogue a run builds from (the document the API planned, as its history keeps it), the
 * version the API will declare once it is published, and the old addresses it will have then
 * (none from an API older than them).
 */
export const PublishRunCatalogueSchema = z.object({
  version: z.number().int().positive(),
  document: z.unknown(),
  redirects: z.array(IdentifierRedirectSchema).default([]),
});
export type PublishRunCatalogue = z.output<typeof PublishRunCatalogueSchema>;

/** What a run says: where it is (also every half minute, as a sign of life), or how it ended. */
export const PublishRunReportSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('progress'), phase: PublishPhaseSchema, pages: z.number().int().min(0) }),
  z.object({
    kind: z.literal('done'),
    buildId: z.string().min(1).max(200).nullable(),
    pages: z.number().int().min(0).nullable(),
  }),
  z.object({ kind: z.literal('failed'), reason: z.string().min(1).max(2_000) }),
]);
export type PublishRunReport = z.output<typeof PublishRunReportSchema>;

/** How often a run reports at least, as a sign of life. */
export const RUN_HEARTBEAT_MS = 30_000;
