import { formatCutTime, parseCutTime } from './cut-times.ts';
import { MIN_PART_MS, type Master } from './masters.ts';

/** A stretch of a master's waveform, in seconds from its start, as wavesurfer.js draws a region. */
export interface WaveSpan {
  start: number;
  end: number;
}

/** A part already cut from a master, drawn on the master's waveform under its name. */
export interface PartRegion extends WaveSpan {
  id: number;
  label: string;
}

/** The parts cut from a master, as regions on its waveform, in the order they play. */
export function partRegionsOf(masters: readonly Master[], masterId: number): PartRegion[] {
  return masters
    .flatMap((master) =>
      master.part_of?.id === masterId
        ? [
            {
              id: master.id,
              label: master.filename,
              start: master.part_of.start_ms / 1000,
              end: master.part_of.end_ms / 1000,
            },
          ]
        : [],
    )
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * The cut the form's times describe, to draw on the waveform: null until both are times, the end at least
 * MIN_PART_MS after the start and not past the master's end (the form says what is wrong when it is sent).
 */
export function typedSpan(start: string, end: string, durationMs: number): WaveSpan | null {
  const startMs = parseCutTime(start);
  const endMs = parseCutTime(end);
  if (startMs === null || endMs === null || endMs - startMs < MIN_PART_MS || endMs > durationMs) return null;
  return { start: startMs / 1000, end: endMs / 1000 };
}

/**
 * The form's times of a cut dragged on the waveform, to the tenth of a second the form reads: the start
 * rounded, the end rounded but never past the master's end (a tenth rounded up would be refused).
 */
export function spanTexts(span: WaveSpan, durationMs: number): { start: string; end: string } {
  const lastTenth = Math.floor(durationMs / 100) * 100;
  const at = (seconds: number) => Math.min(lastTenth, Math.max(0, Math.round(seconds * 10) * 100));
  return { start: formatCutTime(at(span.start)), end: formatCutTime(at(span.end)) };
}
