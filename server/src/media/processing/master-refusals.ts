import { formatLength, MASTER_FORMATS } from '#lib/studio/masters.ts';

/**
 * Why an uploaded master cannot be made into recordings, in a sentence the orchestra's media person reads
 * beside the upload: which file, what is wrong with it, and what to upload instead.
 */
export class MasterRefusal extends Error {
  override name = 'MasterRefusal';
}

const TAKEN = `${MASTER_FORMATS.audio.join(', ')} for sound, or ${MASTER_FORMATS.video.join(', ')} for video`;

/** Every sentence of the master's probe, in one place. */
export const MASTER_REFUSALS = {
  empty: (name: string) => `“${name}” is empty (0 bytes): nothing arrived. Upload the file again.`,
  notMedia: (name: string, what: string) =>
    `“${name}” is ${what}, not a sound or video recording, whatever its name says. Upload the concert's ` +
    `recording as ${TAKEN}.`,
  unreadable: (name: string) =>
    `“${name}” could not be read as sound or video: it may be damaged, or cut short while it was copied or ` +
    'uploaded. Upload it again from the original.',
  otherContainer: (name: string, what: string) =>
    `“${name}” is ${what}, which the studio does not take. Export the recording as ${TAKEN} and upload that.`,
  noAudio: (name: string) =>
    `“${name}” has pictures but no sound. Export the video again with its audio track and upload that.`,
  audioCodec: (name: string, codec: string) =>
    `The sound in “${name}” is coded as ${codec}, which the studio cannot convert. Export it as WAV or ` +
    'FLAC (or AAC or MP3 if there is no other copy) and upload that.',
  videoCodec: (name: string, codec: string) =>
    `The picture in “${name}” is coded as ${codec}, which the studio cannot convert. Export it as ` +
    'H.264 or HEVC in an MP4 or MOV file and upload that.',
  truncated: (name: string, declaredMs: number) =>
    `“${name}” stops early: it says it is ${formatLength(declaredMs)} long, but its end is missing or ` +
    'damaged. It was probably cut short while it was copied or uploaded; upload it again from the original.',
} as const;
