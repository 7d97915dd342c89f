import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmphasisText } from '../../islands/EmphasisText.tsx';
import {
  RECORDING_TYPE_NAMES,
  recordingTypesOf,
  withMasterAttached,
  type AttachableMaster,
  type RecordingType,
} from '#lib/studio/attach-master.ts';
import type { Master } from '#lib/studio/masters.ts';
import type { FieldDescription } from '#lib/studio/records.ts';
import { readRecord, saveRecord } from '../records/record-requests.ts';
import { ReferencePicker } from '../records/ReferencePicker.tsx';
import { Alert } from '../ui/Alert.tsx';
import { messageOf } from '../ui/refusal.ts';
import styles from '../ui/Studio.module.css';
import media from './Media.module.css';

/** The performance picker: the studio's reference search over performances. */
const PERFORMANCE: FieldDescription = {
  name: 'performance',
  kind: 'reference',
  meaning: 'The performance this master recorded.',
  required: true,
  reference: { list: 'performances' },
};

/** What was attached, to say so and link to it. */
interface Attached {
  key: string;
  title: string;
  type: RecordingType;
}

/**
 * Attaches a master whose renditions are made to a performance: the performance is picked by search,
 * the recording's type chosen where the master can be both (a camera file: its video or its sound), and
 * the performance saved as a draft with the master as that recording (src/lib/studio/attach-master.ts),
 * through the same save as its form, so its rules, roles and conflicts are the form's. Published with the
 * next publish.
 */
export function AttachToPerformance({ master }: { master: Master & AttachableMaster }) {
  const id = useId();
  const queries = useQueryClient();
  const types = recordingTypesOf(master);
  const [performance, setPerformance] = useState<string | null>(null);
  const [type, setType] = useState<RecordingType>(types[0] ?? 'A');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [attached, setAttached] = useState<Attached | null>(null);
  async function attach() {
    if (performance === null) {
      setRefusal('Choose the performance this master recorded.');
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const record = await readRecord('performances', performance);
      const saved = await saveRecord(record, withMasterAttached(record.fields, master, type));
      // The performance's screen (and the picker) read the record under this key: they show the draft now.
      queries.setQueryData(['studio', 'record', 'performances', saved.key], saved);
      setAttached({ key: saved.key, title: saved.title, type });
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className={media.attach} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Attach to a performance</h4>
      <div className={styles.field}>
        <label htmlFor={`${id}-performance`}>Performance</label>
        <ReferencePicker
          id={`${id}-performance`}
          label="Performance"
          field={PERFORMANCE}
          value={performance}
          onChange={setPerformance}
          invalid={false}
        />
      </div>
      {types.length > 1 && (
        <fieldset className={media.types}>
          <legend>As its</legend>
          {types.map((each) => (
            <label key={each}>
              <input
                type="radio"
                name={`${id}-type`}
                value={each}
                checked={type === each}
                onChange={() => setType(each)}
              />{' '}
              {RECORDING_TYPE_NAMES[each]} recording
            </label>
          ))}
        </fieldset>
      )}
      <p className={media.actions}>
        <button type="button" className="button" disabled={busy} onClick={() => void attach()}>
          Attach
        </button>
      </p>
      <Alert message={refusal} />
      <div role="status">
        {attached && (
          <p className={styles.notice}>
            “{master.filename}” is the {RECORDING_TYPE_NAMES[attached.type]} recording of{' '}
            <Link to={`/performances/${encodeURIComponent(attached.key)}`}>
              <EmphasisText text={attached.title} />
            </Link>{' '}
            in its draft: it plays on the site after the next publish.
          </p>
        )}
      </div>
    </section>
  );
}
