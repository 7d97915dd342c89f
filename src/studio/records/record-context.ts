import { createContext, useContext } from 'react';
import type { RecordFields, StudioList } from '#lib/studio/records.ts';

/** The record a form edits, for fields that need more than their own value (a picture's folder and name). */
export interface RecordInForm {
  list: StudioList;
  fields: RecordFields;
}

export const RecordContext = createContext<RecordInForm | null>(null);

/** The record of the form a field is in. */
export function useRecordInForm(): RecordInForm {
  const record = useContext(RecordContext);
  if (record === null) throw new Error('A record field is drawn outside a record form.');
  return record;
}
