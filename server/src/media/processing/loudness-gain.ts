import type { Loudness } from './ebur128-summary.ts';

/**
 * The integrated loudness the renditions aim at, LUFS. Louder than EBU R128's −23 (made for broadcast
 * with a limiter behind it) so a concert sits near the other music a listener plays, and quieter than
 * the −14 of pop services, which a classical master reaches only by limiting its climaxes: at −18 a master
 * with the usual peaks gets there by a constant gain alone.
 */
export const TARGET_LUFS = -18;

/**
 * The highest true peak a rendition may have, dBTP: the ceiling EBU R128 and the AES streaming
 * recommendation give for a lossy copy, whose decoder can overshoot the peaks of its source.
 */
export const TRUE_PEAK_CEILING_DBTP = -1;

/**
 * How far below the ceiling the gain aims the source's peaks: AAC adds ringing around a transient, so a
 * copy encoded exactly at the ceiling measures above it. A rendition that still measures above it is
 * made again with its gain lowered by the excess.
 */
export const ENCODER_HEADROOM_DB = 0.5;

/**
 * The one constant gain, dB, that brings `measured` to `targetLufs` without its true peak passing
 * `ceilingDbtp`: the music's own dynamics are kept, and a master too peaky for the target stays quieter
 * than it rather than being limited. Silence (no integrated loudness) gets no gain.
 */
export function constantGainDb(measured: Loudness, targetLufs: number, ceilingDbtp: number): number {
  if (measured.integratedLufs <= -70) return 0;
  const toTarget = targetLufs - measured.integratedLufs;
  const toCeiling = Number.isFinite(measured.truePeakDbtp) ? ceilingDbtp - measured.truePeakDbtp : toTarget;
  return Math.round(Math.min(toTarget, toCeiling) * 100) / 100;
}
