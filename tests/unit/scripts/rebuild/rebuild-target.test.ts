import { describe, expect, it } from 'vitest';
import { describeTarget, parseTarget } from '../../../../scripts/rebuild/rebuild-target.ts';

describe('parseTarget', () => {
  it('reads a folder, relative to the working folder', () => {
    expect(parseTarget('public', '/srv/site')).toEqual({ kind: 'dir', path: '/srv/site/public' });
    expect(parseTarget('/srv/www/', '/tmp')).toEqual({ kind: 'dir', path: '/srv/www' });
  });

  it('reads a bucket with or without a prefix', () => {
    expect(parseTarget('s3://concert-site/music/library/')).toEqual({
      kind: 's3',
      bucket: 'concert-site',
      prefix: 'music/library',
    });
    expect(parseTarget('s3://concert-site')).toEqual({ kind: 's3', bucket: 'concert-site', prefix: '' });
  });

  it('refuses an empty target and a bucket name S3 does not allow', () => {
    expect(() => parseTarget('')).toThrow('--target is empty');
    expect(() => parseTarget('s3://')).toThrow('s3:// does not name a bucket');
    expect(() => parseTarget('s3://Upper_Case/x')).toThrow('s3://Upper_Case/x does not name a bucket');
  });

  it('names a target as it was given', () => {
    expect(describeTarget(parseTarget('s3://concert-site/music'))).toBe('s3://concert-site/music');
    expect(describeTarget(parseTarget('s3://concert-site'))).toBe('s3://concert-site');
    expect(describeTarget(parseTarget('/srv/www'))).toBe('/srv/www');
  });
});
