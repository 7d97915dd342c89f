import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { partRegionsOf, spanTexts, typedSpan } from '#lib/studio/part-regions.ts';
import { formatClockDuration } from '#lib/time/durations.ts';
import { CutPart, type CutTimes } from './CutPart.tsx';
import { MASTERS_QUERY, readMasters } from './masters-query.ts';
import { usePartRegions } from './use-part-regions.ts';
import { useWaveSurfer } from './use-wave-surfer.ts';
import { WaveformPlayer } from './WaveformPlayer.tsx';

/**
 * A master's waveform on the Media screen, to see and hear what was made, and to cut parts of it where it
 * can be cut (a master, not a part, whose file is kept): the parts cut so far are drawn on it under their
 * names, and a part is marked by dragging across it or typing its times in the form beneath, each following
 * the other. Loaded with the first waveform opened, so the screen does not carry wavesurfer.js until then.
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
  // A drag that marks a part would also seek: where a part can be cut, a click seeks and a drag marks.
  const state = useWaveSurfer(masterId, { dragToSeek: !cuttable });
  const [times, setTimes] = useState<CutTimes>({ start: '', end: '' });
  const masters = useQuery({ queryKey: MASTERS_QUERY, queryFn: readMasters, enabled: cuttable });
  const parts = cuttable ? partRegionsOf(masters.data?.results ?? [], masterId) : [];
  const durationMs = state.waveform?.duration_ms ?? 0;
  usePartRegions(cuttable ? state.surfer : null, {
    parts,
    cut: typedSpan(times.start, times.end, durationMs),
    onCut: (span) => setTimes(spanTexts(span, durationMs)),
  });
  const partWords = parts.map(
    (part) => `“${part.label}” ${formatClockDuration(part.start * 1000)} to ${formatClockDuration(part.end * 1000)}`,
  );
  const label = `Waveform of “${filename}”${partWords.length > 0 ? `, its parts ${partWords.join(', ')}` : ''}`;
  return (
    <>
      <WaveformPlayer state={state} label={label} />
      {cuttable && state.waveform && (
        <CutPart masterId={masterId} seconds={state.seconds} times={times} onTimes={setTimes} />
      )}
    </>
  );
}
