import { evening, piece, program, type ArchiveConcert } from './program-plan.ts';

const RENNQUIST = 'tobias-rennquist';
const OKONKWO_LIND = 'marguerite-okonkwo-lind';
const FERRER = 'ana-lucia-ferrer';
const TANABE_WELLS = 'hiroshi-tanabe-wells';
const MARSH = 'declan-marsh';

/** The first seasons in the archive, back to eight years ago, newest first. */
export const EARLY_YEARS_CONCERTS: readonly ArchiveConcert[] = [
  {
    date: evening(1800),
    plan: program(
      'music-from-an-empty-hall',
      'Music from an Empty Hall',
      '<p>Recorded without an audience during the pandemic season and streamed to listeners at home: music for small forces, from Strauss’s lament to Copland’s Appalachian morning.</p>',
      { conductor: FERRER, capture: 'video', image: 4 },
      [
        piece('holtzclaw-postcard-4', { videoOnly: true }),
        piece('strauss-metamorphosen', { unlisted: true }),
        piece('copland-appalachian-spring', { unlisted: true }),
        piece('hindemith-kammermusik-1'),
      ],
    ),
  },
  {
    date: evening(1900),
    plan: program(
      'us-premieres-glass-harbour-and-winter-garden',
      'US Premieres: *Glass Harbour* & *Winter Garden*',
      '<p>Two American premieres from Sweden and Korea, with Haydn’s first violin concerto and Lutosławski’s folk-tune suite.</p>',
      { conductor: MARSH, capture: 'video' },
      [
        piece('haydn-violin-concerto-c', { with: [['elena-vasquez-moreau']] }),
        piece('seong-winter-garden', { premiere: 'US premiere' }),
        piece('sandqvist-glass-harbour', { with: [['oskar-lindqvist']], premiere: 'US premiere' }),
        piece('lutoslawski-little-suite'),
      ],
    ),
  },
  {
    date: evening(2000),
    plan: program(
      'imogen-thwaite-plays-schumann-and-elgar',
      'Imogen Thwaite Plays Schumann & Elgar',
      '<p>Two cello concertos full of autumn light, with Vaughan Williams’s variants on an old English carol tune.</p>',
      { conductor: TANABE_WELLS },
      [
        piece('vaughan-williams-dives-and-lazarus'),
        piece('schumann-cello-concerto', { with: [['imogen-thwaite']] }),
        piece('elgar-cello-concerto', { with: [['imogen-thwaite']] }),
      ],
    ),
  },
  {
    date: evening(2100),
    plan: program(
      'french-romantics',
      'French Romantics',
      '<p>Bizet’s teenage symphony, Fauré’s masques and Maeterlinck’s doomed lovers, with Félix Aubertin in concertos by Saint-Saëns and Ravel.</p>',
      { conductor: MARSH, capture: 'video' },
      [
        piece('faure-masques-et-bergamasques'),
        piece('saint-saens-piano-concerto-2', { with: [['felix-aubertin']] }),
        piece('faure-pelleas'),
        piece('ravel-piano-concerto', { with: [['felix-aubertin']] }),
        piece('bizet-symphony-c'),
      ],
    ),
  },
  {
    date: evening(2150, 'fri'),
    plan: program(
      'serenades-for-the-night',
      'Serenades for the Night',
      '<p>Mateo Quintanilla and Ruth Abernathy in Britten’s nocturnal song cycle, with Janáček’s early suite and Martinů’s wartime double concerto.</p>',
      { conductor: TANABE_WELLS },
      [
        piece('janacek-suite-strings'),
        piece('britten-serenade', { with: [['mateo-quintanilla'], ['ruth-abernathy']] }),
        piece('martinu-double-concerto', { with: [['kwame-adjei-brandt', 'piano']] }),
      ],
    ),
  },
  {
    date: evening(2200),
    plan: program(
      'tobias-rennquists-farewell',
      'Tobias Rennquist’s Farewell as Music Director',
      '<p>Fourteen seasons end with Beethoven’s “Emperor” and Triple Concertos and Mozart’s Symphony No. 39.</p>',
      { conductor: RENNQUIST, underwriter: 'halvorsen-family-foundation', image: 5 },
      [
        piece('mozart-symphony-39'),
        piece('beethoven-triple-concerto', {
          with: [
            ['elena-vasquez-moreau', 'violin'],
            ['ingrid-solberg-hale', 'cello'],
            ['kwame-adjei-brandt', 'piano'],
          ],
        }),
        piece('beethoven-piano-concerto-5', { with: [['kwame-adjei-brandt']] }),
      ],
    ),
  },
  {
    date: evening(2300),
    plan: program(
      'world-premiere-no-ordinary-light',
      'World Premiere: *No Ordinary Light*',
      '<p>Daniel Reyes-Whitcombe’s first orchestral commission, with Parisian music that swings: Milhaud’s cabaret and Poulenc’s concertos.</p>',
      { conductor: FERRER, capture: 'video', fullVideo: true, image: 6 },
      [
        piece('milhaud-boeuf-sur-le-toit'),
        piece('poulenc-two-pianos', {
          with: [
            ['kwame-adjei-brandt', 'piano'],
            ['felix-aubertin', 'piano'],
          ],
        }),
        piece('reyes-whitcombe-no-ordinary-light', { premiere: 'World premiere' }),
        piece('poulenc-organ-concerto', { with: [['clementine-ashby', 'organ']] }),
      ],
    ),
  },
  {
    date: evening(2450),
    plan: program(
      'bach-and-handel',
      'Bach & Handel',
      '<p>Two giants born a month apart and a hundred miles from each other, who never met.</p>',
      { conductor: OKONKWO_LIND },
      [
        piece('handel-concerto-grosso-op-6-1'),
        piece('bach-violin-concerto-e-major', { with: [['elena-vasquez-moreau']] }),
        piece('telemann-viola-concerto', { with: [['priya-raman-cole']] }),
        piece('bach-keyboard-concerto-f-minor', { with: [['clementine-ashby']] }),
        piece('telemann-don-quixote'),
        piece('bach-suite-3'),
      ],
    ),
  },
  {
    date: evening(2520),
    plan: program(
      'mozart-and-beethoven-at-the-keyboard',
      'Mozart & Beethoven at the Keyboard',
      '<p>Mozart’s last piano concerto, the aria he wrote for himself at the piano and Nancy Storace, and Beethoven’s C minor concerto.</p>',
      { conductor: null },
      [
        piece('mozart-piano-concerto-27', { with: [['kwame-adjei-brandt', 'piano', 'director']] }),
        piece('mozart-ch-io-mi-scordi', {
          with: [
            ['liesl-harrowgate', 'soprano'],
            ['kwame-adjei-brandt', 'piano'],
          ],
        }),
        piece('beethoven-piano-concerto-3', { with: [['kwame-adjei-brandt', 'piano', 'director']] }),
      ],
    ),
  },
  {
    date: evening(2600),
    plan: program(
      'overtures-and-encores',
      'Overtures & Encores',
      '<p>A private season-opening gala for subscribers: curtain raisers and favorite encores.</p>',
      { conductor: RENNQUIST, unlisted: true },
      [
        piece('mozart-don-giovanni-overture'),
        piece('weber-freischutz-overture'),
        piece('mendelssohn-hebrides'),
        piece('elgar-chanson-de-matin'),
        piece('ives-three-places', { recorded: false }),
        piece('mozart-symphony-36'),
      ],
    ),
  },
  {
    date: evening(2750),
    plan: program(
      'viennese-classics',
      'Viennese Classics',
      '<p>Mozart’s “Little G minor” and “Haffner” symphonies, his Sinfonia concertante, and Schubert’s Third.</p>',
      { conductor: RENNQUIST },
      [
        piece('mozart-symphony-25'),
        piece('mozart-sinfonia-concertante', {
          with: [
            ['elena-vasquez-moreau', 'violin'],
            ['priya-raman-cole', 'viola'],
          ],
        }),
        piece('mozart-symphony-35'),
        piece('schubert-symphony-3'),
        piece('schubert-symphony-6'),
      ],
    ),
  },
  {
    date: evening(2880),
    plan: program(
      'first-concert-in-the-new-hall',
      'The First Concert in the New Hall',
      '<p>The orchestra’s first evening in its renovated home: music chosen by the players themselves.</p>',
      { conductor: RENNQUIST, underwriter: 'riverside-arts-foundation', image: 7 },
      [
        piece('mozart-piano-concerto-20', { with: [['kwame-adjei-brandt']] }),
        piece('mozart-piano-concerto-24', { with: [['kwame-adjei-brandt']] }),
        piece('mozart-violin-concerto-3', { with: [['yuna-seo-park']] }),
        piece('brahms-symphony-2'),
      ],
    ),
  },
];
