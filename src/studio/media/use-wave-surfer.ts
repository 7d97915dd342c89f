import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';
import { MasterWaveformSchema, STUDIO_PATHS, type MasterWaveform } from '#lib/studio/contract.ts';
import { request } from '../session/studio-session.ts';

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
 * Where each master's waveform stood when it was last taken down, in seconds: saving a form draws it anew (the
 * form shows what was saved), and staff marking movements go on from where they were, not from the start.
 */
const lastPositions = new Map<number, number>();

/** A master's waveform as the studio plays it: where to draw it, the player once drawn, and its clock. */
export interface WaveSurferState {
  container: React.RefObject<HTMLDivElement | null>;
  surfer: WaveSurfer | null;
  waveform: MasterWaveform | undefined;
  error: unknown;
  playing: boolean;
  /** The position, in seconds. */
  seconds: number;
}

/**
 * Draws a master's waveform (wavesurfer.js) at once from the peaks its job made on the server, and streams
 * its broadband rendition under it through the signed link the same answer gives; seeking by a click, or a
 * drag unless `dragToSeek` is false (a drag that draws a region instead). Drawn again (a form saved), it
 * opens where it stood.
 */
export function useWaveSurfer(masterId: number, { dragToSeek = true }: { dragToSeek?: boolean } = {}): WaveSurferState {
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
      dragToSeek,
    });
    adoptShadowStyles(created);
    created.on('timeupdate', setSeconds);
    const resumeAt = lastPositions.get(masterId) ?? 0;
    // Once loaded: setting the audio's source forgets a time set before it.
    if (resumeAt > 0) created.once('ready', () => created.setTime(resumeAt));
    created.on('play', () => setPlaying(true));
    created.on('pause', () => setPlaying(false));
    setSurfer(created);
    return () => {
      lastPositions.set(masterId, created.getCurrentTime());
      created.destroy();
      setSurfer(null);
    };
  }, [data, masterId, dragToSeek]);
  return { container, surfer, waveform: data, error: waveform.error, playing, seconds };
}
