import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { CatalogProblem } from './catalog-import-error.ts';
import type { CatalogDocument } from './import-schema.ts';
import { shown } from './issue-problems.ts';

/** The files a media folder must hold for its stream links to play. */
const AUDIO_FILES = ['broadband.m4a', 'cellular.m4a'] as const;
const VIDEO_FILES = ['index.m3u8'] as const;

/** One media folder the document names, and the record and field that name it. */
interface MediaUse {
  entity: string;
  identifier: string;
  title?: string;
  field: string;
  folder: string;
  files: readonly string[];
}

const filesOf = (type: string) => (type === 'A' ? AUDIO_FILES : VIDEO_FILES);

function titled(title: string | undefined): { title?: string } {
  return title === undefined || title === '' ? {} : { title };
}

/**
 * Every media folder of a document whose files must exist before listeners can play it:
 * recordings, media features, a concert's full video, a collection's introduction and a live
 * stream's replay. A live stream's `live_media` is left out: the encoder writes it when the
 * concert begins, usually long after the stream is imported.
 */
function mediaUses(doc: CatalogDocument): MediaUse[] {
  const uses: MediaUse[] = [];
  const add = (use: Omit<MediaUse, 'folder'>, folder: string | null) => {
    if (folder !== null) uses.push({ ...use, folder });
  };
  for (const p of doc.performances) {
    p.recordings.forEach((r, i) => {
      const use = { entity: 'performance', identifier: p.uuid, ...titled(p.composition) };
      add({ ...use, field: `recordings[${i}].media`, files: filesOf(r.type) }, r.media);
    });
  }
  for (const p of doc.programs) {
    const use = { entity: 'program', identifier: p.identifier, ...titled(p.title) };
    add({ ...use, field: 'full_video_media', files: VIDEO_FILES }, p.full_video_media);
  }
  for (const f of doc.media_features) {
    const use = { entity: 'media feature', identifier: f.identifier, ...titled(f.title) };
    add({ ...use, field: 'media', files: filesOf(f.type) }, f.media);
  }
  for (const c of doc.curated_collections) {
    const use = { entity: 'curated collection', identifier: c.identifier, ...titled(c.title) };
    add({ ...use, field: 'intro_media', files: VIDEO_FILES }, c.intro_media);
  }
  for (const s of doc.live_streams) {
    const use = { entity: 'live stream', identifier: s.identifier, ...titled(s.title) };
    add({ ...use, field: 'replay_media', files: VIDEO_FILES }, s.replay_media);
  }
  return uses;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

async function isFolder(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isDirectory(),
    () => false,
  );
}

/** What is missing of one folder, or null when it is all there. */
async function missingOf(root: string, use: MediaUse): Promise<string | null> {
  const folder = join(root, use.folder);
  const expected = `expected a folder under ${root} holding ${use.files.join(' and ')}`;
  if (!(await isFolder(folder))) return `${shown(use.folder)} is not a folder in the media root; ${expected}`;
  const absent: string[] = [];
  for (const file of use.files) if (!(await isFile(join(folder, file)))) absent.push(file);
  return absent.length === 0 ? null : `${shown(use.folder)} has no ${absent.join(' and ')}; ${expected}`;
}

/**
 * The media folders a document names that are missing from `root`, or lack the files their
 * player asks for (audio: broadband.m4a and cellular.m4a; video: index.m3u8), each named by
 * record, field and folder. Empty when everything can play.
 */
export async function missingMedia(doc: CatalogDocument, root: string): Promise<CatalogProblem[]> {
  const uses = mediaUses(doc);
  const found = await Promise.all(uses.map((use) => missingOf(root, use)));
  return uses.flatMap(({ entity, identifier, title, field }, i) => {
    const missing = found[i];
    if (missing === null || missing === undefined) return [];
    return [
      { entity, identifier, ...titled(title), message: `${field}: ${missing}`, field: field.replace(/\[.*$/, '') },
    ];
  });
}
