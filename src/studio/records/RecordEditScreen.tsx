import { useQuery } from '@tanstack/react-query';
import { useResourceContext } from 'ra-core';
import { Link, useParams } from 'react-router-dom';
import { StudioListSchema } from '#lib/studio/records.ts';
import { blankRecord } from '#lib/studio/record-form.ts';
import { Alert } from '../ui/Alert.tsx';
import { messageOf } from '../ui/refusal.ts';
import styles from '../ui/Studio.module.css';
import { PreviewButton } from '../publishing/PreviewButton.tsx';
import { RecordSchedule } from '../publishing/RecordSchedule.tsx';
import { RecordForm } from './RecordForm.tsx';
import { readRecord } from './record-requests.ts';
import { useListDescription } from './use-list-descriptions.ts';
import { EmphasisText } from '../../islands/EmphasisText.tsx';
import recordStyles from './Records.module.css';

/** A catalogue record opened for editing, at `#/{list}/{key}`. */
export function RecordEditScreen() {
  const list = StudioListSchema.parse(useResourceContext());
  const { id = '' } = useParams();
  const { description, error: describeError } = useListDescription(list);
  const { data: record, error } = useQuery({
    queryKey: ['studio', 'record', list, id],
    queryFn: ({ signal }) => readRecord(list, id, signal),
    retry: false,
    // The form keeps what the editor typed: no refetch while it is open, a fresh read each time it opens.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const failure = error ?? describeError;
  return (
    <>
      <p className="eyebrow">
        <Link to={`/${list}`}>{description?.plural ?? 'Catalogue'}</Link>
      </p>
      <h1>{record?.title ? <EmphasisText text={record.title} /> : id}</h1>
      {record?.licence !== undefined && (
        <p className={recordStyles.licence}>
          <strong>Licence</strong> {record.licence}
        </p>
      )}
      {record && list !== 'feature_categories' && <PreviewButton list={list} recordKey={record.key} />}
      {failure && <Alert message={messageOf(failure)} />}
      {!failure && (!record || !description) && <p className={styles.muted}>Opening…</p>}
      {record && description && (
        <RecordForm
          key={record.version}
          description={description}
          record={record}
          start={blankRecord(description.fields)}
        />
      )}
      {record && <RecordSchedule list={list} recordKey={record.key} state={record.state} />}
    </>
  );
}

/** A new catalogue record, at `#/{list}/create`. */
export function RecordCreateScreen() {
  const list = StudioListSchema.parse(useResourceContext());
  const { description, error } = useListDescription(list);
  return (
    <>
      <p className="eyebrow">
        <Link to={`/${list}`}>{description?.plural ?? 'Catalogue'}</Link>
      </p>
      <h1>New {description?.singular ?? 'record'}</h1>
      {error && <Alert message={messageOf(error)} />}
      {description && <RecordForm description={description} record={null} start={blankRecord(description.fields)} />}
    </>
  );
}
