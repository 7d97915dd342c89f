import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_RENDITIONS } from '#lib/catalog/image-renditions.ts';
import { BITEXACT, ffmpeg } from '../ffmpeg.ts';
import type { PlannedImage } from './image-plan.ts';
import { paletteFor } from './palettes.ts';
import { rasterise } from './raster.ts';

/** One line of `images/manifest.json`: what the demo seed puts in its image fields. */
export interface ManifestEntry {
  /** Root-relative URL of the original, e.g. '/media/images/people/portrait-01.jpg'. */
  src: string;
  width: number;
  height: number;
  alt: string;
}

const JPEG = ['-c:v', 'mjpeg', '-q:v', '5', '-pix_fmt', 'yuvj420p'];

function renditionFilter(image: PlannedImage, width: number, height: number, ground: string): string {
  if (image.fit === 'contain') {
    return `scale=${width}:${height}:force_original_aspect_ratio=decrease:flags=lanczos,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:color=${ground}`;
  }
  return `scale=${width}:${height}:force_original_aspect_ratio=increase:flags=lanczos,crop=${width}:${height}:(iw-ow)/2:(ih-oh)*${image.focusY}`;
}

/** Paints one picture and writes its original and every rendition; returns its manifest entry. */
export async function writeImage(mediaRoot: string, image: PlannedImage): Promise<ManifestEntry> {
  const folder = join(mediaRoot, 'images', image.group);
  await mkdir(folder, { recursive: true });
  const pixels = rasterise(
    image.width,
    image.height,
    image.painter(paletteFor(image.seed), image.seed, image.width / image.height),
  );
  // The corner pixel is the ground colour; fitted renditions are padded with it.
  const ground = `0x${pixels.subarray(0, 3).toString('hex')}`;
  const original = image.format === 'png' ? ['-c:v', 'png', '-pix_fmt', 'rgb24'] : JPEG;
  const outputs = IMAGE_RENDITIONS.flatMap((r) => [
    ...['-vf', renditionFilter(image, r.width, r.height, ground), ...JPEG, ...BITEXACT],
    join(folder, `${image.name}.${r.name}.jpg`),
  ]);
  await ffmpeg(
    [
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${image.width}x${image.height}`, '-i', 'pipe:0'],
      ...[...original, ...BITEXACT, '-frames:v', '1', '-update', '1', join(folder, `${image.name}.${image.format}`)],
      ...outputs.flatMap((arg) => arg),
    ],
    pixels,
  );
  return {
    src: `/media/images/${image.group}/${image.name}.${image.format}`,
    width: image.width,
    height: image.height,
    alt: image.alt,
  };
}

/** Writes `images/manifest.json`: every original with its size, in plan order. */
export async function writeManifest(mediaRoot: string, entries: readonly ManifestEntry[]): Promise<void> {
  await writeFile(join(mediaRoot, 'images', 'manifest.json'), `${JSON.stringify(entries, null, 2)}\n`);
}
