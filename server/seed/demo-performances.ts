import type { PerformanceInput, RecordingInput } from './catalog-inputs.ts';
import type { CaptureKind, PiecePlan } from './data/program-plan.ts';
import type { WorkFact } from './data/work-fact.ts';
import { VIDEO_MEDIA } from './media-plan.ts';
import { numberedMovements } from './movement-titles.ts';
import { audioFor, audioRecording, chaptersPath, pickMedia, videoFor, videoRecording } from './recording-media.ts';
import { stableUuid } from './stable-uuid.ts';

/** The uuid of the performance of `work` in `program` ('studio' for studio sessions). */
export function performanceUuid(program: string, work: string): string {
  return stableUuid(`performance:${program}:${work}`);
}

/** What a performance needs to know about where it was played. */
export interface PerformanceContext {
  /** Program identifier, or null for a studio session. */
  program: string | null;
  conductor: string | null;
  capture: CaptureKind;
  countries: string[];
  works: ReadonlyMap<string, WorkFact>;
  roles: ReadonlyMap<string, string>;
}

const AUDIO_CREDITS = '<p>Recording engineer: <em>Marcus Feld</em>. Producer: <em>Anja Roos</em>.</p>';
const VIDEO_CREDITS =
  '<p>Video director: <em>Dana Whitlock</em>. Audio: <em>Marcus Feld</em>. Cameras: Luis Ortega, Priti Nair.</p>';

function recordingsFor(key: string, work: WorkFact, context: PerformanceContext, videoOnly: boolean): RecordingInput[] {
  if (context.capture === 'none') return [];
  const movements = Math.max(1, work.movements.length);
  const titles = numberedMovements(work.movements);
  const recordings: RecordingInput[] = [];
  const audio = videoOnly ? undefined : pickMedia(audioFor(movements), key);
  const options = { allowed_countries: context.countries };
  if (audio) {
    recordings.push(
      audioRecording(audio, titles, {
        ...options,
        uuid: stableUuid(`recording:${key}:A`),
        production_credits: AUDIO_CREDITS,
      }),
    );
  }
  const video = context.capture === 'video' ? pickMedia(videoFor(movements), key) : undefined;
  if (video) {
    recordings.push(
      videoRecording(video, titles, {
        ...options,
        uuid: stableUuid(`recording:${key}:V`),
        production_credits: VIDEO_CREDITS,
      }),
    );
  }
  return recordings;
}

function chapterCaptions(recordings: readonly RecordingInput[]): string | null {
  const video = recordings.find((r) => r.type === 'V');
  const planned = video ? VIDEO_MEDIA.find((m) => m.media === video.media) : undefined;
  return video && planned?.chapters ? chaptersPath(video.media) : null;
}

/** A work missing from the data: a mistake in the demo data itself, reported by name. */
export class UnknownDemoReferenceError extends Error {
  constructor(kind: string, identifier: string, options?: ErrorOptions) {
    super(`The demo catalogue refers to an unknown ${kind} '${identifier}'.`, options);
    this.name = 'UnknownDemoReferenceError';
  }
}

/**
 * One performance: its artists, its premiere and note, and the recordings its capture allows
 * (none when the piece was not recorded, or has more movements than any demo media).
 */
export function buildPerformance(
  piece: PiecePlan,
  position: number,
  times: [Date, Date] | null,
  context: PerformanceContext,
): PerformanceInput {
  const work = context.works.get(piece.work);
  if (!work) throw new UnknownDemoReferenceError('composition', piece.work);
  const uuid = performanceUuid(context.program ?? 'studio', piece.work);
  const recordings = piece.recorded ? recordingsFor(uuid, work, context, piece.videoOnly) : [];
  return {
    uuid,
    composition: piece.work,
    program: context.program,
    conductor: piece.conductor === undefined ? context.conductor : piece.conductor,
    position,
    unlisted: piece.unlisted,
    start_date_time: times ? times[0].toISOString() : null,
    end_date_time: times ? times[1].toISOString() : null,
    premiere: piece.premiere,
    program_note: piece.note,
    chapter_captions_url: chapterCaptions(recordings),
    featured_artists: piece.soloists.map(([artist, ...roles], i) => ({
      artist,
      roles: roles.length > 0 ? roles : [context.roles.get(artist) ?? 'soloist'],
      sequence: i + 1,
    })),
    recordings,
  };
}
