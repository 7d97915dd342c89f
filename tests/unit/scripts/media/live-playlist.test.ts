import { describe, expect, it } from 'vitest';
import { loopedPlaylist, playlistSegments } from '../../../../scripts/media/live-files.ts';

const VOD = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-TARGETDURATION:4
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-MAP:URI="init.mp4"
#EXTINF:4.000000,
segment-000.m4s
#EXTINF:3.500000,
segment-001.m4s
#EXT-X-ENDLIST
`;

describe('the live loop playlist', () => {
  it('reads the segments of a playlist', () => {
    expect(playlistSegments(VOD)).toEqual([
      { seconds: 4, uri: 'segment-000.m4s' },
      { seconds: 3.5, uri: 'segment-001.m4s' },
    ]);
  });

  it('repeats the segments, each pass after the first opened by a discontinuity and the init section', () => {
    const looped = loopedPlaylist(VOD, 3);
    expect(playlistSegments(looped).map((s) => s.uri)).toEqual(
      Array.from({ length: 3 }, () => ['segment-000.m4s', 'segment-001.m4s']).flat(),
    );
    expect(looped.match(/#EXT-X-DISCONTINUITY\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF/g)?.length).toBe(2);
    expect(looped.match(/#EXT-X-MAP/g)?.length).toBe(3);
    expect(looped.match(/#EXT-X-ENDLIST/g)?.length).toBe(1);
    expect(looped.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(looped.startsWith('#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:4\n')).toBe(true);
  });

  it('refuses a playlist without segments', () => {
    expect(() => loopedPlaylist('#EXTM3U\n#EXT-X-ENDLIST\n', 2)).toThrow('no segments');
  });
});
