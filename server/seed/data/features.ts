/** The demo's media feature categories (one with subcategories) and features. */

/** A feature category; `parent` is null for a top-level category. */
export interface FeatureCategoryFact {
  identifier: string;
  title: string;
  parent: string | null;
  sort_weight: number;
}

/** The categories, top level first. */
export const FEATURE_CATEGORIES: readonly FeatureCategoryFact[] = [
  { identifier: 'conversations', title: 'Conversations', parent: null, sort_weight: 1 },
  { identifier: 'behind-the-scenes', title: 'Behind the Scenes', parent: null, sort_weight: 2 },
  { identifier: 'learning-and-discovery', title: 'Learning & Discovery', parent: null, sort_weight: 3 },
  { identifier: 'in-the-community', title: 'In the Community', parent: null, sort_weight: 4 },
  { identifier: 'meet-the-musicians', title: 'Meet the Musicians', parent: 'conversations', sort_weight: 1 },
  {
    identifier: 'composers-in-conversation',
    title: 'Composers in Conversation',
    parent: 'conversations',
    sort_weight: 2,
  },
];

/** A video feature. */
export interface FeatureFact {
  identifier: string;
  title: string;
  description: string;
  category: string;
  /** Number of the VIDEO_MEDIA entry it plays (1-based). */
  video: number;
  daysAgo: number;
  sort_weight: number;
  image: number | null;
  credits: string;
  starts_by_default: boolean;
}

const feature = (
  identifier: string,
  title: string,
  category: string,
  video: number,
  daysAgo: number,
  sort_weight: number,
  description: string,
  extras: Partial<Pick<FeatureFact, 'image' | 'credits' | 'starts_by_default'>> = {},
): FeatureFact => ({
  identifier,
  title,
  description: `<p>${description}</p>`,
  category,
  video,
  daysAgo,
  sort_weight,
  image: extras.image ?? null,
  credits: extras.credits ?? '<p>Produced by <em>Dana Whitlock</em>. Camera: Luis Ortega. Editing: Sam Reyes.</p>',
  starts_by_default: extras.starts_by_default ?? false,
});

/** The features, newest first. */
export const FEATURES: readonly FeatureFact[] = [
  feature(
    'tobias-rennquist-on-the-eroica',
    'Tobias Rennquist on the *Eroica*',
    'meet-the-musicians',
    1,
    16,
    0,
    'Our Music Director Laureate on the symphony Beethoven first dedicated to Napoleon, then angrily undedicated.',
    { image: 1 },
  ),
  feature(
    'listening-guide-the-four-seasons',
    'Listening Guide: *The Four Seasons*',
    'learning-and-discovery',
    2,
    25,
    1,
    'Barking dogs, drunken peasants, chattering teeth: Elena Vasquez-Moreau points out the pictures Vivaldi painted in sound.',
    { image: 2 },
  ),
  feature(
    'meet-elena-vasquez-moreau',
    'Meet Elena Vasquez-Moreau, Concertmaster',
    'meet-the-musicians',
    2,
    30,
    1,
    'What does a concertmaster actually do? Elena shows us, from tuning the orchestra to leading Vivaldi without a conductor.',
    { image: 3 },
  ),
  feature(
    'making-the-brandenburgs',
    'Making the Brandenburgs',
    'behind-the-scenes',
    4,
    45,
    1,
    'Six concertos, four rehearsals, one natural trumpet: the week before our Brandenburg marathon.',
  ),
  feature(
    'music-in-the-schools',
    'Music in the Schools',
    'in-the-community',
    3,
    150,
    1,
    'Our players visit classrooms across the city every week of the school year. This is what happens when forty third-graders meet a double bass.',
    {
      image: 4,
      credits: '',
    },
  ),
  feature(
    'maren-holtzclaw-on-riverglass',
    'Maren Holtzclaw on *Riverglass*',
    'composers-in-conversation',
    1,
    195,
    1,
    'The composer takes us to the stretch of river that inspired her new piece, in the middle of the spring thaw.',
    { image: 5, starts_by_default: true },
  ),
  feature(
    'what-does-a-conductor-do',
    'What Does a Conductor Do?',
    'learning-and-discovery',
    1,
    250,
    2,
    'Ana Lucía Ferrer explains the beat, the breath and the hundred small decisions behind every performance.',
    { image: 6 },
  ),
  feature(
    'meet-ingrid-solberg-hale',
    'Meet Ingrid Solberg-Hale, Principal Cello',
    'meet-the-musicians',
    4,
    300,
    2,
    'From Tromsø to the principal chair: our cellist on Haydn, Boccherini and practicing in a very cold country.',
  ),
  feature(
    'meet-oskar-lindqvist',
    'Meet Oskar Lindqvist, Principal Clarinet',
    'meet-the-musicians',
    3,
    410,
    3,
    'Oskar on Mozart’s clarinet concerto, Anton Stadler’s basset clarinet and why he makes his own reeds.',
  ),
  feature(
    'a-day-with-the-stage-crew',
    'A Day with the Stage Crew',
    'behind-the-scenes',
    3,
    500,
    2,
    'Eighty chairs, sixty stands, one harp and a timpani set: how the stage is ready by 7:55 PM.',
  ),
  feature(
    'neighborhood-concerts-on-the-river',
    'Neighborhood Concerts on the River',
    'in-the-community',
    1,
    600,
    2,
    'A summer of free concerts in parks, libraries and a riverboat.',
    { image: 1 },
  ),
  feature(
    'how-to-tune-a-harpsichord',
    'How to Tune a Harpsichord (in Twenty Minutes or Less)',
    'behind-the-scenes',
    2,
    700,
    3,
    'Clementine Ashby and her tuning hammer race the clock before a Bach concert.',
  ),
  feature(
    'the-orchestra-instrument-by-instrument',
    'The Orchestra, Instrument by Instrument',
    'learning-and-discovery',
    4,
    900,
    3,
    'A tour of the chamber orchestra, from piccolo to double bass, for curious listeners of every age.',
    { image: 2 },
  ),
  feature(
    'celeste-marchand-at-the-lake',
    'Céleste Marchand at the Lake',
    'composers-in-conversation',
    3,
    1255,
    2,
    'A week at the composer’s cabin, where loons and black flies found their way into her Sinfonietta.',
  ),
  feature(
    'hollis-tam-mapping-an-imaginary-city',
    'Hollis Tam: Mapping an Imaginary City',
    'composers-in-conversation',
    2,
    1505,
    3,
    'The composer of <em>The Cartographer’s Daughter</em> on Calvino, maps and writing for a narrator.',
    { image: 3 },
  ),
];
