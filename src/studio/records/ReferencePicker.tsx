import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { STUDIO_PATHS } from '#lib/studio/paths.ts';
import {
  RecordPageSchema,
  StudioRecordSchema,
  type FieldDescription,
  type RecordSummary,
} from '#lib/studio/records.ts';
import { EmphasisText } from '../../islands/EmphasisText.tsx';
import { request } from '../session/studio-session.ts';
import styles from '../ui/Studio.module.css';
import records from './Records.module.css';

/** How many records a search offers. */
const OFFERED = 8;
/** How long the search waits after the last key. */
const SEARCH_PAUSE_MS = 200;

interface ReferencePickerProps {
  id: string;
  label: string;
  field: FieldDescription;
  /** The referenced record's identifier (or uuid), or null. */
  value: unknown;
  onChange: (value: string | null) => void;
  describedBy?: string | undefined;
  invalid: boolean;
}

/**
 * A reference picked by searching, never typed as an identifier: a combobox (WAI-ARIA 1.2) over
 * the referenced list's server-side search. A category reference offers only its kind
 * (nationalities for a country) and stores the identifier without the kind.
 */
export function ReferencePicker({ id, label, field, value, onChange, describedBy, invalid }: ReferencePickerProps) {
  const target = field.reference;
  const listbox = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const key = typeof value === 'string' && value !== '' ? value : null;
  const recordKey = key !== null && target?.kind ? `${target.kind}:${key}` : key;
  const chosen = useQuery({
    queryKey: ['studio', 'record', target?.list, recordKey],
    enabled: target !== undefined && recordKey !== null,
    queryFn: ({ signal }) =>
      request(STUDIO_PATHS.record(target?.list ?? '', recordKey ?? ''), StudioRecordSchema, { signal }),
    retry: false,
  });
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery({
    queryKey: ['studio', 'pick', target?.list, target?.kind, query],
    enabled: target !== undefined && open,
    queryFn: ({ signal }) =>
      request(
        `${STUDIO_PATHS.records(target?.list ?? '')}?${new URLSearchParams({ q: query, per_page: String(OFFERED * 2) }).toString()}`,
        RecordPageSchema,
        { signal },
      ),
  });
  const options: RecordSummary[] = (found.data?.items ?? [])
    .filter((item) => item.state !== 'deleted' && (!target?.kind || item.key.startsWith(`${target.kind}:`)))
    .slice(0, OFFERED);
  const stored = (option: RecordSummary) => (target?.kind ? option.key.slice(target.kind.length + 1) : option.key);
  function choose(option: RecordSummary) {
    onChange(stored(option));
    setText('');
    setOpen(false);
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => Math.min(current + 1, Math.max(options.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => Math.max(current - 1, 0));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }
  const current = key === null ? null : (chosen.data?.title ?? key);
  return (
    <div className={records.picker}>
      {current !== null && (
        <p className={records.chosen}>
          <span id={`${id}-chosen`}>
            <EmphasisText text={current} />
          </span>
          <button type="button" className="button button--quiet" onClick={() => onChange(null)}>
            Remove<span className="visually-hidden"> {label}</span>
          </button>
        </p>
      )}
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open && options.length > 0}
        aria-controls={listbox}
        aria-activedescendant={open && options[active] ? `${listbox}-${active}` : undefined}
        aria-describedby={
          [current !== null ? `${id}-chosen` : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined
        }
        aria-invalid={invalid || undefined}
        placeholder={current === null ? 'Type to search' : 'Type to search for another'}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div
        id={listbox}
        role="listbox"
        aria-label={`${label}: matches`}
        className={records.options}
        hidden={!open || options.length === 0}
      >
        {options.map((option, index) => (
          <div
            key={option.key}
            id={`${listbox}-${index}`}
            role="option"
            // Focus stays in the input (aria-activedescendant): an option is never tabbed to.
            tabIndex={-1}
            aria-selected={index === active}
            className={index === active ? records.activeOption : undefined}
            // Before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
          >
            <span>
              <EmphasisText text={option.title || option.key} />
            </span>
            {option.subtitle && <span className={styles.muted}> · {option.subtitle}</span>}
          </div>
        ))}
      </div>
      {open && query.length > 0 && found.isSuccess && options.length === 0 && (
        <p className={styles.muted} role="status">
          Nothing found for “{query}”.
        </p>
      )}
    </div>
  );
}
