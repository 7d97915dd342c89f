import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MASTER_FORMATS, MAX_MASTER_BYTES } from '../../../../../src/lib/studio/masters.ts';
import { MASTER_REFUSALS, MasterRefusal } from '../../../../../server/src/media/processing/master-refusals.ts';
import { probeMaster } from '../../../../../server/src/media/processing/probe-master.ts';
import { makeMedia, useMediaFolder, pictureInput, sineInput } from '../../../../support/media-fixtures.ts';

const folder = useMediaFolder();

/** The refusal probing `file` raises. */
async function refusalOf(file: string): Promise<string> {
  const error: unknown = await probeMaster(file).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(MasterRefusal);
  return (error as MasterRefusal).message;
}

describe('the masters taken', () => {
  it('are sound in WAV, FLAC, AIFF, MP3 or M4A and video in MP4, MOV or MKV, of up to 50 GB', () => {
    expect(MASTER_FORMATS).toEqual({ audio: ['WAV', 'FLAC', 'AIFF', 'MP3', 'M4A'], video: ['MP4', 'MOV', 'MKV'] });
    expect(MAX_MASTER_BYTES).toBe(50 * 1024 ** 3);
  });
});

describe('probing a master', () => {
  it('reads a 24-bit WAV: its kind, duration and sound', async () => {
    const file = await makeMedia(folder(), 'concert.wav', [...sineInput(4), '-c:a', 'pcm_s24le']);
    expect(await probeMaster(file)).toEqual({
      kind: 'audio',
      durationMs: 4000,
      audio: { codec: 'pcm_s24le', sampleRate: 48_000, channels: 2, bitDepth: 24 },
    });
  });

  it.each([
    ['concert.flac', ['-c:a', 'flac', '-sample_fmt', 's16'], 'flac'],
    ['concert.aiff', ['-c:a', 'pcm_s16be'], 'pcm_s16be'],
    ['concert.mp3', ['-c:a', 'libmp3lame', '-b:a', '192k'], 'mp3'],
    ['concert.m4a', ['-c:a', 'aac', '-b:a', '128k'], 'aac'],
  ])('reads %s as audio', async (name, codec, expected) => {
    const facts = await probeMaster(await makeMedia(folder(), name, [...sineInput(3), ...codec]));
    expect(facts.kind).toBe('audio');
    expect(facts.audio.codec).toBe(expected);
    expect(Math.abs(facts.durationMs - 3000)).toBeLessThan(100);
    expect(facts.video).toBeUndefined();
  });

  it.each(['mp4', 'mov', 'mkv'])('reads a camera’s .%s as video', async (extension) => {
    const file = await makeMedia(folder(), `camera.${extension}`, [
      ...pictureInput(3, 320, 180),
      ...sineInput(3),
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'],
    ]);
    const facts = await probeMaster(file);
    expect(facts.kind).toBe('video');
    expect(facts.video).toEqual({ codec: 'h264', width: 320, height: 180, fps: 25 });
    expect(facts.audio).toMatchObject({ codec: 'aac', sampleRate: 48_000, channels: 2 });
  });

  it('refuses an empty file', async () => {
    const file = join(folder(), 'empty.wav');
    await writeFile(file, '');
    expect(await refusalOf(file)).toBe(MASTER_REFUSALS.empty('empty.wav'));
  });

  it('refuses a picture renamed .wav, saying what it is', async () => {
    const png = await makeMedia(folder(), 'still.png', [...pictureInput(1, 64, 64), '-frames:v', '1']);
    await copyFile(png, join(folder(), 'renamed.wav'));
    expect(await refusalOf(join(folder(), 'renamed.wav'))).toBe(
      MASTER_REFUSALS.notMedia('renamed.wav', 'a PNG picture'),
    );
  });

  it('refuses a video without sound', async () => {
    const file = await makeMedia(folder(), 'silent.mp4', [...pictureInput(2, 320, 180), '-c:v', 'libx264']);
    expect(await refusalOf(file)).toBe(MASTER_REFUSALS.noAudio('silent.mp4'));
  });

  it('refuses a WAV cut in half, saying how long it should be', async () => {
    const whole = await readFile(await makeMedia(folder(), 'whole.wav', [...sineInput(6), '-c:a', 'pcm_s24le']));
    await writeFile(join(folder(), 'cut.wav'), whole.subarray(0, whole.length / 2));
    const message = await refusalOf(join(folder(), 'cut.wav'));
    expect(message).toMatch(/^“cut\.wav” stops early: it says it is 6 s long/);
  });

  it('refuses a FLAC and an MP4 cut short, by decoding their ends', async () => {
    const flac = await readFile(await makeMedia(folder(), 'whole.flac', [...sineInput(10), '-c:a', 'flac']));
    await writeFile(join(folder(), 'cut.flac'), flac.subarray(0, flac.length / 2));
    expect(await refusalOf(join(folder(), 'cut.flac'))).toBe(MASTER_REFUSALS.truncated('cut.flac', 10_000));
    const mp4 = await readFile(
      await makeMedia(folder(), 'whole.mp4', [
        ...pictureInput(10, 320, 180),
        ...sineInput(10),
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-movflags', '+faststart', '-shortest'],
      ]),
    );
    await writeFile(join(folder(), 'cut.mp4'), mp4.subarray(0, mp4.length / 2));
    expect(await refusalOf(join(folder(), 'cut.mp4'))).toBe(MASTER_REFUSALS.truncated('cut.mp4', 10_000));
  });

  it('refuses sound coded for telephones, naming the codec', async () => {
    const file = await makeMedia(folder(), 'phone.wav', [...sineInput(2), '-c:a', 'pcm_alaw']);
    expect(await refusalOf(file)).toBe(MASTER_REFUSALS.audioCodec('phone.wav', 'PCM A-law / G.711 A-law'));
  });

  it('refuses a container the studio does not take', async () => {
    const file = await makeMedia(folder(), 'concert.ogg', [...sineInput(2), '-c:a', 'flac']);
    expect(await refusalOf(file)).toBe(MASTER_REFUSALS.otherContainer('concert.ogg', 'an Ogg file'));
  });
});
