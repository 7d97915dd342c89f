import { describe, expect, it } from 'vitest';
import { LiveStreamSchema } from '../../../src/lib/api/contract.ts';
import {
  collectionJsonLd,
  compositionJsonLd,
  concertJsonLd,
  featureJsonLd,
  liveStreamJsonLd,
  personJsonLd,
  serializeJsonLd,
} from '../../../src/lib/seo/json-ld.ts';
import {
  buildCategory,
  buildCollection,
  buildCompositionDetail,
  buildImage,
  buildMediaFeature,
  buildPerson,
  buildProgramDetail,
  refTo,
} from '../../support/contract-builders.ts';

const context = {
  pageUrl: 'https://e.org/music/concert-library/x',
  mediaBase: 'https://media.e.org',
  orchestraName: 'Riverside Chamber Orchestra',
  orchestraUrl: 'https://e.org/',
};

describe('JSON-LD', () => {
  it('describes a composition without emphasis marks, with its composer and share image', () => {
    const composer = buildPerson({ first_name: 'Ludwig van', last_name: 'Beethoven' });
    const image = buildImage();
    const data = compositionJsonLd(
      buildCompositionDetail({
        title: 'Symphony No. 3 *Eroica*',
        composer: refTo(composer),
        preferred_image: image,
        genre: [buildCategory({ title: 'Symphony' })],
        primary_program_note: { text: '<p>A <em>revolution</em>.</p>', formatted_credit_html: '' },
      }),
      context,
    );
    expect(data).toMatchObject({
      '@type': 'MusicComposition',
      name: 'Symphony No. 3 Eroica',
      composer: { '@type': 'Person', name: 'Ludwig van Beethoven' },
      genre: ['Symphony'],
      description: 'A revolution.',
      image: `https://media.e.org${image.renditions.social_1200x630}`,
      url: context.pageUrl,
    });
    expect(data).not.toHaveProperty('musicArrangement');
  });

  it('describes a person with only the fields that are known', () => {
    const data = personJsonLd(
      buildPerson({ first_name: 'Ana', last_name: 'Ruiz', custom_title: 'Principal Oboe', biography: '' }),
      context,
    );
    expect(data).toMatchObject({ '@type': 'Person', name: 'Ana Ruiz', jobTitle: 'Principal Oboe' });
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('image');
  });

  it('describes a concert as an online MusicEvent performed by the orchestra', () => {
    const data = concertJsonLd(
      buildProgramDetail({ title: '*Fall* Gala', description: '<p>Opening night</p>' }),
      context,
    );
    expect(data).toMatchObject({
      '@type': 'MusicEvent',
      name: 'Fall Gala',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation' },
      performer: { '@type': 'MusicGroup', name: 'Riverside Chamber Orchestra' },
      description: 'Opening night',
    });
  });

  it('describes a video feature with an ISO duration', () => {
    const data = featureJsonLd(
      buildMediaFeature({ type: 'V', duration_ms: 245_000, date_time: '2025-01-02T03:04:05Z' }),
      context,
    );
    expect(data).toMatchObject({ '@type': 'VideoObject', duration: 'PT4M5S', uploadDate: '2025-01-02T03:04:05Z' });
  });

  it('describes a live stream as a BroadcastEvent ending after its programme duration', () => {
    const stream = LiveStreamSchema.parse({
      identifier: 'gala',
      uuid: '00000000-0000-4000-8000-000000000001',
      title: 'Gala',
      description: '',
      short_description: 'Live from the hall',
      status: null,
      is_sample_stream: false,
      start_date_time: '2026-12-01T01:00:00Z',
      open_date_time: null,
      banner_start_date_time: null,
      replay_end_time: null,
      can_replay: true,
      chat_code: '',
      stream_error_message: '',
      show_link_to_program: false,
      preferred_image: null,
      media_underwriters: [],
      grant_sponsor_notes: '',
      program: null,
    });
    expect(liveStreamJsonLd(stream, context)).toMatchObject({
      '@type': 'BroadcastEvent',
      isLiveBroadcast: true,
      startDate: '2026-12-01T01:00:00.000Z',
      endDate: '2026-12-01T04:00:00.000Z',
      description: 'Live from the hall',
    });
  });

  it('describes a collection with its parts', () => {
    const data = collectionJsonLd(buildCollection({ title: 'Firsts', byline: 'Curated by Jo' }), context);
    expect(data).toMatchObject({ '@type': 'CreativeWorkSeries', name: 'Firsts', author: 'Curated by Jo' });
  });

  it('cannot close its script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});
