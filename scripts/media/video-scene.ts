import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { movementTitle, type MovementStyle } from './synth/movement-style.ts';

/** Frame size and rate of every demo video. */
export const VIDEO = { width: 640, height: 360, fps: 25 } as const;

/** What the picture shows: a moving gradient per movement with its title, a clock and a progress bar. */
export interface Scene {
  seconds: number;
  movementStarts: readonly number[];
  styles: readonly MovementStyle[];
  /** The small line at the top left. */
  caption: string;
  /** Draws a LIVE badge. */
  live: boolean;
  /** Selects the colour palettes, so different videos look different. */
  piece: number;
}

const FONTS = '/usr/share/fonts/truetype/dejavu';
// Concert-hall colours: burgundy, midnight, brass, forest, plum, slate.
const PALETTES = [
  ['0x5b1a2a', '0x1c2340', '0x8a5a2b'],
  ['0x14213d', '0x3a506b', '0xb08d57'],
  ['0x2d1e2f', '0x6b2d5c', '0xc9a66b'],
  ['0x1f3b2d', '0x0f2027', '0x9c7a3c'],
  ['0x3d0c11', '0x7a2e2e', '0xd4a373'],
  ['0x22313f', '0x4a3b5c', '0xa27b5c'],
] as const;

/** The running time, and for a recording its length too (a live feed has none to show). */
function clockText(seconds: number, live: boolean): string {
  // drawtext expands %{eif:…} every frame: minutes, then zero-padded seconds of the running time.
  const running = '%{eif:trunc(t/60):d}:%{eif:mod(trunc(t),60):d:2}';
  return live
    ? running
    : `${running} / ${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
}

function text(file: string, font: string, size: number, x: string, y: string, colour = '0xfaf3e0'): string {
  return `drawtext=fontfile=${FONTS}/${font}:textfile=${file}:fontsize=${size}:fontcolor=${colour}:x=${x}:y=${y}:shadowcolor=black@0.5:shadowx=2:shadowy=2`;
}

function movementChain(scene: Scene, i: number, dir: string): string {
  const start = scene.movementStarts[i] ?? 0;
  const length = (scene.movementStarts[i + 1] ?? scene.seconds) - start;
  const palette = PALETTES[(scene.piece + i) % PALETTES.length] ?? PALETTES[0];
  const gradient = `gradients=s=${VIDEO.width}x${VIDEO.height}:r=${VIDEO.fps}:d=${length}:n=3:c0=${palette[0]}:c1=${palette[1]}:c2=${palette[2]}:speed=0.015:seed=${scene.piece * 10 + i}:type=${i % 2}`;
  const fades = `fade=t=in:st=0:d=0.4,fade=t=out:st=${Math.max(0, length - 0.6)}:d=0.6`;
  const title = text(join(dir, `title-${i}.txt`), 'DejaVuSerif.ttf', 44, '(w-text_w)/2', '(h-text_h)/2-26');
  const key = text(join(dir, `key-${i}.txt`), 'DejaVuSerif-Italic.ttf', 24, '(w-text_w)/2', '(h-text_h)/2+30');
  return `${gradient},format=yuv420p,${title},${key},${fades}[m${i}]`;
}

/**
 * Writes the filter graph of a scene (and the text files its drawtext filters read, which spares
 * every escaping problem) into `dir`, and returns the graph's path. The graph's output is `[v]`.
 */
export async function writeSceneGraph(scene: Scene, dir: string): Promise<string> {
  const count = scene.movementStarts.length;
  await Promise.all(
    scene.styles.flatMap((style, i) => [
      writeFile(join(dir, `title-${i}.txt`), movementTitle(style)),
      writeFile(join(dir, `key-${i}.txt`), `in ${style.keyName}`),
    ]),
  );
  await writeFile(join(dir, 'caption.txt'), scene.caption);
  await writeFile(join(dir, 'clock.txt'), clockText(scene.seconds, scene.live));
  await writeFile(join(dir, 'live.txt'), 'LIVE');
  const chains = Array.from({ length: count }, (_, i) => movementChain(scene, i, dir));
  const inputs = Array.from({ length: count }, (_, i) => `[m${i}]`).join('');
  const overlays = [
    text(join(dir, 'caption.txt'), 'DejaVuSans.ttf', 16, '20', '18', '0xfaf3e0@0.8'),
    text(join(dir, 'clock.txt'), 'DejaVuSansMono.ttf', 20, '20', 'h-text_h-22'),
    ...(scene.live
      ? [
          'drawbox=x=iw-96:y=14:w=76:h=28:color=0xc0392b@0.95:t=fill',
          text(join(dir, 'live.txt'), 'DejaVuSans-Bold.ttf', 18, 'w-83', '19', 'white'),
        ]
      : []),
  ];
  const graph = [
    ...chains,
    `${inputs}concat=n=${count}:v=1:a=0[bg]`,
    `color=c=0xf3e6c4:s=${VIDEO.width}x4:r=${VIDEO.fps}:d=${scene.seconds}[bar]`,
    `[bg][bar]overlay=x=-w+w*t/${scene.seconds}:y=H-h:eval=frame:shortest=1,${overlays.join(',')}[v]`,
  ].join(';\n');
  const path = join(dir, 'graph.txt');
  await writeFile(path, `${graph}\n`);
  return path;
}
