import { describe, expect, it } from 'vitest';
import { playlistDurations } from '../../../src/lib/plays/hls-durations.ts';

describe('playlistDurations', () => {
  it("gives each segment its #EXTINF length, and skips the other tags' URIs", () => {
    const playlist = [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:6',
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXTINF:6.000000,',
      'segment-000.m4s',
      '#EXTINF:2.5,',
      '#EXT-X-DISCONTINUITY',
      'segment-001.m4s',
      '#EXT-X-ENDLIST',
    ].join('\r\n');
    expect(playlistDurations(playlist)).toEqual({
      segments: new Map([
        ['segment-000.m4s', 6000],
        ['segment-001.m4s', 2500],
      ]),
      variants: [],
    });
  });

  it('names the playlists of a multivariant playlist', () => {
    const playlist =
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\n360p.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=2800000\n720p.m3u8\n';
    expect(playlistDurations(playlist).variants).toEqual(['360p.m3u8', '720p.m3u8']);
  });
});
