import { CutPart } from './CutPart.tsx';
import { useWaveSurfer } from './use-wave-surfer.ts';
import { WaveformPlayer } from './WaveformPlayer.tsx';

/**
 * A master's waveform on the Media screen, to see and hear what was made, and to cut parts of it where it
 * can be cut (a master, not a part, whose file is kept). Loaded with the first waveform opened, so the
 * screen does not carry wavesurfer.js until then.
 */
export default function MasterWaveform({
  masterId,
  filename,
  cuttable,
}: {
  masterId: number;
  filename: string;
  cuttable: boolean;
}) {
  const state = useWaveSurfer(masterId);
  return (
    <>
      <WaveformPlayer state={state} label={`Waveform of “${filename}”`} />
      {cuttable && state.waveform && <CutPart masterId={masterId} seconds={state.seconds} />}
    </>
  );
}
