/**
 * The times staff type and read when they cut a master into parts: 'm:ss.t' or 'h:mm:ss.t', to a tenth of
 * a second (a cut between the last chord and the applause needs no finer, and a person reads no finer).
 */

const TIME = /^(?:(\d+):)?(?:(\d+):)?(\d+(?:\.\d+)?)$/;

/** A typed time in milliseconds ('12:40', '1:02:03.5', '95', '0:05.25'); null for anything else. */
export function parseCutTime(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const [, first, second, last] = match;
  const hours = second === undefined ? 0 : Number(first);
  const minutes = second === undefined ? Number(first ?? 0) : Number(second);
  const seconds = Number(last);
  if ((first !== undefined && seconds >= 60) || (second !== undefined && minutes >= 60)) return null;
  return Math.round((hours * 3600 + minutes * 60 + seconds) * 1000);
}

/** A time to a tenth of a second, as the cut form shows it: 65 432 ms → '1:05.4', 3 723 000 ms → '1:02:03.0'. */
export function formatCutTime(ms: number): string {
  const tenths = Math.round(Math.max(0, ms) / 100);
  const totalSeconds = Math.floor(tenths / 10);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = `${String(totalSeconds % 60).padStart(2, '0')}.${tenths % 10}`;
  return hours === 0 ? `${minutes}:${seconds}` : `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`;
}
