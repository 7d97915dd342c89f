import { useWaveSurfer } from './use-wave-surfer.ts';
import { WaveformPlayer } from './WaveformPlayer.tsx';

/**
 * A master's waveform on the Media screen, to see and hear what was made. Loaded with the first waveform
 * opened, so the screen does not carry wavesurfer.js until then.
 */
export default function MasterWaveform({ masterId, filename }: { masterId: number; filename: string }) {
  return <WaveformPlayer state={useWaveSurfer(masterId)} label={`Waveform of “${filename}”`} />;
}
