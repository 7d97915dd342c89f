/**
 * The renditions of rules §9 that every catalogue picture has beside its original, in one table:
 * the API names them in its answers, the pages load them (image-sources.ts), the demo's media
 * generator paints them and the studio's upload cuts them, so a size added here is made and
 * served everywhere.
 */
export const IMAGE_RENDITIONS = [
  { name: 'wd_256x144', width: 256, height: 144, label: 'the small card picture' },
  { name: 'wd_512x288', width: 512, height: 288, label: 'the card picture' },
  { name: 'thumbnail', width: 150, height: 150, label: 'the thumbnail' },
  { name: 'social_1200x630', width: 1200, height: 630, label: 'the share image' },
] as const satisfies readonly ImageRendition[];

/** One size every picture is made in. */
export interface ImageRendition {
  /** Its name, in the file name and the API's answers: `x.wd_256x144.jpg`. */
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** What the site uses it for, as an editor would say it: 'the share image'. */
  readonly label: string;
}

/** One rendition's name, e.g. 'wd_256x144'. */
export type RenditionName = (typeof IMAGE_RENDITIONS)[number]['name'];

/**
 * Where a rendition of an image lives: beside the original, its extension replaced by
 * `.<rendition>.jpg` (`/media/images/people/x.jpg` → `/media/images/people/x.wd_256x144.jpg`).
 * Renditions are always JPEG, whatever the original's format.
 */
export function renditionUrl(src: string, rendition: RenditionName): string {
  const end = src.search(/[?#]/);
  const path = end === -1 ? src : src.slice(0, end);
  const suffix = end === -1 ? '' : src.slice(end);
  const dot = path.lastIndexOf('.');
  const base = dot > path.lastIndexOf('/') ? path.slice(0, dot) : path;
  return `${base}.${rendition}.jpg${suffix}`;
}
