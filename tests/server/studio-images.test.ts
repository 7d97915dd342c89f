import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_RENDITIONS, renditionUrl } from '../../src/lib/catalog/image-renditions.ts';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  ImageUploadAnswerSchema,
  imageUploadPath,
  StudioFieldErrorsSchema,
  type ImageUploadQuery,
} from '../../src/lib/studio/contract.ts';
import { auditEntries } from './support/audit-requests.ts';
import { createStaff, expectStatus, type StudioAnswer, type TestStaff } from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** A photograph-like picture: a smooth gradient, so every crop has something in it. */
function gradient(width: number, height: number): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels.set([(x * 255) / width, (y * 255) / height, 128], (y * width + x) * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A picture whose left half is red and right half blue. */
function redBlue(width: number, height: number): Promise<Buffer> {
  const half = { width: width / 2, height, channels: 3 as const };
  return sharp({ create: { ...half, width, background: '#ff0000' } })
    .composite([{ input: { create: { ...half, background: '#0000ff' } }, left: width / 2, top: 0 }])
    .jpeg()
    .toBuffer();
}

/** The server's studio upload over real HTTP on SQLite or PostgreSQL, into a media root of its own. */
describe('studio image upload', () => {
  let server: TestServer;
  let editor: TestStaff;
  let admin: TestStaff;
  let mediaRoot: string;

  beforeAll(async () => {
    mediaRoot = mkdtempSync(join(tmpdir(), 'cl-images-'));
    server = await startTestServer({ env: { MEDIA_ROOT: mediaRoot, AUTH_RATE_LIMIT: '1000' } });
    editor = await createStaff(server, 'editor@example.org', 'editor');
    admin = await createStaff(server, 'admin@example.org', 'admin');
  });
  afterAll(() => server.close());

  /** Sends bytes as an upload with the given query. */
  async function upload(bytes: Buffer, query: ImageUploadQuery, type = 'image/jpeg'): Promise<StudioAnswer> {
    const response = await fetch(`${server.url}${imageUploadPath(query)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${editor.token}`, ...(type === '' ? {} : { 'content-type': type }) },
      body: new Uint8Array(bytes),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
  }
  const stored = async (bytes: Buffer, query: ImageUploadQuery, type?: string) =>
    ImageUploadAnswerSchema.parse(expectStatus(await upload(bytes, query, type), 201));
  const fileOf = (src: string) => join(mediaRoot, src.replace(/^\/media\//, ''));
  const refusal = async (answer: Promise<StudioAnswer>, status = 400) =>
    StudioFieldErrorsSchema.parse(expectStatus(await answer, status));

  it('stores the original and every rendition the site uses, at their sizes', async () => {
    const jpeg = await gradient(1600, 1200).jpeg().toBuffer();
    const answer = await stored(jpeg, { folder: 'people', name: 'Florence Price' });
    expect(answer.src).toMatch(/^\/media\/images\/people\/florence-price-[0-9a-f]{8}\.jpg$/);
    expect(answer).toMatchObject({ width: 1600, height: 1200, focus: { x: 0.5, y: 0.5 } });
    const original = await sharp(fileOf(answer.src)).metadata();
    expect(original).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    for (const r of IMAGE_RENDITIONS) {
      const metadata = await sharp(fileOf(renditionUrl(answer.src, r.name))).metadata();
      expect([r.name, metadata.format, metadata.width, metadata.height]).toEqual([r.name, 'jpeg', r.width, r.height]);
    }
    const served = await fetch(`${server.url}${renditionUrl(answer.src, 'wd_512x288')}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const folder = await readdir(join(mediaRoot, 'images', 'people'));
    expect(folder.filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('turns a picture as its camera recorded, and keeps none of its metadata', async () => {
    // Stored sideways with EXIF orientation 6: seen, it is 1300 wide and 2000 high.
    const sideways = await gradient(2000, 1300)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Test Studio', Make: 'Camera' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const answer = await stored(sideways, { folder: 'people', name: 'portrait' });
    expect([answer.width, answer.height]).toEqual([1300, 2000]);
    const original = await sharp(fileOf(answer.src)).metadata();
    expect([original.width, original.height, original.orientation, original.exif, original.icc]).toEqual([
      1300,
      2000,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('stores a large photograph at 2400 pixels on its long edge, a PNG as JPEG on the paper', async () => {
    const camera = sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#557799' } });
    const large = await stored(await camera.jpeg().toBuffer(), { folder: 'works', name: 'large' });
    expect([large.width, large.height]).toEqual([2400, 1800]);
    const transparent = await gradient(1400, 800).ensureAlpha(0).png().toBuffer();
    const png = await stored(transparent, { folder: 'features', name: 'see-through' }, 'image/png');
    expect(png.src).toMatch(/\.jpg$/);
    // Seen through, it shows the site's paper, #fbf8f3.
    const means = (await sharp(fileOf(png.src)).stats()).channels.map((c) => Math.round(c.mean));
    expect(means).toEqual([251, 248, 243]);
  });

  it('reads what the bytes are, whatever type they were sent as, or none', async () => {
    const png = await gradient(1200, 630).png().toBuffer();
    expect((await stored(png, { folder: 'home', name: 'untyped' }, '')).src).toMatch(/^\/media\/images\/home\//);
    expect((await stored(png, { folder: 'home', name: 'mislabelled' }, 'image/gif')).width).toBe(1200);
  });

  it('cuts the renditions around the focal point', async () => {
    const picture = await redBlue(2000, 700);
    const left = await stored(picture, { folder: 'programs', name: 'halves', focus_x: 0.1, focus_y: 0.5 });
    const right = await stored(picture, { folder: 'programs', name: 'halves', focus_x: 0.9, focus_y: 0.5 });
    expect(left.focus).toEqual({ x: 0.1, y: 0.5 });
    expect(right.src).not.toBe(left.src);
    const colour = async (src: string, rendition: 'thumbnail' | 'wd_512x288') => {
      const [red, , blue] = (await sharp(fileOf(renditionUrl(src, rendition))).stats()).channels;
      return (red?.mean ?? 0) > (blue?.mean ?? 0) ? 'red' : 'blue';
    };
    expect([await colour(left.src, 'thumbnail'), await colour(left.src, 'wd_512x288')]).toEqual(['red', 'red']);
    expect([await colour(right.src, 'thumbnail'), await colour(right.src, 'wd_512x288')]).toEqual(['blue', 'blue']);
    // The same upload with the same point gets the same names: its files are the same files.
    expect((await stored(picture, { folder: 'programs', name: 'halves', focus_x: 0.1 })).src).toBe(left.src);
  });

  it('keeps a logo whole and transparent, as PNG, and fits its renditions', async () => {
    const logo = await sharp({ create: { width: 400, height: 200, channels: 4, background: '#00000000' } })
      .composite([
        { input: { create: { width: 200, height: 100, channels: 4, background: '#6d1a2b' } }, gravity: 'centre' },
      ])
      .png()
      .toBuffer();
    const answer = await stored(logo, { folder: 'logos', name: 'Lakeside Bank' }, 'image/png');
    expect(answer).toMatchObject({ width: 400, height: 200 });
    expect(answer.src).toMatch(/^\/media\/images\/logos\/lakeside-bank-[0-9a-f]{8}\.png$/);
    expect(await sharp(fileOf(answer.src)).metadata()).toMatchObject({ format: 'png', hasAlpha: true });
    const social = await sharp(fileOf(renditionUrl(answer.src, 'social_1200x630'))).metadata();
    expect([social.format, social.width, social.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('refuses a file that is not a picture, naming what it is', async () => {
    const text = Buffer.from('Program notes for the spring gala.\n');
    expect(await refusal(upload(text, { folder: 'people', name: 'notes' }, 'text/plain'))).toEqual({
      file: [
        'This file is text (text/plain, 35 bytes), not a picture. Upload a JPEG, PNG, WebP, AVIF, TIFF or GIF file.',
      ],
    });
    // A label does not make a picture: the bytes decide.
    const labelled = await refusal(upload(text, { folder: 'people', name: 'notes' }, 'image/jpeg'));
    expect(labelled['file']?.[0]).toContain('This file is text (image/jpeg, 35 bytes), not a picture.');
    const pdf = await refusal(upload(Buffer.from('%PDF-1.7\n%…'), { folder: 'people', name: 'x' }, 'application/pdf'));
    expect(pdf['file']?.[0]).toMatch(/^This file is a PDF document \(application\/pdf, \d+ bytes\), not a picture/);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"></svg>');
    const drawing = await refusal(upload(svg, { folder: 'people', name: 'x' }, 'image/svg+xml'));
    expect(drawing['file']?.[0]).toMatch(
      /^This file is an SVG drawing \(image\/svg\+xml, \d+ bytes\), which the studio/,
    );
    expect(await refusal(upload(Buffer.alloc(0), { folder: 'people', name: 'x' }))).toEqual({
      file: ['No file was received: choose a picture to upload.'],
    });
  });

  it('refuses a damaged picture', async () => {
    const whole = await gradient(1600, 900).jpeg().toBuffer();
    const cut = await refusal(upload(whole.subarray(0, whole.length >> 1), { folder: 'works', name: 'cut' }));
    expect(cut['file']?.[0]).toMatch(/^This picture could not be read to the end/);
  });

  it('refuses a picture smaller than its largest rendition, naming both sizes', async () => {
    const small = await gradient(800, 450).jpeg().toBuffer();
    expect(await refusal(upload(small, { folder: 'works', name: 'small' }))).toEqual({
      file: ['This picture is 800 × 450 pixels; it must be at least 1200 × 630 for the share image.'],
    });
    const narrow = await gradient(300, 100).png().toBuffer();
    expect(await refusal(upload(narrow, { folder: 'logos', name: 'tiny' }, 'image/png'))).toEqual({
      file: [
        'This logo is 300 × 100 pixels; it must be at least 384 pixels wide or 160 pixels high to stay sharp where the site shows it.',
      ],
    });
  });

  it('refuses an unknown folder, a name with no letters and a focal point off the picture', async () => {
    const jpeg = await gradient(1200, 630).jpeg().toBuffer();
    const folder = await refusal(upload(jpeg, { folder: 'secrets' as 'people', name: 'x' }));
    expect(folder['folder']?.[0]).toMatch(/^Choose one of 'people', 'works',/);
    expect(Object.keys(await refusal(upload(jpeg, { folder: 'people', name: '--' })))).toEqual(['name']);
    expect(await refusal(upload(jpeg, { folder: 'people', name: 'x', focus_x: 1.5 }))).toEqual({
      focus_x: ["The focal point's x is at most 1 (the right edge)."],
    });
  });

  it('refuses a file larger than the limit with 413, at the file', async () => {
    const answer = await refusal(
      upload(Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1), { folder: 'people', name: 'huge' }),
      413,
    );
    expect(answer['file']?.[0]).toMatch(/^This file is 25.1 MB, larger than the 25 MB the studio takes\./);
    const files = await readdir(join(mediaRoot, 'images', 'people'));
    expect(files.some((name) => name.startsWith('huge'))).toBe(false);
  });

  it('writes nothing for a refused upload, nor in the audit log', async () => {
    const before = await readdir(join(mediaRoot, 'images', 'works'));
    const logged = await auditEntries(server, admin, { entity_type: 'image' });
    const small = await upload(await gradient(800, 450).jpeg().toBuffer(), { folder: 'works', name: 'refused' });
    const text = await upload(Buffer.from('Notes\n'), { folder: 'works', name: 'notes', file_name: 'notes.txt' });
    expect([small.status, text.status]).toEqual([400, 400]);
    expect(await readdir(join(mediaRoot, 'images', 'works'))).toEqual(before);
    expect(await auditEntries(server, admin, { entity_type: 'image' })).toEqual(logged);
  });

  it('logs each upload: who, when, the stored picture, the file sent, its type, size and focal point', async () => {
    // A day of its own, long before the other uploads of this file.
    const now = server.clock.now();
    const day = new Date(now.getTime() - 400 * 24 * 3600_000).toISOString().slice(0, 10);
    server.clock.set(`${day}T15:00:00Z`);
    const png = await gradient(1600, 1000).png().toBuffer();
    const query = { folder: 'people', name: 'Clara Okafor', focus_x: 0.25, focus_y: 0.4 } as const;
    const answer = await stored(png, { ...query, file_name: '  Clara at the piano.png ' }, 'image/png');
    const entries = await auditEntries(server, admin, { entity_type: 'image', record_id: answer.src });
    expect(entries).toEqual([
      {
        id: expect.any(Number) as number,
        at: `${day}T15:00:00.000Z`,
        staff_id: editor.staff.id,
        staff_name: editor.staff.name,
        action: 'upload',
        entity_type: 'image',
        record_id: answer.src,
        changes: {
          bytes: { before: null, after: png.length },
          file_name: { before: null, after: 'Clara at the piano.png' },
          focus: { before: null, after: { x: 0.25, y: 0.4 } },
          folder: { before: null, after: 'people' },
          size: { before: null, after: '1600 × 1000' },
          type: { before: null, after: 'image/png' },
        },
      },
    ]);
    // The filters find it: by person, by its day, by its record alone.
    const id = entries[0]?.id;
    const byEditor = await auditEntries(server, admin, { staff_id: editor.staff.id });
    expect(byEditor.map((entry) => entry.id)).toContain(id);
    const onItsDay = await auditEntries(server, admin, { from: day, to: day });
    expect(onItsDay.map((entry) => entry.id)).toEqual([id]);
    server.clock.set(now);
    expect(await auditEntries(server, admin, { record_id: answer.src })).toHaveLength(1);
    expect(await auditEntries(server, admin, { staff_id: admin.staff.id, entity_type: 'image' })).toEqual([]);
    // Without a file name (an upload from elsewhere than the studio's form), the rest is logged.
    const again = await stored(png, { folder: 'people', name: 'Unnamed' }, 'image/png');
    const [unnamed] = await auditEntries(server, admin, { record_id: again.src });
    expect(Object.keys(unnamed?.changes ?? {})).toEqual(['bytes', 'focus', 'folder', 'size', 'type']);
  });
});
