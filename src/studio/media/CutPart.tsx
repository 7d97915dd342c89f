import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import { MasterSchema, STUDIO_PATHS, type Master } from '#lib/studio/contract.ts';
import { formatCutTime, parseCutTime } from '#lib/studio/cut-times.ts';
import { StudioRequestError } from '#lib/studio/studio-request.ts';
import { request } from '../session/studio-session.ts';
import { Alert } from '../ui/Alert.tsx';
import { Field } from '../ui/Field.tsx';
import { messageOf } from '../ui/refusal.ts';
import styles from '../ui/Studio.module.css';
import media from './Media.module.css';

const TIME_HINT = 'As 12:40 or 1:02:03.5; or play to the place and press Here.';
const NOT_A_TIME = 'Type a time such as 12:40 or 1:02:03.5.';

type Errors = Partial<Record<'name' | 'start_ms' | 'end_ms', string[]>>;

/** The cut's times as the form shows them ('1:05.4'). */
export interface CutTimes {
  start: string;
  end: string;
}

/**
 * Cuts a part of a master (docs/media.md, "Cutting a master into parts"): a work of a concert-length file,
 * or the music without its tuning and applause. Its start and end are typed, taken from where the
 * waveform plays ('Here'), or given by a region dragged on the waveform (held by MasterWaveform, which
 * draws the typed ones); the API makes the part's renditions as a master's, and the part is listed
 * among the masters with its own waveform, captions and Attach.
 */
export function CutPart({
  masterId,
  seconds,
  times,
  onTimes,
}: {
  masterId: number;
  seconds: number;
  /** The cut's start and end as typed, or as a region dragged on the waveform gave them. */
  times: CutTimes;
  onTimes: (times: CutTimes) => void;
}) {
  const id = useId();
  const queries = useQueryClient();
  const [name, setName] = useState('');
  const { start, end } = times;
  const setStart = (text: string) => onTimes({ start: text, end });
  const setEnd = (text: string) => onTimes({ start, end: text });
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const here = () => formatCutTime(seconds * 1000);

  async function cut(event: SyntheticEvent) {
    event.preventDefault();
    const startMs = parseCutTime(start);
    const endMs = parseCutTime(end);
    const typed: Errors = {
      ...(name.trim() === ''
        ? { name: ['Name the part, as you will look for it: the work, or the concert trimmed.'] }
        : {}),
      ...(startMs === null ? { start_ms: [NOT_A_TIME] } : {}),
      ...(endMs === null ? { end_ms: [NOT_A_TIME] } : {}),
    };
    setErrors(typed);
    setRefusal(null);
    setSaid(null);
    if (Object.keys(typed).length > 0 || startMs === null || endMs === null) return;
    setBusy(true);
    try {
      const part: Master = await request(STUDIO_PATHS.masterParts(masterId), MasterSchema, {
        method: 'POST',
        body: { name, start_ms: startMs, end_ms: endMs },
      });
      setSaid(`“${part.filename}” is cut: its renditions are being made below.`);
      setName('');
      onTimes({ start: '', end: '' });
      await queries.invalidateQueries({ queryKey: ['studio', 'masters'], exact: true });
    } catch (error) {
      const atFields: Errors = error instanceof StudioRequestError ? error.fields : {};
      if (Object.keys(atFields).length > 0) setErrors(atFields);
      else setRefusal(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={media.attach} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Cut a part</h4>
      <p className={styles.hint}>
        A work of the concert, or the music without its tuning and applause: it becomes a recording of its own. Drag
        across the waveform to mark it, or type its times.
      </p>
      <form className={media.cut} onSubmit={(event) => void cut(event)} noValidate>
        <Field label="Name" value={name} errors={errors.name} onChange={(event) => setName(event.target.value)} />
        <div className={media.cutTime}>
          <Field
            label="Starts at"
            hint={TIME_HINT}
            value={start}
            inputMode="decimal"
            errors={errors.start_ms}
            onChange={(event) => setStart(event.target.value)}
          />
          <button type="button" className="button button--quiet" onClick={() => setStart(here())}>
            Here<span className="visually-hidden"> (start)</span>
          </button>
        </div>
        <div className={media.cutTime}>
          <Field
            label="Ends at"
            hint={TIME_HINT}
            value={end}
            inputMode="decimal"
            errors={errors.end_ms}
            onChange={(event) => setEnd(event.target.value)}
          />
          <button type="button" className="button button--quiet" onClick={() => setEnd(here())}>
            Here<span className="visually-hidden"> (end)</span>
          </button>
        </div>
        <p className={media.actions}>
          <button type="submit" className="button" disabled={busy}>
            Cut and make its renditions
          </button>
        </p>
      </form>
      <Alert message={refusal} />
      {said && (
        <p role="status" className={styles.notice}>
          {said}
        </p>
      )}
    </section>
  );
}
