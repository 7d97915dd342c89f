/** Where ffmpeg and ffprobe are: Debian's by default. */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
}

/**
 * The tools named by `FFMPEG` and `FFPROBE`, else `/usr/bin/ffmpeg` and `/usr/bin/ffprobe`. Read here
 * rather than in the server's configuration because the processing library runs in jobs and scripts that
 * need no other setting; like `configFrom`, it takes the environment as an argument.
 */
export function mediaToolsFrom(env: Readonly<Record<string, string | undefined>> = process.env): MediaTools {
  return { ffmpeg: env['FFMPEG'] ?? '/usr/bin/ffmpeg', ffprobe: env['FFPROBE'] ?? '/usr/bin/ffprobe' };
}
