import { describe, expect, it } from 'vitest';
import {
  categoryItem,
  collectionItem,
  concertItem,
  countLabel,
  featureItem,
  personItem,
  subcategoryItem,
  workItem,
} from '../../../src/lib/catalog/listing-items.ts';
import {
  buildCategory,
  buildCollection,
  buildComposition,
  buildCuratedItem,
  buildFeatureCategory,
  buildImage,
  buildMediaFeature,
  buildPerson,
  buildProgram,
  refTo,
} from '../../support/contract-builders.ts';

describe('listing items', () => {
  it('counts in words', () => {
    expect(countLabel(1, 'composition')).toBe('1 composition');
    expect(countLabel(0, 'composition')).toBe('0 compositions');
    expect(countLabel(3, 'child', 'children')).toBe('3 children');
  });

  it('shows a composition with opus, credit and badges', () => {
    const composer = buildPerson({ first_name: 'Antonín', last_name: 'Dvořák' });
    const item = workItem(
      buildComposition({
        identifier: 'serenade',
        title: '*Serenade*',
        opus: 'Op. 22',
        composer: refTo(composer),
        combined_composer_arranger_credit: '',
        has_video: true,
        has_audio: true,
        has_premiere: true,
      }),
    );
    expect(item).toMatchObject({
      path: '/composition/serenade',
      title: '*Serenade*',
      subtitle: 'Op. 22',
      credit: 'Antonín Dvořák',
      badges: ['Video', 'Audio', 'Premiere'],
    });
    expect(
      workItem(buildComposition({ combined_composer_arranger_credit: 'Bach, arr. Webern', opus: ' ' })),
    ).toMatchObject({ credit: 'Bach, arr. Webern', subtitle: null });
    const arranger = buildPerson({ first_name: 'Anton', last_name: 'Webern' });
    expect(
      workItem(
        buildComposition({
          composer: refTo(composer),
          arranger: refTo(arranger),
          combined_composer_arranger_credit: 'Dvořák, arr. Webern',
        }),
      ).credit,
    ).toBe('Antonín Dvořák, arr. Anton Webern');
  });

  it('links a person to the page of the role listed', () => {
    const person = buildPerson({ identifier: 'ana-ruiz', custom_title: '', years: 'b. 1980' });
    expect(personItem(person, 'conductor', 2)).toMatchObject({
      path: '/compositions/conductor/ana-ruiz',
      subtitle: 'b. 1980',
      credit: '2 compositions',
      imageShape: 'thumb',
    });
    expect(personItem({ ...person, custom_title: 'Principal Oboe' }, 'performer', 1).subtitle).toBe('Principal Oboe');
  });

  it('links a category to its list', () => {
    const category = buildCategory({ identifier: 'czech', title: 'Czech' });
    expect(categoryItem({ category, count: 4 }, 'nationality')).toMatchObject({
      path: '/compositions/nationality/czech',
      title: 'Czech',
      credit: '4 compositions',
    });
  });

  it('shows a concert with its dates and media', () => {
    expect(
      concertItem(
        buildProgram({
          identifier: 'gala',
          formatted_date_range: 'March 3–5, 2024',
          has_video: true,
          has_audio: false,
        }),
      ),
    ).toMatchObject({
      path: '/concert/gala',
      credit: 'March 3–5, 2024',
      badges: ['Video'],
    });
  });

  it('shows a feature with its Central date, innermost category and length', () => {
    const top = buildFeatureCategory({ title: 'Interviews' });
    const sub = buildFeatureCategory({ title: 'Soloists' });
    const item = featureItem(
      buildMediaFeature({
        identifier: 'talk',
        date_time: '2024-03-03T02:00:00Z',
        duration_ms: 720_000,
        category_hierarchy: [top, sub],
      }),
    );
    expect(item).toMatchObject({
      path: '/feature/talk',
      subtitle: 'March 2, 2024',
      credit: 'Soloists',
      badges: ['Video', '12 min'],
    });
  });

  it('shows a collection with byline, size and length', () => {
    const item = collectionItem(
      buildCollection({
        identifier: 'firsts',
        byline: 'Curated by Jo',
        duration_formatted: '1 hr 2 min',
        has_video: true,
        active_items: [buildCuratedItem()],
      }),
    );
    expect(item).toMatchObject({
      path: '/collections/firsts',
      subtitle: 'Curated by Jo',
      credit: '1 work',
      badges: ['1 hr 2 min', 'Video intro'],
    });
  });
});

describe('subcategoryItem', () => {
  it('counts the features filed in the subcategory and borrows the first picture', () => {
    const top = buildFeatureCategory({ identifier: 'interviews', title: 'Interviews' });
    const sub = buildFeatureCategory({ identifier: 'soloists', title: 'Soloists' });
    const other = buildFeatureCategory({ identifier: 'players' });
    const image = buildImage();
    const features = [
      buildMediaFeature({ category_hierarchy: [top, sub] }),
      buildMediaFeature({ category_hierarchy: [top, sub], image }),
      buildMediaFeature({ category_hierarchy: [top, other] }),
      buildMediaFeature({ category_hierarchy: [top] }),
    ];
    expect(subcategoryItem(top, sub, features)).toMatchObject({
      path: '/features/interviews/soloists',
      title: 'Soloists',
      credit: '2 features',
      image,
    });
  });
});
