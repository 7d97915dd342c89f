/** ffprobe's `format_name` of each container taken; MP4, MOV and M4A share one demuxer. */
export const TAKEN_CONTAINERS: ReadonlySet<string> = new Set([
  'wav',
  'flac',
  'aiff',
  'mp3',
  'mov,mp4,m4a,3gp,3g2,mj2',
  'matroska,webm',
]);

/** Audio codecs the renditions are made from: uncompressed PCM of any depth, lossless, and the two lossy ones. */
export function isTakenAudioCodec(codec: string): boolean {
  return /^pcm_(s16|s24|s32|f32|f64)(le|be)$/.test(codec) || ['flac', 'alac', 'mp3', 'aac'].includes(codec);
}

/** Video codecs of cameras and editing suites that the ladder is made from. */
export const TAKEN_VIDEO_CODECS: ReadonlySet<string> = new Set([
  'h264',
  'hevc',
  'prores',
  'dnxhd',
  'mpeg2video',
  'vp9',
  'av1',
]);

/** What a container the studio does not take is, in a media person's words, by ffprobe's name for it. */
export const OTHER_CONTAINERS: Readonly<Record<string, string>> = {
  ogg: 'an Ogg file',
  avi: 'an AVI video',
  asf: 'a Windows Media file',
  mpegts: 'an MPEG transport stream',
  mpeg: 'an MPEG program stream (a DVD file)',
  flv: 'a Flash video',
  aac: 'a raw AAC stream',
  ac3: 'a Dolby Digital stream',
  w64: 'a Sony Wave64 file',
};

/** What a file that is not audio or video is, by ffprobe's name for the demuxer that read it. */
export const PICTURE_CONTAINERS: Readonly<Record<string, string>> = {
  png_pipe: 'a PNG picture',
  jpeg_pipe: 'a JPEG picture',
  webp_pipe: 'a WebP picture',
  gif: 'a GIF picture',
  tiff_pipe: 'a TIFF picture',
  bmp_pipe: 'a BMP picture',
  image2: 'a picture',
  svg_pipe: 'an SVG drawing',
};
