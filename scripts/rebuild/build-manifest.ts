import { z } from 'zod';

/**
 * The small record kept with the last good build: which build it is and how many pages it has, so
 * the next rebuild can refuse one that lost pages (page-count-rule.ts). In a folder target it is
 * a file of the published site, swapped in with it; in a bucket it is the object that says which
 * build is served (s3-target.ts).
 */
export const BuildManifestSchema = z.object({
  /** The build's id: its start time, sortable, and a random suffix, e.g. '20261124T080044Z-3f9a'. */
  build: z.string().regex(/^[0-9A-Za-z-]+$/),
  /** HTML pages in the build. */
  pages: z.number().int().nonnegative(),
  /** Files in the build, precompressed copies included. */
  files: z.number().int().nonnegative(),
  /** When the build was published (ISO 8601). */
  publishedAt: z.iso.datetime(),
});

/** The last good build's record. */
export type BuildManifest = z.output<typeof BuildManifestSchema>;

/** The manifest's file name in a folder target (a dot file: no page links to it). */
export const MANIFEST_FILE = '.rebuild-manifest.json';

/** Reads a manifest from its JSON text; `where` names it in the error. */
export function parseManifest(text: string, where: string): BuildManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${where} is not JSON`);
  }
  const parsed = BuildManifestSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${where} is not a build manifest (${z.prettifyError(parsed.error)})`);
  return parsed.data;
}

/** A new build's id from its start time: sortable, and unique across runners by a random suffix. */
export function newBuildId(now: Date, random: string): string {
  return `${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')}-${random}`;
}
