import { useEffect, useId, useRef } from 'react';
import RegionsPlugin from 'wavesurfer.js/dist/plugins/regions.esm.js';
import { addMark, marksOf, moveMark, removeMark, retitleMark, type MovementMark } from '#lib/studio/movement-marks.ts';
import { formatClockDuration } from '#lib/time/durations.ts';
import styles from '../ui/Studio.module.css';
import media from './Media.module.css';
import { useWaveSurfer } from './use-wave-surfer.ts';
import { WaveformPlayer } from './WaveformPlayer.tsx';

/** The markers' colour: the hall's brass. */
const MARK_COLOUR = 'rgb(164 121 59 / 90%)';

const clock = (seconds: number) => formatClockDuration(Math.round(seconds * 1000));

export interface MovementMarksProps {
  masterId: number;
  /** The recording's `movement_cuepoints`, as the form holds it. */
  value: unknown;
  onChange: (marks: MovementMark[]) => void;
}

/**
 * A recording's movements marked on its master's waveform: a marker where each begins, dragged to move it
 * (the first stays at the start); "Add a movement at 4:12" marks the playhead; each movement's title typed
 * in the list beneath, with its start, a button to move it to the playhead and one to remove it. What the
 * form holds changes at once and is saved with the form (src/lib/studio/movement-marks.ts keeps the rules).
 */
export default function MovementMarks({ masterId, value, onChange }: MovementMarksProps) {
  const id = useId();
  const state = useWaveSurfer(masterId);
  const { surfer, seconds } = state;
  const marks = marksOf(value);
  const duration = (state.waveform?.duration_ms ?? 0) / 1000;
  // The regions' events call back long after this render: they read the newest marks from here.
  const latest = useRef({ marks, onChange, duration });
  useEffect(() => {
    latest.current = { marks, onChange, duration };
  });
  const regions = useRef<ReturnType<typeof RegionsPlugin.create> | null>(null);
  useEffect(() => {
    if (!surfer) return;
    const plugin = surfer.registerPlugin(RegionsPlugin.create());
    regions.current = plugin;
    plugin.on('region-updated', (region) => {
      const now = latest.current;
      now.onChange(moveMark(now.marks, Number(region.id), region.start, now.duration));
    });
    return () => {
      regions.current = null;
      plugin.destroy();
    };
  }, [surfer]);
  const drawn = JSON.stringify(marks);
  useEffect(() => {
    const plugin = regions.current;
    if (!plugin) return;
    plugin.clearRegions();
    (JSON.parse(drawn) as MovementMark[]).forEach((mark, index) =>
      plugin.addRegion({
        id: String(index),
        start: mark.start,
        content: mark.title,
        color: MARK_COLOUR,
        drag: index > 0,
      }),
    );
  }, [drawn, surfer]);
  return (
    <div className={media.marks}>
      <WaveformPlayer state={state} label="Waveform of the recording">
        <button
          type="button"
          className="button button--quiet"
          disabled={!surfer}
          onClick={() => onChange(addMark(marks, seconds, duration))}
        >
          Add a movement at {clock(seconds)}
        </button>
      </WaveformPlayer>
      {marks.length === 0 ? (
        <p className={styles.hint}>No movements are marked: a single-movement work needs none.</p>
      ) : (
        <ol className={media.markList} aria-label="Movements">
          {marks.map((mark, index) => (
            <li key={index}>
              <label htmlFor={`${id}-${index}`} className="visually-hidden">
                Title of movement {index + 1}
              </label>
              <input
                id={`${id}-${index}`}
                type="text"
                value={mark.title}
                onChange={(event) => onChange(retitleMark(marks, index, event.target.value))}
              />
              <span className={media.clock}>from {clock(mark.start)}</span>
              {index > 0 && (
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => onChange(moveMark(marks, index, seconds, duration))}
                >
                  Move to {clock(seconds)}
                  <span className="visually-hidden"> (movement {index + 1})</span>
                </button>
              )}
              <button type="button" className="button button--quiet" onClick={() => onChange(removeMark(marks, index))}>
                Remove<span className="visually-hidden"> movement {index + 1}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
