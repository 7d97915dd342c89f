import { PersonKindSchema } from '../api/person.ts';
import { collectionPath, compositionPath, concertPath, featurePath, liveStreamPath } from '../catalog/routes.ts';
import { categoryPath } from '../catalog/view-by.ts';
import type { StudioList } from './records.ts';

/** A record as the catalogue document holds it. */
type Item = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The public page that shows a record, below the site's base path: where a publish links to what
 * it changed and a preview opens. A performance shows on its composition's page; a category of
 * features and a feature category have list pages of their own that a record's change reaches
 * through their entries, so they link to none. Undefined when the record names no identifier.
 */
export function publicPathOf(list: StudioList, item: Item): string | undefined {
  const identifier = text(item['identifier']);
  switch (list) {
    case 'compositions':
      return identifier ? `${compositionPath(identifier)}/` : undefined;
    case 'people': {
      const kind = PersonKindSchema.safeParse(item['primary_kind']);
      return identifier ? `${categoryPath(kind.success ? kind.data : 'performer', identifier)}/` : undefined;
    }
    case 'programs':
      return identifier ? `${concertPath(identifier)}/` : undefined;
    case 'performances': {
      const composition = text(item['composition']);
      return composition ? `${compositionPath(composition)}/` : undefined;
    }
    case 'live_streams':
      return identifier ? `${liveStreamPath(identifier)}/` : undefined;
    case 'media_features':
      return identifier ? `${featurePath(identifier)}/` : undefined;
    case 'curated_collections':
      return identifier ? `${collectionPath(identifier)}/` : undefined;
    case 'home_content':
      return '/';
    case 'categories': {
      const kind = text(item['kind']);
      return identifier && (kind === 'genre' || kind === 'nationality')
        ? `${categoryPath(kind, identifier)}/`
        : undefined;
    }
    case 'feature_categories':
      return undefined;
  }
}
