import { describe, expect, it } from 'vitest';
import { imageFolderOf } from '../../../src/lib/studio/image-folders.ts';

describe('where a record’s picture is stored', () => {
  it('puts logos with the logos and every other picture in its list’s folder', () => {
    expect(imageFolderOf('people', 'image')).toBe('people');
    expect(imageFolderOf('compositions', 'image')).toBe('works');
    expect(imageFolderOf('programs', 'underwriter_logo')).toBe('logos');
    expect(imageFolderOf('live_streams', 'logo')).toBe('logos');
    expect(imageFolderOf('live_streams', 'image')).toBe('streams');
  });
});
