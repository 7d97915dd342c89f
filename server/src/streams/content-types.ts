/**
 * The media types the media route serves, by extension. Anything else is not served at all,
 * so a stray HTML or SVG file in the media folder can never run as a page on the API's origin.
 */
const TYPES: Readonly<Record<string, string>> = {
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  m4s: 'video/mp4',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  aac: 'audio/aac',
  mp3: 'audio/mpeg',
  webm: 'video/webm',
  vtt: 'text/vtt; charset=utf-8',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  json: 'application/json; charset=utf-8',
};

/** The Content-Type of a media file name, or undefined when the media route does not serve it. */
export function mediaContentType(file: string): string | undefined {
  const dot = file.lastIndexOf('.');
  return dot < 0 ? undefined : TYPES[file.slice(dot + 1).toLowerCase()];
}
