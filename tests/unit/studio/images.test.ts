import { describe, expect, it } from 'vitest';
import {
  IMAGE_FOLDERS,
  imageFileName,
  ImageUploadQuerySchema,
  imageUploadPath,
  PICTURE_MINIMUM,
} from '#lib/studio/images.ts';

describe('an image upload’s query', () => {
  it('makes a file name of any name: lower case, no accents, hyphens between words', () => {
    expect(imageFileName('Antonín Dvořák')).toBe('antonin-dvorak');
    expect(imageFileName('  The_Spring  Gala 2026! ')).toBe('the-spring-gala-2026');
    expect(imageFileName('--')).toBe('');
    expect(imageFileName('x'.repeat(200))).toHaveLength(80);
  });

  it('reads the folder, the name and the focal point, the middle when it is left out', () => {
    expect(ImageUploadQuerySchema.parse({ folder: 'people', name: 'Florence Price' })).toEqual({
      folder: 'people',
      name: 'florence-price',
      focus_x: 0.5,
      focus_y: 0.5,
    });
    expect(ImageUploadQuerySchema.parse({ folder: 'logos', name: 'a', focus_x: '0.25', focus_y: '' })).toMatchObject({
      focus_x: 0.25,
      focus_y: 0.5,
    });
  });

  it('refuses an unknown folder, a name without letters and a focal point that is not a number', () => {
    const refused = ImageUploadQuerySchema.safeParse({ folder: 'secrets', name: '!!', focus_x: 'left' });
    const messages = Object.fromEntries(refused.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(Object.keys(messages).sort()).toEqual(['focus_x', 'folder', 'name']);
    expect(messages['folder']).toBe(
      `Choose one of ${Object.keys(IMAGE_FOLDERS)
        .map((f) => `'${f}'`)
        .join(', ')}.`,
    );
    expect(messages['focus_x']).toBe("The focal point's x is a number from 0 to 1, e.g. 0.5.");
  });

  it('keeps the chosen file’s name for the audit log, trimmed and cut, and leaves out an empty one', () => {
    const parse = (file_name: unknown) => ImageUploadQuerySchema.parse({ folder: 'people', name: 'x', file_name });
    expect(parse('  Clara at the piano.png ').file_name).toBe('Clara at the piano.png');
    expect(parse(`${'a'.repeat(300)}.jpg`).file_name).toHaveLength(255);
    expect(parse('   ').file_name).toBeUndefined();
    expect(parse(undefined).file_name).toBeUndefined();
    const twice = ImageUploadQuerySchema.safeParse({ folder: 'people', name: 'x', file_name: ['a.png', 'b.png'] });
    expect(twice.error?.issues[0]?.message).toBe('Give the file’s name once, as text.');
  });

  it('is written into the upload’s address', () => {
    expect(imageUploadPath({ folder: 'people', name: 'Florence Price', focus_x: 0.3, focus_y: 0.25 })).toBe(
      '/api/studio/images/?folder=people&name=Florence+Price&focus_x=0.3&focus_y=0.25',
    );
    expect(imageUploadPath({ folder: 'works', name: 'x' })).toBe('/api/studio/images/?folder=works&name=x');
    expect(imageUploadPath({ folder: 'works', name: 'x', file_name: 'Été 2026.png' })).toBe(
      '/api/studio/images/?folder=works&name=x&file_name=%C3%89t%C3%A9+2026.png',
    );
  });

  it('asks for a picture as large as the share image, the largest rendition', () => {
    expect(PICTURE_MINIMUM).toEqual({ width: 1200, height: 630, label: 'the share image' });
  });
});
