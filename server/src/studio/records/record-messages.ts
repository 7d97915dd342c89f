import type { StudioFieldErrors, StudioList } from '#lib/studio/contract.ts';
import { whoChanges } from '#lib/studio/roles.ts';
import { ENTITY_NAMES } from '../../catalog/issue-problems.ts';

/** What the record routes say when they refuse, in words an editor acts on. */
export const RECORD_MESSAGES = {
  versionMissing:
    'This change does not say which version of the record it was made on (If-Match). Open the record again, then save.',
  changedMeanwhile:
    'Someone saved this record after you opened it, so your change was not saved. Compare their version with yours, then save again.',
  goneMeanwhile: 'This record was deleted or its draft discarded after you opened it. Nothing was saved.',
  notYourFields: (role: string, list: string, fields: readonly string[]) =>
    `A member with the ${role} role may not change ${fields.join(', ')} of this record: ask ${whoChanges(list, fields)}. Nothing was saved.`,
  carriedChangedMeanwhile:
    'A record that refers to this one was saved by someone else while your change of its identifier carried the references along, so nothing was saved. Save again.',
  deletedDraft: 'This record is marked for deletion. Discard the deletion to edit it again.',
  wouldBreak: (dependents: readonly string[]) =>
    `Other records refer to this one, so nothing was changed: ${dependents.join('; ')}. Change those records first.`,
  keyTaken(list: StudioList, key: string): StudioFieldErrors {
    const field = list === 'performances' ? 'uuid' : 'identifier';
    const shown = list === 'categories' ? key.slice(key.indexOf(':') + 1) : key;
    return {
      [field]: [
        `"${shown}" is the ${field} of another ${ENTITY_NAMES[list] ?? list}; choose another, e.g. "${shown}-2".`,
      ],
    };
  },
};
