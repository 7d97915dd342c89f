import type { Media, Rights } from '#lib/rights/rights.ts';
import { resolvedRights, type StoredPerformanceRights } from '../catalog/performance-rights.ts';
import { CatalogVersionWatch } from '../catalog/catalog-version-watch.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { MediaFormat } from './stream-targets.ts';

/** One performance recording a media folder holds: its medium and the rights it streams under. */
export interface FolderLicence {
  readonly format: MediaFormat;
  readonly rights: Rights;
}

interface FolderRow extends StoredPerformanceRights {
  type: string;
  public_domain: number;
}

const FOLDER_SQL = `SELECT r.type, pf.streaming_media, pf.allowed_territories, pf.excluded_territories,
  pf.available_from, pf.available_until, pf.embargo_until, c.public_domain
  FROM recordings r JOIN performances pf ON pf.id = r.performance_id JOIN compositions c ON c.id = pf.composition_id
  WHERE r.media = ?`;

/**
 * The licences of the performance recordings in each media folder, kept for one catalogue version
 * (re-read at most once a second, like the stream sources): the media route asks for every file a
 * listener fetches, so a performance taken down since its link was signed stops playing within a
 * second of the publish, and the database sees one read per folder and version, not one per segment.
 * A folder no performance recording holds (a program's video, a feature, a live stream, a master
 * not attached yet) has none.
 */
export class FolderRightsCache {
  readonly #db: Database;
  readonly #watch: CatalogVersionWatch;
  readonly #unrecorded: Media;
  #version: number | undefined;
  #folders = new Map<string, Promise<readonly FolderLicence[]>>();

  constructor(db: Database, clock: Clock, unrecorded: Media) {
    this.#db = db;
    this.#watch = new CatalogVersionWatch(db, clock);
    this.#unrecorded = unrecorded;
  }

  async licencesOf(folder: string): Promise<readonly FolderLicence[]> {
    const version = await this.#watch.current();
    if (version !== this.#version) {
      this.#version = version;
      this.#folders = new Map();
    }
    const folders = this.#folders;
    let licences = folders.get(folder);
    if (licences === undefined) {
      licences = this.#read(folder);
      folders.set(folder, licences);
      licences.catch(() => {
        if (folders.get(folder) === licences) folders.delete(folder);
      });
    }
    return licences;
  }

  async #read(folder: string): Promise<readonly FolderLicence[]> {
    const rows = await this.#db.all<FolderRow>(FOLDER_SQL, [folder]);
    return rows.map((row) => ({
      format: row.type === 'A' ? 'audio' : 'video',
      rights: resolvedRights(row, row.public_domain === 1, this.#unrecorded),
    }));
  }
}
