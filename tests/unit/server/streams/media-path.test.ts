import { describe, expect, it } from 'vitest';
import { isSafeMediaFolder, parseMediaPath } from '../../../../server/src/streams/media-path.ts';

describe('parseMediaPath', () => {
  it('splits a plain path into the signed folder and the file', () => {
    expect(parseMediaPath('video/v01/segment-000.ts')).toEqual({
      folder: 'video/v01',
      file: 'segment-000.ts',
      path: 'video/v01/segment-000.ts',
    });
    expect(parseMediaPath('poster.jpg')?.folder).toBe('');
  });

  it('rejects every way out of the media root', () => {
    for (const path of [
      '../secret',
      'audio/../../secret',
      '/etc/passwd',
      'audio//a01/x.m4a',
      'audio/a01/',
      '.',
      'audio/.hidden',
      'audio\\..\\secret',
      'audio/%2e%2e/secret',
      'audio/a01/x.m4a\u0000.vtt',
      'C:/secret',
      '',
      'a/b/c/d/e/f/g/h/i.ts',
    ]) {
      expect(parseMediaPath(path), JSON.stringify(path)).toBeNull();
    }
  });
});

describe('isSafeMediaFolder', () => {
  it('accepts the media plan folders and refuses others', () => {
    expect(isSafeMediaFolder('audio/a01')).toBe(true);
    expect(isSafeMediaFolder('video/live')).toBe(true);
    for (const folder of ['', '../x', 'a/../b', '/abs', 'a b']) expect(isSafeMediaFolder(folder), folder).toBe(false);
  });
});
