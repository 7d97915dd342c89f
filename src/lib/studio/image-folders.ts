import type { ImageFolder } from './images.ts';
import type { StudioList } from './records.ts';

/** The folder each list's pictures go to (the demo's own folders where it has them). */
const LIST_FOLDERS: Readonly<Record<StudioList, ImageFolder>> = {
  people: 'people',
  compositions: 'works',
  programs: 'programs',
  performances: 'performances',
  live_streams: 'streams',
  media_features: 'features',
  feature_categories: 'features',
  curated_collections: 'collections',
  home_content: 'home',
  categories: 'works',
};

/**
 * Where a picture of a record's field is stored, which also says how it is cut: a sponsor's logo
 * (a concert's `underwriter_logo`, a live stream's sponsors' `logo`) is fitted whole in `logos`;
 * every other picture goes to its list's folder and is cut around its focal point.
 */
export function imageFolderOf(list: StudioList, field: string): ImageFolder {
  return field === 'underwriter_logo' || field === 'logo' ? 'logos' : LIST_FOLDERS[list];
}
