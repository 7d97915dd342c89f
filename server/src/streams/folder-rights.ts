import type { Media, Rights } from '#lib/rights/rights.ts';
import { RIGHTS_COLUMNS, rightsOfRow, type StoredRightsRow } from '../catalog/performance-rights.ts';
import { CatalogVersionMemo } from '../catalog/catalog-version-memo.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { MediaFormat } from './stream-targets.ts';

/** One performance recording a media folder holds: its medium and the rights it streams under. */
export interface FolderLicence {
  readonly format: MediaFormat;
  readonly rights: Rights;
}

interface FolderRow extends StoredRightsRow {
  type: string;
}

const FOLDER_SQL = `SELECT r.type, ${RIGHTS_COLUMNS}
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
  readonly #unrecorded: Media;
  readonly #folders: CatalogVersionMemo<readonly FolderLicence[]>;

  constructor(db: Database, clock: Clock, unrecorded: Media) {
    this.#db = db;
    this.#unrecorded = unrecorded;
    this.#folders = new CatalogVersionMemo(db, clock);
  }

  licencesOf(folder: string): Promise<readonly FolderLicence[]> {
    return this.#folders.get(folder, () => this.#read(folder));
  }

  async #read(folder: string): Promise<readonly FolderLicence[]> {
    const rows = await this.#db.all<FolderRow>(FOLDER_SQL, [folder]);
    return rows.map((row) => ({
      format: row.type === 'A' ? 'audio' : 'video',
      rights: rightsOfRow(row, this.#unrecorded),
    }));
  }
}
