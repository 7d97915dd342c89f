import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';
import { MasterWaveformSchema, STUDIO_PATHS } from '#lib/studio/contract.ts';
import { formatClockDuration } from '#lib/time/durations.ts';
import { request } from '../session/studio-session.ts';
import { Alert } from '../ui/Alert.tsx';
import { messageOf } from '../ui/refusal.ts';
import media from './Media.module.css';

// The hall's colours: the music in warm grey, what has played in the curtain's red.
const WAVE_COLOUR = '#b3a393';
const PLAYED_COLOUR = '#6d1a2b';

/**
 * wavesurfer.js writes its layout as a <style> in its shadow root, which the studio's Content-Security-Policy
 * (no 'unsafe-inline' for styles) refuses; the same rules adopted as a constructed stylesheet are CSSOM,
 * which the policy does not govern. Copied from what it wrote, so a newer version's rules come along.
 */
function adoptShadowStyles(surfer: WaveSurfer): void {
  const root = surfer.getWrapper().getRootNode();
  if (!(root instanceof ShadowRoot)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync([...root.querySelectorAll('style')].map((style) => style.textContent).join('\n'));
  root.adoptedStyleSheets = [sheet];
}

/**
 * A master's waveform (wavesurfer.js), drawn at once from the peaks its job made on the server, and its
 * broadband rendition streamed under it: Play, Pause, and a click or drag on the waveform to seek. Loaded
 * with the first waveform opened, so the Media screen does not carry wavesurfer.js until then.
 */
export default function MasterWaveform({ masterId, filename }: { masterId: number; filename: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [surfer, setSurfer] = useState<WaveSurfer | null>(null);
  const [playing, setPlaying] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const waveform = useQuery({
    queryKey: ['studio', 'masters', masterId, 'waveform'],
    queryFn: ({ signal }) => request(STUDIO_PATHS.masterWaveform(masterId), MasterWaveformSchema, { signal }),
    // The audio link is signed for a while: a waveform opened again later asks for a fresh one.
    staleTime: 5 * 60_000,
  });
  const data = waveform.data;
  useEffect(() => {
    if (!data || !container.current) return;
    const created = WaveSurfer.create({
      container: container.current,
      url: data.audio,
      peaks: [data.peaks],
      duration: data.duration_ms / 1000,
      height: 96,
      waveColor: WAVE_COLOUR,
      progressColor: PLAYED_COLOUR,
      cursorColor: '#1f1a17',
      normalize: true,
      dragToSeek: true,
    });
    adoptShadowStyles(created);
    created.on('timeupdate', setSeconds);
    created.on('play', () => setPlaying(true));
    created.on('pause', () => setPlaying(false));
    setSurfer(created);
    return () => {
      created.destroy();
      setSurfer(null);
    };
  }, [data]);
  const total = data ? data.duration_ms : 0;
  return (
    <div className={media.waveform}>
      {waveform.error && <Alert message={messageOf(waveform.error)} />}
      <div ref={container} role="img" aria-label={`Waveform of “${filename}”`} aria-busy={!data} />
      <p className={media.actions}>
        <button
          type="button"
          className="button"
          disabled={!surfer}
          aria-pressed={playing}
          onClick={() => void surfer?.playPause()}
        >
          {playing ? 'Pause' : 'Play'}
        </button>
        <span className={media.clock} aria-label="Position">
          {formatClockDuration(Math.min(seconds * 1000, total))} / {formatClockDuration(total)}
        </span>
      </p>
    </div>
  );
}
