/** The demo's curated collections. Items name a performance by its program and work. */

/** One curated item. */
export interface CollectionItemFact {
  program: string;
  work: string;
  note: string;
  active: boolean;
}

/** One collection. */
export interface CollectionFact {
  identifier: string;
  title: string;
  byline: string;
  introduction: string;
  sequence: number;
  image: number | null;
  /** Number of a VIDEO_MEDIA entry (1-based) for 'Watch Intro'; null when none. */
  intro: number | null;
  starts_by_default: boolean;
  active: boolean;
  items: CollectionItemFact[];
}

const item = (program: string, work: string, note: string, active = true): CollectionItemFact => ({
  program,
  work,
  note: note ? `<p>${note}</p>` : '',
  active,
});

/** The collections, in their display sequence. */
export const COLLECTIONS: readonly CollectionFact[] = [
  {
    identifier: 'music-for-a-quiet-evening',
    title: 'Music for a Quiet Evening',
    byline: 'Chosen by Elena Vasquez-Moreau',
    introduction: '<p>Slow movements and gentle pieces for the end of a long day, chosen by our concertmaster.</p>',
    sequence: 1,
    image: 1,
    intro: 3,
    starts_by_default: false,
    active: true,
    items: [
      item(
        'american-voices',
        'barber-adagio',
        'The most famous elegy in American music began as the slow movement of a string quartet.',
      ),
      item('french-connections', 'faure-pavane', 'Fauré’s stately dance, written for a summer concert series.'),
      item('mahlers-fourth-up-close', 'wagner-siegfried-idyll', 'A birthday serenade first played on a staircase.'),
      item(
        'strings-from-the-british-isles',
        'vaughan-williams-lark-ascending',
        'Jonah Whitfield’s lark rises over the strings.',
      ),
      item('tchaikovsky-and-the-north', 'grieg-elegiac-melodies', ''),
      item(
        'world-premiere-the-cartographers-daughter',
        'ravel-pavane',
        'Ravel called it a pavane for a princess of long ago.',
      ),
    ],
  },
  {
    identifier: 'principal-players-in-the-spotlight',
    title: 'Principal Players in the Spotlight',
    byline: 'Chosen by Hiroshi Tanabe-Wells',
    introduction: '<p>The orchestra’s principal players step out of the section to play concertos.</p>',
    sequence: 2,
    image: 2,
    intro: null,
    starts_by_default: false,
    active: true,
    items: [
      item(
        'mozarts-clarinet-concerto',
        'mozart-clarinet-concerto',
        'Oskar Lindqvist in the concerto Mozart wrote for his friend Anton Stadler.',
      ),
      item(
        'metamorphosen',
        'strauss-oboe-concerto',
        'Nadia Korvalenko in the concerto an American soldier asked Strauss to write.',
      ),
      item(
        'haydns-farewell',
        'haydn-cello-concerto-1',
        'Ingrid Solberg-Hale in a concerto rediscovered in Prague in 1961.',
      ),
      item('brass-brilliance', 'mozart-horn-concerto-4', 'Ruth Abernathy in Mozart’s last and grandest horn concerto.'),
      item(
        'haydns-farewell',
        'haydn-trumpet-concerto',
        'Calvin Ostrowski in the concerto Haydn wrote for a new keyed trumpet.',
      ),
      item('northern-lights', 'nielsen-flute-concerto', 'Théo Marchetti in Nielsen’s witty, wayward concerto.', false),
    ],
  },
  {
    identifier: 'premieres-and-commissions',
    title: 'Premieres & Commissions',
    byline: 'Notes by Miriam Calloway',
    introduction:
      '<p>New music written for the orchestra, and music heard here for the first time in the United States.</p>',
    sequence: 3,
    image: 3,
    intro: 1,
    starts_by_default: true,
    active: true,
    items: [
      item(
        'world-premiere-riverglass',
        'holtzclaw-riverglass',
        'The spring thaw on the upper river, in three movements.',
      ),
      item('world-premiere-northern-summer', 'marchand-northern-summer', 'One July on one lake.'),
      item(
        'world-premiere-the-cartographers-daughter',
        'tam-cartographers-daughter',
        'Three cities that could never exist.',
      ),
      item(
        'world-premiere-no-ordinary-light',
        'reyes-whitcombe-no-ordinary-light',
        'A bandleader’s first orchestral commission.',
      ),
      item(
        'us-premiere-nocturnes-of-the-vistula',
        'wierzbicki-vistula-nocturnes',
        'Priya Raman-Cole gave the American premiere.',
      ),
      item('us-premiere-lanterns-and-lullabies', 'okafor-lindgren-lanterns-and-lullabies', ''),
    ],
  },
  {
    identifier: 'a-beethoven-journey',
    title: 'A Beethoven Journey',
    byline: 'With Tobias Rennquist',
    introduction:
      '<p>Beethoven’s symphonies in order, from the orchestra’s cycle with its Music Director Laureate.</p>',
    sequence: 4,
    image: 4,
    intro: null,
    starts_by_default: false,
    active: true,
    items: [
      item('beethoven-cycle-i', 'beethoven-symphony-1', 'It begins, famously, on the “wrong” chord.'),
      item(
        'beethoven-cycle-i',
        'beethoven-symphony-2',
        'Written in the year of the Heiligenstadt Testament, and full of high spirits.',
      ),
      item('beethovens-eroica', 'beethoven-symphony-3', ''),
      item('beethoven-cycle-ii', 'beethoven-symphony-4', ''),
      item('beethoven-cycle-ii', 'beethoven-symphony-5', 'Four notes that everyone knows.'),
      item('beethoven-cycle-iii', 'beethoven-symphony-7', ''),
      item('beethoven-cycle-iii', 'beethoven-symphony-8', 'Beethoven called it “my little symphony in F”.'),
    ],
  },
  {
    identifier: 'women-composers-through-the-centuries',
    title: 'Women Composers Through the Centuries',
    byline: 'Chosen by Marguerite Okonkwo-Lind',
    introduction:
      '<p>From Fanny Mendelssohn Hensel’s Berlin salon to Florence Price’s Chicago premiere and today’s commissions.</p>',
    sequence: 5,
    image: null,
    intro: 2,
    starts_by_default: false,
    active: true,
    items: [
      item(
        'mozarts-jupiter',
        'hensel-overture-c-major',
        'Her only concert overture, heard in her lifetime only at home.',
      ),
      item('lost-and-found-women-composers', 'farrenc-symphony-3', ''),
      item('lost-and-found-women-composers', 'clara-schumann-piano-concerto', 'Begun at thirteen.'),
      item('lost-and-found-women-composers', 'boulanger-matin-de-printemps', ''),
      item('american-voices', 'price-symphony-1', 'Premiered by the Chicago Symphony in 1933.'),
      item('world-premiere-riverglass', 'holtzclaw-riverglass', ''),
    ],
  },
  {
    identifier: 'holiday-favorites',
    title: 'Holiday Favorites',
    byline: '',
    introduction: '<p>Back in December.</p>',
    sequence: 6,
    image: null,
    intro: null,
    starts_by_default: false,
    active: false,
    items: [item('a-baroque-christmas', 'corelli-christmas-concerto', '')],
  },
];
