/**
 * Marking a recording's movements on its waveform: where each begins, in seconds from the start of the
 * media, as the catalogue keeps them (`movement_cuepoints`, docs/catalogue-format.md "Cue points"). The
 * rules every change keeps: the first movement starts at 0, each later one after the one before it, all
 * within the recording, at a tenth of a second.
 */

/** One movement: its title and where it starts, in seconds. */
export interface MovementMark {
  title: string;
  start: number;
}

/** How close two movements may start: a second, so no marker hides another. */
export const MIN_GAP_SECONDS = 1;

const tenth = (seconds: number) => Math.round(seconds * 10) / 10;

/** The marks a recording's field holds, leaving out what is not a mark. */
export function marksOf(value: unknown): MovementMark[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { title, start } = item as Record<string, unknown>;
    return typeof title === 'string' && typeof start === 'number' && Number.isFinite(start) ? [{ title, start }] : [];
  });
}

/** The title a new movement gets until staff type its own. */
export const defaultTitle = (index: number) => `Movement ${index + 1}`;

/**
 * The marks with a movement starting at `seconds`: the first mark always starts at 0 (a first mark placed
 * later also marks the start), and a mark closer than MIN_GAP_SECONDS to another, or at the recording's end
 * or past it, is not added.
 */
export function addMark(marks: readonly MovementMark[], seconds: number, durationSeconds: number): MovementMark[] {
  const at = tenth(Math.min(Math.max(seconds, 0), durationSeconds));
  if (marks.length === 0)
    return at < MIN_GAP_SECONDS || at >= durationSeconds
      ? [{ title: defaultTitle(0), start: 0 }]
      : [
          { title: defaultTitle(0), start: 0 },
          { title: defaultTitle(1), start: at },
        ];
  if (at >= durationSeconds || marks.some((mark) => Math.abs(mark.start - at) < MIN_GAP_SECONDS)) return [...marks];
  const index = marks.findIndex((mark) => mark.start > at);
  const place = index === -1 ? marks.length : index;
  return [...marks.slice(0, place), { title: defaultTitle(place), start: at }, ...marks.slice(place)];
}

/** The marks with one moved to `seconds`, held between its neighbours; the first stays at 0. */
export function moveMark(
  marks: readonly MovementMark[],
  index: number,
  seconds: number,
  durationSeconds: number,
): MovementMark[] {
  if (index <= 0 || index >= marks.length) return [...marks];
  const after = (marks[index - 1]?.start ?? 0) + MIN_GAP_SECONDS;
  const before = (marks[index + 1]?.start ?? durationSeconds) - MIN_GAP_SECONDS;
  if (before < after) return [...marks];
  const start = tenth(Math.min(Math.max(seconds, after), before));
  return marks.map((mark, at) => (at === index ? { ...mark, start } : mark));
}

/** The marks without one; when the first goes, the next starts at 0 in its place. */
export function removeMark(marks: readonly MovementMark[], index: number): MovementMark[] {
  const kept = marks.filter((_, at) => at !== index);
  const [first, ...rest] = kept;
  return first === undefined ? [] : [{ ...first, start: 0 }, ...rest];
}

/** The marks with one retitled. */
export function retitleMark(marks: readonly MovementMark[], index: number, title: string): MovementMark[] {
  return marks.map((mark, at) => (at === index ? { ...mark, title } : mark));
}
