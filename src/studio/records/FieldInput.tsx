import { lazy, Suspense, useId } from 'react';
import { masterIdOfFolder } from '#lib/studio/masters.ts';
import type { FieldDescription } from '#lib/studio/records.ts';
import {
  blankItem,
  blankRecord,
  centralInputOf,
  isoFromCentralInput,
  numberFromInput,
} from '#lib/studio/record-form.ts';
import { shownValue } from '#lib/studio/shown-value.ts';
import styles from '../ui/Studio.module.css';
import records from './Records.module.css';
import { labelOf, plainMeaning } from './record-words.ts';
import { ReferencePicker } from './ReferencePicker.tsx';
import { RecordImageField } from './RecordImageField.tsx';
import { RichTextField } from './rich-text/RichTextField.tsx';

export interface FieldInputProps {
  field: FieldDescription;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The errors at this field (for a list or a group: of any of its parts). */
  errors?: readonly string[] | undefined;
  /** A hint of the form's own, before the field's meaning (an identifier that may be left empty). */
  note?: string | undefined;
}

// wavesurfer.js loads with the first recording whose movements are marked on its master's waveform.
const MovementMarks = lazy(() => import('../media/MovementMarks.tsx'));

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The example under a text field's label, when it says more than the meaning. */
function exampleHint(field: FieldDescription): string {
  if (field.example === undefined || field.example === null || typeof field.example === 'object') return '';
  if (field.kind === 'boolean' || field.kind === 'choice' || field.kind === 'reference') return '';
  return ` e.g. ${shownValue(field.example)}`;
}

/** One field of a record's form, drawn by its kind (FieldDescription.kind). */
export function FieldInput({ field, value, onChange, errors = [], note }: FieldInputProps) {
  const id = useId();
  const label = `${labelOf(field.name)}${field.required ? '' : ' (optional)'}`;
  const hint = [note, plainMeaning(field.meaning) + exampleHint(field)].filter(Boolean).join(' ');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = errors.length > 0;
  const common = { id, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined };

  if (field.kind === 'image')
    return <RecordImageField field={field} value={value} onChange={onChange} errors={errors} />;

  if (field.kind === 'list' || field.kind === 'structured') {
    return (
      <fieldset className={records.group} aria-describedby={describedBy}>
        <legend>{label}</legend>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
        {field.kind === 'list' ? (
          <ListItems field={field} value={value} onChange={onChange} />
        ) : (
          <Parts field={field} value={value} onChange={onChange} />
        )}
        <Errors id={errorId} errors={errors} />
      </fieldset>
    );
  }

  if (field.name === 'uuid') {
    // Made by the API when a record is created, and never changed: listeners' saved queues and links hold it.
    if (typeof value !== 'string' || value === '') return null;
    return (
      <div className={styles.field}>
        <label htmlFor={id}>Permanent id</label>
        <input id={id} type="text" value={value} readOnly />
      </div>
    );
  }

  let input;
  switch (field.kind) {
    case 'boolean':
      return (
        <div className={records.check}>
          <input
            {...common}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
          <label htmlFor={id}>{labelOf(field.name)}</label>
          {hint && (
            <span id={hintId} className={styles.hint}>
              {hint}
            </span>
          )}
          <Errors id={errorId} errors={errors} />
        </div>
      );
    case 'html':
      input = (
        <RichTextField
          id={id}
          labelledBy={`${id}-label`}
          describedBy={describedBy}
          invalid={invalid}
          value={asText(value)}
          onChange={onChange}
        />
      );
      break;
    case 'integer':
    case 'number':
      input = (
        <input
          {...common}
          type="text"
          inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
          value={asText(value)}
          onChange={(event) => onChange(numberFromInput(event.target.value))}
        />
      );
      break;
    case 'choice':
      input = (
        <select
          {...common}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        >
          {(!field.required || value === null) && <option value="">(none)</option>}
          {(field.choices ?? []).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      );
      break;
    case 'date-time':
      input = (
        <input
          {...common}
          type="datetime-local"
          value={centralInputOf(value)}
          onChange={(event) => onChange(isoFromCentralInput(event.target.value))}
        />
      );
      break;
    case 'reference':
      input = (
        <ReferencePicker
          id={id}
          label={labelOf(field.name)}
          field={field}
          value={value}
          onChange={onChange}
          describedBy={describedBy}
          invalid={invalid}
        />
      );
      break;
    default:
      input = (
        <input
          {...common}
          type="text"
          value={asText(value)}
          onChange={(event) =>
            onChange(field.required || event.target.value !== '' || field.default === '' ? event.target.value : null)
          }
        />
      );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} id={`${id}-label`}>
        {label}
        {field.kind === 'date-time' && <span className={records.zone}> Central time</span>}
      </label>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {input}
      <Errors id={errorId} errors={errors} />
    </div>
  );
}

function Errors({ id, errors }: { id: string | undefined; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <p id={id} className={styles.fieldError}>
      {errors.join(' ')}
    </p>
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The parts of a group (a program note, an image): absent until added, removable when optional. */
function Parts({ field, value, onChange }: Omit<FieldInputProps, 'errors'>) {
  const parts = field.item ?? [];
  if (!isRecord(value)) {
    return (
      <button type="button" className="button button--quiet" onClick={() => onChange(blankRecord(parts))}>
        Add {labelOf(field.name).toLowerCase()}
      </button>
    );
  }
  return (
    <div className={records.parts}>
      {parts.map((part) => (
        <FieldInput
          key={part.name}
          field={part}
          value={value[part.name]}
          onChange={(next) => onChange({ ...value, [part.name]: next })}
        />
      ))}
      {!field.required && (
        <button type="button" className="button button--quiet" onClick={() => onChange(null)}>
          Remove {labelOf(field.name).toLowerCase()}
        </button>
      )}
    </div>
  );
}

/**
 * A recording's movements when it plays a master made in the studio: marked on the master's waveform
 * (src/studio/media/MovementMarks.tsx) instead of typed as seconds.
 */
function MarkedMovements({
  master,
  value,
  onChange,
}: {
  master: number;
  value: unknown;
  onChange: (next: unknown) => void;
}) {
  return (
    <fieldset className={records.group}>
      <legend>Movements</legend>
      <Suspense fallback={<p className={styles.hint}>Loading the waveform…</p>}>
        <MovementMarks masterId={master} value={value} onChange={onChange} />
      </Suspense>
    </fieldset>
  );
}

/** A list's items, each with its parts, to add, remove and reorder. */
function ListItems({ field, value, onChange }: Omit<FieldInputProps, 'errors'>) {
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const parts = field.item ?? [];
  const single = parts.length === 1 && parts[0]?.name === 'value' ? parts[0] : undefined;
  const name = labelOf(field.name).toLowerCase();
  const set = (index: number, next: unknown) => onChange(items.map((item, at) => (at === index ? next : item)));
  const move = (index: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item);
    onChange(next);
  };
  return (
    <>
      <ol className={records.items}>
        {items.map((item, index) => (
          // Items have no identity of their own while edited: their place is their key.
          <li key={index} className={records.item}>
            {single ? (
              <FieldInput
                field={{ ...single, name: `${field.name.replace(/s$/, '')} ${index + 1}` }}
                value={item}
                onChange={(next) => set(index, next)}
              />
            ) : (
              <div className={records.parts}>
                {parts.map((part) => {
                  const fields = isRecord(item) ? item : {};
                  const change = (next: unknown) => set(index, { ...fields, [part.name]: next });
                  const master = part.name === 'movement_cuepoints' ? masterIdOfFolder(fields['media']) : undefined;
                  if (master !== undefined)
                    return (
                      <MarkedMovements key={part.name} master={master} value={fields[part.name]} onChange={change} />
                    );
                  return <FieldInput key={part.name} field={part} value={fields[part.name]} onChange={change} />;
                })}
              </div>
            )}
            <div className={records.itemActions}>
              <button
                type="button"
                className="button button--quiet"
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                Move up<span className="visually-hidden"> item {index + 1}</span>
              </button>
              <button
                type="button"
                className="button button--quiet"
                disabled={index === items.length - 1}
                onClick={() => move(index, 1)}
              >
                Move down<span className="visually-hidden"> item {index + 1}</span>
              </button>
              <button
                type="button"
                className="button button--quiet"
                onClick={() => onChange(items.filter((_, at) => at !== index))}
              >
                Remove<span className="visually-hidden"> item {index + 1}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--quiet" onClick={() => onChange([...items, blankItem(field)])}>
        Add to {name}
      </button>
    </>
  );
}
