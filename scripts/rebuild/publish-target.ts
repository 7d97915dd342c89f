import type { BuildManifest } from './build-manifest.ts';

/** Where a rebuild publishes, folder or bucket alike. */
export interface PublishTarget {
  /** The folder the build is made in, inside the project or beside a folder target inside it (dir-target.ts). */
  readonly staging: string;
  /** The build the target serves now, or undefined when it serves none a rebuild published. */
  lastGood(): Promise<BuildManifest | undefined>;
  /**
   * Makes the build in `staging` (its `files`) the one served, all at once; `previous` is the
   * build served until now, kept as the last good one where the target keeps builds.
   */
  publish(
    staging: string,
    files: readonly string[],
    manifest: BuildManifest,
    previous: BuildManifest | undefined,
  ): Promise<void>;
}
