import { evening, matinee, piece, program, type ArchiveConcert } from './program-plan.ts';

const RENNQUIST = 'tobias-rennquist';
const FERRER = 'ana-lucia-ferrer';
const TANABE_WELLS = 'hiroshi-tanabe-wells';
const MARSH = 'declan-marsh';

/** Concerts of the two seasons before, newest first. */
export const PAST_SEASON_CONCERTS: readonly ArchiveConcert[] = [
  {
    date: evening(400),
    plan: program(
      'mozarts-clarinet-concerto',
      'Mozart’s Clarinet Concerto',
      '<p>Mozart’s farewell to the clarinet, written weeks before his death for his friend Anton Stadler, with the G minor Symphony.</p>',
      {
        conductor: RENNQUIST,
        capture: 'video',
        fullVideo: true,
        image: 2,
        related: [{ feature: 'meet-oskar-lindqvist', description: '' }],
      },
      [
        piece('mozart-magic-flute-overture'),
        piece('mozart-clarinet-concerto', { with: [['oskar-lindqvist']] }),
        piece('mozart-exsultate-jubilate', { with: [['liesl-harrowgate']] }),
        piece('mozart-symphony-40'),
      ],
    ),
  },
  {
    date: evening(430),
    plan: program(
      'american-voices',
      'American Voices',
      '<p>Barber, Price, Still and Walker: American music of the last century, from the concert hall’s most famous elegy to the first symphony by an African American composer played by a major orchestra.</p>',
      { conductor: FERRER, capture: 'video', underwriter: 'meridian-and-lowe', image: 3 },
      [
        piece('walker-lyric-for-strings'),
        piece('barber-knoxville', { with: [['liesl-harrowgate']] }),
        piece('copland-quiet-city', {
          with: [
            ['calvin-ostrowski', 'trumpet'],
            ['hana-okabe', 'English horn'],
          ],
        }),
        piece('still-afro-american-symphony'),
        piece('barber-adagio'),
        piece('price-symphony-1'),
      ],
    ),
  },
  {
    date: evening(460),
    plan: program(
      'brahms-the-serenades',
      'Brahms: The Serenades',
      '<p>Before he dared a symphony, Brahms wrote two serenades; the second leaves out the violins altogether.</p>',
      { conductor: RENNQUIST },
      [piece('brahms-serenade-2'), piece('brahms-haydn-variations'), piece('brahms-serenade-1')],
    ),
  },
  {
    date: evening(490),
    plan: program(
      'french-connections',
      'French Connections',
      '<p>Harp, flute and cello in the music of Fauré, Debussy, Ravel and Poulenc, with Mozart’s Paris concerto for flute and harp.</p>',
      { conductor: MARSH, image: 4 },
      [
        piece('faure-pavane'),
        piece('mozart-flute-and-harp', { with: [['theo-marchetti'], ['mireille-fontanel']] }),
        piece('debussy-danses', { with: [['mireille-fontanel']] }),
        piece('faure-elegie', { with: [['ingrid-solberg-hale']] }),
        piece('ravel-tombeau'),
        piece('poulenc-sinfonietta'),
      ],
    ),
  },
  {
    date: evening(520, 'fri'),
    plan: program(
      'us-premiere-nocturnes-of-the-vistula',
      'US Premiere: Wierzbicki’s *Nocturnes of the Vistula*',
      '<p>Principal Viola Priya Raman-Cole gives the American premiere of Tomasz Wierzbicki’s concerto, among music of mourning and memory from Central Europe.</p>',
      { conductor: 'sofia-arriaga', capture: 'video' },
      [
        piece('lutoslawski-musique-funebre'),
        piece('hindemith-trauermusik', { with: [['priya-raman-cole']] }),
        piece('wierzbicki-vistula-nocturnes', {
          with: [['priya-raman-cole']],
          premiere: 'US premiere',
          note: {
            text: '<p>Wierzbicki wrote his concerto during a summer of sleepless nights in Kraków, walking along the Vistula after midnight. The first nocturne drifts; the second is a chase through empty streets.</p>',
            credit: 'Note by <em>Miriam Calloway</em>',
          },
        }),
        piece('bartok-romanian-folk-dances'),
        piece('bartok-divertimento'),
      ],
    ),
  },
  {
    date: evening(550, 'fri'),
    plan: program(
      'beethoven-cycle-i',
      'Beethoven Symphony Cycle I: Beginnings',
      '<p>The first evening of the orchestra’s Beethoven cycle: the two symphonies in which Beethoven first outgrew his teacher Haydn.</p>',
      { conductor: RENNQUIST, underwriter: 'halvorsen-family-foundation' },
      [
        piece('beethoven-symphony-1'),
        piece('beethoven-romance-2', { with: [['elena-vasquez-moreau']] }),
        piece('beethoven-symphony-2'),
      ],
    ),
  },
  {
    date: evening(549),
    plan: program(
      'beethoven-cycle-ii',
      'Beethoven Symphony Cycle II: Fate',
      '<p>The slender Fourth, which Schumann called a Greek maiden between two Norse giants, and the Fifth.</p>',
      { conductor: RENNQUIST, underwriter: 'halvorsen-family-foundation' },
      [piece('beethoven-coriolan-overture'), piece('beethoven-symphony-4'), piece('beethoven-symphony-5')],
    ),
  },
  {
    date: matinee(548),
    plan: program(
      'beethoven-cycle-iii',
      'Beethoven Symphony Cycle III: Nature & Dance',
      '<p>The “Pastoral”, the Seventh, which Wagner called the apotheosis of the dance, and the witty Eighth.</p>',
      { conductor: RENNQUIST, underwriter: 'halvorsen-family-foundation' },
      [
        piece('beethoven-egmont-overture'),
        piece('beethoven-symphony-6', { recorded: false }),
        piece('beethoven-symphony-8'),
        piece('beethoven-symphony-7'),
      ],
    ),
  },
  {
    date: evening(600),
    plan: program(
      'bach-and-sons',
      'Bach & Sons',
      '<p>Johann Sebastian Bach’s concertos beside the stormy music of his son Carl Philipp Emanuel, led from the violin by Elena Vasquez-Moreau.</p>',
      { conductor: null, capture: 'video', image: 5 },
      [
        piece('bach-violin-concerto-a-minor', { with: [['elena-vasquez-moreau', 'violin', 'leader']] }),
        piece('cpe-bach-sinfonia-b-minor'),
        piece('bach-double-concerto', { with: [['elena-vasquez-moreau'], ['jonah-whitfield']] }),
        piece('cpe-bach-cello-concerto-a-major', { with: [['ingrid-solberg-hale']] }),
        piece('bach-keyboard-concerto-d-minor', { with: [['clementine-ashby']] }),
        piece('bach-suite-2', { with: [['theo-marchetti', 'flute']] }),
      ],
    ),
  },
  {
    date: evening(640),
    plan: program(
      'shostakovich-and-prokofiev',
      'Shostakovich & Prokofiev',
      '<p>Two Soviet composers at their most mischievous, and Shostakovich at his most personal in the Chamber Symphony, dedicated “to the victims of fascism and war”.</p>',
      { conductor: MARSH },
      [
        piece('prokofiev-classical-symphony'),
        piece('shostakovich-piano-concerto-1', {
          with: [
            ['kwame-adjei-brandt', 'piano'],
            ['calvin-ostrowski', 'trumpet'],
          ],
        }),
        piece('shostakovich-chamber-symphony'),
        piece('shostakovich-symphony-9'),
      ],
    ),
  },
  {
    date: evening(680),
    plan: program(
      'mendelssohns-italian',
      'Mendelssohn’s *Italian*',
      '<p>Mendelssohn at 14, at 17, at 24 and at 35: a whole life in one evening, with Yuna Seo-Park in the Violin Concerto.</p>',
      { conductor: FERRER, image: 6 },
      [
        piece('mendelssohn-string-symphony-10'),
        piece('mendelssohn-midsummer-overture'),
        piece('mendelssohn-violin-concerto', { with: [['yuna-seo-park']] }),
        piece('mendelssohn-symphony-4'),
      ],
    ),
  },
  {
    date: evening(720, 'fri'),
    plan: program(
      'donor-salon-aster-quartet',
      'Donor Salon: An Evening with the Aster Quartet & Friends',
      '<p>A private evening for the orchestra’s donors, with a birthday surprise for a longtime board member.</p>',
      { conductor: null, unlisted: true },
      [
        piece('reyes-whitcombe-birthday-variations', { premiere: 'World premiere' }),
        piece('mendelssohn-octet', { with: [['aster-quartet']] }),
      ],
    ),
  },
  {
    date: evening(800),
    plan: program(
      'schumanns-spring',
      'Schumann’s *Spring*',
      '<p>Hiroshi Tanabe-Wells conducts the Piano Concerto from the keyboard, and Principal Horn Ruth Abernathy leads four horns in Schumann’s thrilling Konzertstück.</p>',
      { conductor: TANABE_WELLS, capture: 'video', image: 7 },
      [
        piece('schumann-overture-scherzo-finale'),
        piece('schumann-piano-concerto', { with: [['hiroshi-tanabe-wells', 'piano', 'conductor']] }),
        piece('schumann-konzertstuck', { with: [['ruth-abernathy', 'horn']] }),
        piece('schumann-symphony-1'),
      ],
    ),
  },
  {
    date: evening(840),
    plan: program(
      'haydn-in-london',
      'Haydn in London',
      '<p>Three of the symphonies Haydn wrote for London audiences, and the Sinfonia concertante that showed off the orchestra of Johann Peter Salomon.</p>',
      { conductor: RENNQUIST },
      [
        piece('haydn-symphony-92'),
        piece('haydn-sinfonia-concertante', {
          with: [
            ['elena-vasquez-moreau', 'violin'],
            ['ingrid-solberg-hale', 'cello'],
            ['nadia-korvalenko', 'oboe'],
            ['samuel-achterberg', 'bassoon'],
          ],
        }),
        piece('haydn-symphony-94'),
        piece('haydn-symphony-101'),
        piece('haydn-symphony-104'),
      ],
    ),
  },
  {
    date: evening(880, 'fri'),
    plan: program(
      'neoclassical-adventures',
      'Stravinsky & Friends: Neoclassical Adventures',
      '<p>Stravinsky’s Baroque masks, Martinů’s seaside sinfonietta and Milhaud’s jazz creation myth.</p>',
      { conductor: MARSH },
      [
        piece('stravinsky-pulcinella'),
        piece('stravinsky-dumbarton-oaks'),
        piece('martinu-sinfonietta-la-jolla'),
        piece('stravinsky-basle-concerto'),
        piece('milhaud-creation-du-monde'),
        piece('stravinsky-danses-concertantes'),
      ],
    ),
  },
  {
    date: matinee(920),
    plan: program(
      'cello-celebration',
      'Cello Celebration',
      '<p>Ingrid Solberg-Hale and Imogen Thwaite, with Liesl Harrowgate and the orchestra’s whole cello section in Villa-Lobos.</p>',
      {
        conductor: FERRER,
        capture: 'video',
        image: 8,
        related: [{ feature: 'meet-ingrid-solberg-hale', description: '' }],
      },
      [
        piece('vivaldi-two-cellos', { with: [['ingrid-solberg-hale'], ['imogen-thwaite']] }),
        piece('boccherini-cello-concerto-b-flat', { with: [['ingrid-solberg-hale']] }),
        piece('villa-lobos-bachianas-5', {
          conductor: null,
          with: [['liesl-harrowgate'], ['ingrid-solberg-hale', 'cello', 'leader']],
        }),
        piece('saint-saens-cello-concerto-1', { with: [['imogen-thwaite']] }),
      ],
    ),
  },
  {
    date: evening(960),
    plan: program(
      'dvoraks-eighth',
      'Dvořák’s Eighth',
      '<p>Dvořák’s sunniest symphony and the Cello Concerto he wrote in New York, homesick for Bohemia.</p>',
      { conductor: RENNQUIST, underwriter: 'riverside-arts-foundation' },
      [piece('dvorak-cello-concerto', { with: [['imogen-thwaite']] }), piece('dvorak-symphony-8')],
    ),
  },
];
