import type { CaptionsTrack } from '#lib/api/captions-track.ts';
import type { AuditAction } from '#lib/studio/contract.ts';
import type { Master, MasterJob } from '#lib/studio/masters.ts';
import type { Change } from '../../studio/audit-log.ts';
import { describeFacts, type MasterArrival, type PartCut } from './master-rows.ts';

/**
 * The audit log's entries for the studio's media (docs/studio.md, "The audit log"): a master
 * uploaded or cut, its renditions asked again or cancelled, its captions uploaded or removed.
 * Masters and parts are records of type 'master' under their id; a master's captions, of type
 * 'captions' under the master's id, so the record's id finds the master and its captions together.
 */

/** Who changed a master's media, and when. */
export interface MediaChange {
  staffId: number | null;
  at: Date;
}

/** A finished upload: the master it made, as the Media screen lists it, the refused ones with their reason. */
export function masterUploaded(id: number, arrival: MasterArrival): Change {
  return {
    at: arrival.at,
    staffId: arrival.staffId,
    action: 'upload',
    entityType: 'master',
    recordId: id,
    before: null,
    after: {
      filename: arrival.filename,
      kind: arrival.facts?.kind ?? arrival.kind,
      bytes: arrival.bytes,
      sha256: arrival.sha256,
      state: arrival.refused === undefined ? 'uploaded' : 'refused',
      reason: arrival.refused,
      duration_ms: arrival.facts?.durationMs,
      described: arrival.facts && describeFacts(arrival.facts),
      upload_id: arrival.uploadId,
    },
  };
}

/** A part cut from a master: a master of its own, with the span of its source it was cut from. */
export function partCut(partId: number, source: Master, cut: PartCut): Change {
  return {
    at: cut.at,
    staffId: cut.staffId,
    action: 'cut',
    entityType: 'master',
    recordId: partId,
    before: null,
    after: {
      filename: cut.name,
      kind: source.kind,
      part_of: source.id,
      start_ms: cut.startMs,
      end_ms: cut.endMs,
      duration_ms: cut.endMs - cut.startMs,
    },
  };
}

/** A job's fields as the log compares them. */
const jobFields = (job: Pick<MasterJob, 'id' | 'state' | 'cancel_requested'> | null) =>
  job && { job: job.id, job_state: job.state, cancel_requested: job.cancel_requested };

/** A master's renditions asked again (a new job) or cancelled (the same job, its state moved on). */
export function renditionsChanged(
  action: Extract<AuditAction, 'retry' | 'cancel'>,
  master: Pick<Master, 'id' | 'job'>,
  after: Pick<MasterJob, 'id' | 'state' | 'cancel_requested'> | null,
  who: MediaChange,
): Change {
  return {
    ...who,
    action,
    entityType: 'master',
    recordId: master.id,
    before: jobFields(master.job),
    after: jobFields(after),
  };
}

/** A captions file as the log shows it: its language, the name the player gives it, and the stored file. */
const captionsFields = (track: CaptionsTrack | undefined, bytes?: number) =>
  track === undefined ? null : { language: track.language, label: track.label, file: track.url, bytes };

/**
 * A master's captions in one language uploaded (`after`, with the size of the file sent), replacing the
 * ones it had (`before`), or removed (`after` undefined).
 */
export function captionsChanged(
  masterId: number,
  before: CaptionsTrack | undefined,
  after: { track: CaptionsTrack; bytes: number } | undefined,
  who: MediaChange,
): Change {
  return {
    ...who,
    action: after === undefined ? 'delete' : 'upload',
    entityType: 'captions',
    recordId: masterId,
    before: captionsFields(before),
    after: after === undefined ? null : captionsFields(after.track, after.bytes),
  };
}
