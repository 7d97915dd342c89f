import type { CatalogDocument } from '../../../../server/src/catalog/import-schema.ts';
import { AUDIO_MEDIA, LIVE_MEDIA, VIDEO_MEDIA } from '../../../../server/seed/media-plan.ts';

/**
 * Checks every catalogue document producer must pass: references resolve, identifiers are
 * unique, recordings match the media plan. Each returns a list of problems (empty when fine),
 * so a failing test names every offender at once.
 */

function missing(kind: string, owner: string, target: string | null, known: ReadonlySet<string>): string[] {
  return target === null || known.has(target) ? [] : [`${owner} → unknown ${kind} '${target}'`];
}

/** Every reference between entities that points nowhere. */
export function referenceProblems(doc: CatalogDocument): string[] {
  const ids = <T>(list: readonly T[], key: (t: T) => string) => new Set(list.map(key));
  const genres = ids(
    doc.categories.filter((c) => c.kind === 'genre'),
    (c) => c.identifier,
  );
  const nations = ids(
    doc.categories.filter((c) => c.kind === 'nationality'),
    (c) => c.identifier,
  );
  const people = ids(doc.people, (p) => p.identifier);
  const works = ids(doc.compositions, (c) => c.identifier);
  const programs = ids(doc.programs, (p) => p.identifier);
  const performances = ids(doc.performances, (p) => p.uuid);
  const features = ids(doc.media_features, (f) => f.identifier);
  const featureCategories = ids(doc.feature_categories, (c) => c.identifier);
  const collections = ids(doc.curated_collections, (c) => c.identifier);
  return [
    ...doc.people.flatMap((p) => missing('nationality', p.identifier, p.country, nations)),
    ...doc.compositions.flatMap((c) => [
      ...missing('person', c.identifier, c.composer, people),
      ...missing('person', c.identifier, c.arranger, people),
      ...c.genres.flatMap((g) => missing('genre', c.identifier, g, genres)),
    ]),
    ...doc.performances.flatMap((p) => [
      ...missing('composition', p.uuid, p.composition, works),
      ...missing('program', p.uuid, p.program, programs),
      ...missing('person', p.uuid, p.conductor, people),
      ...p.featured_artists.flatMap((a) => missing('person', p.uuid, a.artist, people)),
    ]),
    ...doc.programs.flatMap((p) =>
      p.related_media_features.flatMap((r) => missing('media feature', p.identifier, r.media_feature, features)),
    ),
    ...doc.feature_categories.flatMap((c) => missing('feature category', c.identifier, c.parent, featureCategories)),
    ...doc.media_features.flatMap((f) => missing('feature category', f.identifier, f.category, featureCategories)),
    ...doc.curated_collections.flatMap((c) =>
      c.items.flatMap((i) => missing('performance', c.identifier, i.performance, performances)),
    ),
    ...doc.home_content.flatMap((h) => [
      ...missing('performance', h.identifier, h.performance, performances),
      ...missing('collection', h.identifier, h.curated_collection, collections),
    ]),
    ...doc.live_streams.flatMap((s) => missing('program', s.identifier, s.program, programs)),
  ];
}

function duplicates(kind: string, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const key of keys) (seen.has(key) ? repeated : seen).add(key);
  return [...repeated].map((key) => `duplicate ${kind} '${key}'`);
}

/** Identifiers used twice within a kind, and uuids used twice anywhere. */
export function duplicateProblems(doc: CatalogDocument): string[] {
  const recordings = doc.performances.flatMap((p) => p.recordings.map((r) => r.uuid));
  return [
    ...duplicates(
      'category',
      doc.categories.map((c) => `${c.kind}:${c.identifier}`),
    ),
    ...duplicates(
      'person',
      doc.people.map((p) => p.identifier),
    ),
    ...duplicates(
      'composition',
      doc.compositions.map((c) => c.identifier),
    ),
    ...duplicates(
      'program',
      doc.programs.map((p) => p.identifier),
    ),
    ...duplicates(
      'feature category',
      doc.feature_categories.map((c) => c.identifier),
    ),
    ...duplicates(
      'media feature',
      doc.media_features.map((f) => f.identifier),
    ),
    ...duplicates(
      'collection',
      doc.curated_collections.map((c) => c.identifier),
    ),
    ...duplicates(
      'home content',
      doc.home_content.map((h) => h.identifier),
    ),
    ...duplicates(
      'live stream',
      doc.live_streams.map((s) => s.identifier),
    ),
    ...duplicates('uuid', [
      ...doc.programs.map((p) => p.uuid),
      ...doc.performances.map((p) => p.uuid),
      ...recordings,
      ...doc.media_features.map((f) => f.uuid),
      ...doc.curated_collections.map((c) => c.uuid),
      ...doc.live_streams.map((s) => s.uuid),
    ]),
  ];
}

type Recording = CatalogDocument['performances'][number]['recordings'][number];

function cuepointProblem(recording: Recording, movementStarts: readonly number[]): string | null {
  const starts = recording.movement_cuepoints.map((c) => c.start);
  // A one-movement work has no cue points (the contract's rule); otherwise one per planned movement.
  const expected = movementStarts.length === 1 ? [] : movementStarts;
  return JSON.stringify(starts) === JSON.stringify(expected)
    ? null
    : `${recording.uuid}: cue points ${starts.join(',')} ≠ ${expected.join(',')}`;
}

function recordingProblem(recording: Recording): string | null {
  const audio = recording.type === 'A' ? AUDIO_MEDIA.find((m) => m.media === recording.media) : undefined;
  const video = recording.type === 'V' ? VIDEO_MEDIA.find((m) => m.media === recording.media) : undefined;
  const plan = audio ?? video;
  if (!plan) return `${recording.uuid}: ${recording.type} media '${recording.media}' is not in the media plan`;
  if (recording.duration_ms !== plan.duration_ms)
    return `${recording.uuid}: duration ${recording.duration_ms} ≠ ${plan.duration_ms}`;
  const captions = video?.captions ? `/media/${video.media}/captions.en.vtt` : null;
  const chapters = video?.chapters ? `/media/${video.media}/chapters.vtt` : null;
  if (recording.captions_url !== captions || recording.cuepoint_webvtt !== chapters)
    return `${recording.uuid}: captions/chapters do not match the plan`;
  return cuepointProblem(recording, plan.movement_starts);
}

/** Recordings, features, collections and live streams whose media are not what the media plan produces. */
export function mediaProblems(doc: CatalogDocument): string[] {
  const videos = new Set(VIDEO_MEDIA.map((m) => m.media));
  const recordings = doc.performances.flatMap((p) => p.recordings);
  return [
    ...recordings.map(recordingProblem).filter((p): p is string => p !== null),
    ...doc.media_features.flatMap((f) => {
      const plan = VIDEO_MEDIA.find((m) => m.media === f.media);
      return plan && plan.duration_ms === f.duration_ms
        ? []
        : [`feature ${f.identifier}: media '${f.media}' not planned or wrong duration`];
    }),
    ...doc.programs.flatMap((p) =>
      p.full_video_media === null || videos.has(p.full_video_media) ? [] : [`program ${p.identifier}: bad full video`],
    ),
    ...doc.curated_collections.flatMap((c) =>
      c.intro_media === null || videos.has(c.intro_media) ? [] : [`collection ${c.identifier}: bad intro`],
    ),
    ...doc.live_streams.flatMap((s) => [
      ...(s.live_media === null || s.live_media === LIVE_MEDIA
        ? []
        : [`live stream ${s.identifier}: live media '${s.live_media}'`]),
      ...(s.replay_media === null || videos.has(s.replay_media)
        ? []
        : [`live stream ${s.identifier}: replay '${s.replay_media}'`]),
    ]),
  ];
}
