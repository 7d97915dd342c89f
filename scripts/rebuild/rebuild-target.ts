import { resolve } from 'node:path';

/** Where a rebuild publishes: a folder on this machine, or a prefix of an S3-compatible bucket. */
export type RebuildTargetAddress =
  | { readonly kind: 'dir'; readonly path: string }
  | { readonly kind: 's3'; readonly bucket: string; readonly prefix: string };

/** Reads `--target`: `s3://bucket[/prefix]`, or a folder path (relative to `cwd`). */
export function parseTarget(text: string, cwd = process.cwd()): RebuildTargetAddress {
  if (text.trim() === '') throw new Error('--target is empty');
  if (!text.startsWith('s3://')) return { kind: 'dir', path: resolve(cwd, text) };
  const [bucket = '', ...rest] = text.slice('s3://'.length).split('/');
  // S3's bucket naming rules: 3–63 lower-case letters, digits, dots and hyphens.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(`${text} does not name a bucket (s3://bucket/prefix, a bucket name of 3–63 a-z, 0-9, '.', '-')`);
  const prefix = rest.filter((part) => part !== '').join('/');
  return { kind: 's3', bucket, prefix };
}

/** The target as the rebuild names it in its messages. */
export function describeTarget(target: RebuildTargetAddress): string {
  if (target.kind === 'dir') return target.path;
  return `s3://${target.bucket}${target.prefix === '' ? '' : `/${target.prefix}`}`;
}
