import type {
  Combined,
  CompositionDetail,
  CuratedCollection,
  LiveStream,
  MediaFeature,
  ProgramDetail,
} from '../../../src/lib/api/contract.ts';
import { apiJson } from './e2e-env.ts';

/** The catalogue the site was built from, read from the same API, for the tests' expectations. */

/** `/combined/`. */
export function combined(): Promise<Combined> {
  return apiJson<Combined>('/combined/');
}

/** A composition's detail. */
export function compositionDetail(identifier: string): Promise<CompositionDetail> {
  return apiJson<CompositionDetail>(`/compositions/${identifier}/`);
}

/** A program's detail. */
export function programDetail(identifier: string): Promise<ProgramDetail> {
  return apiJson<ProgramDetail>(`/programs/${identifier}/`);
}

interface ListAnswer<T> {
  results: T[];
}

/** Every media feature. */
export async function mediaFeatures(): Promise<MediaFeature[]> {
  return (await apiJson<ListAnswer<MediaFeature>>('/media_features/')).results;
}

/** Every curated collection. */
export async function curatedCollections(): Promise<CuratedCollection[]> {
  return (await apiJson<ListAnswer<CuratedCollection>>('/curated_collections/')).results;
}

/** Every live stream. */
export async function liveStreams(): Promise<LiveStream[]> {
  return (await apiJson<ListAnswer<LiveStream>>('/live_streams/')).results;
}
