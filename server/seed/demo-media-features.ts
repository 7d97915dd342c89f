import { stripEmphasis } from '#lib/text/emphasis.ts';
import type { FeatureCategoryInput, MediaFeatureInput } from './catalog-inputs.ts';
import { FEATURE_CATEGORIES, FEATURES, type FeatureFact } from './data/features.ts';
import { centralTimeAfter } from './central-time.ts';
import { demoImage } from './demo-images.ts';
import { UnknownDemoReferenceError } from './demo-performances.ts';
import { VIDEO_MEDIA } from './media-plan.ts';
import { captionsPath } from './recording-media.ts';
import { stableUuid } from './stable-uuid.ts';

function mediaFeature(fact: FeatureFact, now: Date): MediaFeatureInput {
  const video = VIDEO_MEDIA[fact.video - 1];
  if (!video) throw new UnknownDemoReferenceError('video', String(fact.video));
  return {
    uuid: stableUuid(`media-feature:${fact.identifier}`),
    identifier: fact.identifier,
    title: fact.title,
    description: fact.description,
    type: 'V',
    date_time: centralTimeAfter(now, -fact.daysAgo, 12, 0).toISOString(),
    duration_ms: video.duration_ms,
    image:
      fact.image === null ? null : demoImage('features', fact.image, stripEmphasis(fact.title), 'Photo: Luis Ortega'),
    production_credits: fact.credits,
    sort_weight: fact.sort_weight,
    category: fact.category,
    captions_url: video.captions ? captionsPath(video.media) : null,
    media: video.media,
    starts_by_default: fact.starts_by_default,
  };
}

/** The feature categories (top level first, then subcategories) and the video features, dated back from `now`. */
export function demoMediaFeatures(now: Date): { categories: FeatureCategoryInput[]; features: MediaFeatureInput[] } {
  return {
    categories: FEATURE_CATEGORIES.map((c) => ({ ...c })),
    features: FEATURES.map((f) => mediaFeature(f, now)),
  };
}
