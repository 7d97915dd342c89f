import { cp, mkdir, symlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * A media root of the journeys' own in `work`: the demo's audio and video linked (read only, and
 * large), its pictures copied, so that the pictures the studio journeys upload land in the
 * temporary folder and never in the repository's server/media.
 */
export async function e2eMediaRoot(work: string): Promise<string> {
  const demo = resolve('server/media');
  const root = join(work, 'media');
  await mkdir(root, { recursive: true });
  await symlink(join(demo, 'audio'), join(root, 'audio'));
  await symlink(join(demo, 'video'), join(root, 'video'));
  await cp(join(demo, 'images'), join(root, 'images'), { recursive: true });
  return root;
}
