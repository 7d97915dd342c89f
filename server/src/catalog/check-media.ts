import type { MediaStore } from '../storage/media-store.ts';
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

/** What is missing of one folder, or null when it is all there. */
async function missingOf(store: MediaStore, use: MediaUse): Promise<string | null> {
  const expected = `expected a folder under ${store.where} holding ${use.files.join(' and ')}`;
  if (!(await store.hasFolder(use.folder)))
    return `${shown(use.folder)} is not a folder in the media root; ${expected}`;
  const absent: string[] = [];
  for (const file of use.files) if ((await store.stat(`${use.folder}/${file}`)) === undefined) absent.push(file);
  return absent.length === 0 ? null : `${shown(use.folder)} has no ${absent.join(' and ')}; ${expected}`;
}

/**
 * The media folders a document names that are missing from the media store (MEDIA_ROOT or MEDIA_BUCKET), or lack the files their
 * player asks for (audio: broadband.m4a and cellular.m4a; video: index.m3u8), each named by
 * record, field and folder. Empty when everything can play.
 */
export async function missingMedia(doc: CatalogDocument, store: MediaStore): Promise<CatalogProblem[]> {
  const uses = mediaUses(doc);
  const found = await Promise.all(uses.map((use) => missingOf(store, use)));
  return uses.flatMap(({ entity, identifier, title, field }, i) => {
    const missing = found[i];
    if (missing === null || missing === undefined) return [];
    return [
      { entity, identifier, ...titled(title), message: `${field}: ${missing}`, field: field.replace(/\[.*$/, '') },
    ];
  });
}
