import { evening, matinee, piece, program, type ArchiveConcert } from './program-plan.ts';

const RENNQUIST = 'tobias-rennquist';
const OKONKWO_LIND = 'marguerite-okonkwo-lind';
const FERRER = 'ana-lucia-ferrer';
const TANABE_WELLS = 'hiroshi-tanabe-wells';
const MARSH = 'declan-marsh';

/** Older concerts, newest first. */
export const ARCHIVE_CONCERTS: readonly ArchiveConcert[] = [
  {
    date: evening(1000),
    plan: program(
      'italian-sunshine',
      'Italian Sunshine',
      '<p>Rossini’s overtures, Respighi’s birds and Boccherini’s devil, with Vivaldi’s rustic concerto for strings.</p>',
      { conductor: MARSH },
      [
        piece('rossini-barber-overture'),
        piece('vivaldi-alla-rustica'),
        piece('respighi-the-birds'),
        piece('boccherini-casa-del-diavolo'),
        piece('respighi-ancient-airs-3'),
        piece('rossini-italian-girl-overture', { unlisted: true }),
      ],
    ),
  },
  {
    date: evening(1050),
    plan: program(
      'us-premiere-lanterns-and-lullabies',
      'US Premiere: *Lanterns & Lullabies*',
      '<p>Ayo Okafor-Lindgren’s nocturnal triptych crosses the Atlantic, with music by Samuel Coleridge-Taylor and the Chevalier de Saint-Georges.</p>',
      { conductor: OKONKWO_LIND, capture: 'video', underwriter: 'meridian-and-lowe' },
      [
        piece('bologne-symphony-1'),
        piece('coleridge-taylor-romance', { with: [['jonah-whitfield']] }),
        piece('okafor-lindgren-lanterns-and-lullabies', {
          premiere: 'US premiere',
          note: {
            text: '<p>The first movement follows a lantern procession through a harbor town; the second rocks like a night ferry; in the third, the lanterns are set adrift and the music dissolves with them.</p>',
            credit: 'Note by <em>Peter Lindahl</em>',
          },
        }),
        piece('coleridge-taylor-ballade'),
        piece('mozart-symphony-29'),
      ],
    ),
  },
  {
    date: evening(1100),
    plan: program(
      'beethoven-and-brahms-violin-concertos',
      'Beethoven & Brahms: Two Violin Concertos',
      '<p>The two great D major violin concertos of the German tradition in one evening, played by Elena Vasquez-Moreau and Yuna Seo-Park.</p>',
      { conductor: RENNQUIST },
      [
        piece('beethoven-violin-concerto', { with: [['elena-vasquez-moreau']] }),
        piece('brahms-violin-concerto', { with: [['yuna-seo-park']] }),
      ],
    ),
  },
  {
    date: evening(1150),
    plan: program(
      'northern-lights',
      'Northern Lights: Grieg, Nielsen & Sibelius',
      '<p>Music from Norway, Denmark and Finland, with Félix Aubertin in Grieg’s concerto and Yuna Seo-Park in Sibelius’s.</p>',
      { conductor: TANABE_WELLS, underwriter: 'northern-lights-credit-union' },
      [
        piece('grieg-holberg-suite'),
        piece('nielsen-little-suite'),
        piece('grieg-piano-concerto', { with: [['felix-aubertin']] }),
        piece('nielsen-flute-concerto', { with: [['theo-marchetti']] }),
        piece('sibelius-violin-concerto', { with: [['yuna-seo-park']] }),
      ],
    ),
  },
  {
    date: evening(1200, 'fri'),
    plan: program(
      'mozart-at-the-keyboard',
      'Mozart at the Keyboard',
      '<p>Kwame Adjei-Brandt directs three Mozart piano concertos from the keyboard, as Mozart himself did.</p>',
      { conductor: null, image: 1 },
      [
        piece('mozart-divertimento-k-136'),
        piece('mozart-piano-concerto-9', { with: [['kwame-adjei-brandt', 'piano', 'director']] }),
        piece('mozart-piano-concerto-17', { with: [['kwame-adjei-brandt', 'piano', 'director']] }),
        piece('mozart-piano-concerto-23', { with: [['kwame-adjei-brandt', 'piano', 'director']] }),
      ],
    ),
  },
  {
    date: evening(1250),
    plan: program(
      'world-premiere-northern-summer',
      'World Premiere: Marchand’s *Sinfonietta for a Northern Summer*',
      '<p>Céleste Marchand’s new sinfonietta, commissioned by the orchestra, shares the stage with the French music that first made her want to write for orchestra.</p>',
      {
        conductor: FERRER,
        capture: 'video',
        fullVideo: true,
        image: 2,
        related: [{ feature: 'celeste-marchand-at-the-lake', description: '<p>A week at the composer’s cabin.</p>' }],
      },
      [
        piece('debussy-petite-suite'),
        piece('marchand-northern-summer', {
          premiere: 'World premiere',
          note: {
            text: '<p>“Everything in this piece happened on one lake in one July,” Marchand writes: the sun that will not set, the black flies, a loon at dusk, and a long carry between two lakes with a canoe on your shoulders.</p>',
            credit: 'Note by the composer',
          },
        }),
        piece('debussy-faune', { with: [['theo-marchetti', 'flute']] }),
        piece('ravel-mother-goose'),
      ],
    ),
  },
  {
    date: evening(1300),
    plan: program(
      'verklarte-nacht',
      '*Verklärte Nacht*',
      '<p>Four string quartets made orchestral: Schoenberg’s moonlit walk, Webern’s miniatures, and Beethoven and Schubert in Mahler’s arrangements.</p>',
      { conductor: MARSH },
      [
        piece('beethoven-serioso-quartet'),
        piece('webern-five-movements'),
        piece('schubert-death-and-the-maiden'),
        piece('schoenberg-verklarte-nacht'),
      ],
    ),
  },
  {
    date: evening(1350),
    plan: program(
      'brass-brilliance',
      'Brass Brilliance',
      '<p>Ruth Abernathy plays horn concertos by Mozart and the young Richard Strauss; Handel brings the fireworks.</p>',
      { conductor: MARSH },
      [
        piece('handel-water-music-2'),
        piece('mozart-horn-concerto-4', { with: [['ruth-abernathy']] }),
        piece('strauss-horn-concerto-1', { with: [['ruth-abernathy']] }),
        piece('handel-royal-fireworks'),
      ],
    ),
  },
  {
    date: evening(1400),
    plan: program(
      'virtuoso-violin',
      'Virtuoso Violin',
      '<p>Fireworks for one and two violins, from Vivaldi’s Venice to Ravel’s gypsy rhapsody.</p>',
      { conductor: FERRER, capture: 'video', image: 8 },
      [
        piece('vivaldi-two-violins-a-minor', { with: [['elena-vasquez-moreau'], ['jonah-whitfield']] }),
        piece('mozart-violin-concerto-5', { with: [['yuna-seo-park']] }),
        piece('holst-brook-green-suite'),
        piece('prokofiev-violin-concerto-1', { with: [['elena-vasquez-moreau']] }),
        piece('saint-saens-introduction-rondo', { with: [['yuna-seo-park']] }),
        piece('ravel-tzigane', { with: [['yuna-seo-park']] }),
      ],
    ),
  },
  {
    date: evening(1450, 'fri'),
    plan: program(
      'ingrid-solberg-hale-plays-haydn-and-shostakovich',
      'Ingrid Solberg-Hale Plays Haydn & Shostakovich',
      '<p>Principal Cello Ingrid Solberg-Hale in two concertos written nearly two centuries apart, with Suk’s warm-hearted Serenade between them.</p>',
      { conductor: MARSH },
      [
        piece('haydn-cello-concerto-2', { with: [['ingrid-solberg-hale']] }),
        piece('suk-serenade'),
        piece('shostakovich-cello-concerto-1', { with: [['ingrid-solberg-hale']] }),
      ],
    ),
  },
  {
    date: evening(1500),
    plan: program(
      'world-premiere-the-cartographers-daughter',
      'World Premiere: *The Cartographer’s Daughter*',
      '<p>Hollis Tam’s concerto for cello, narrator and orchestra maps three imaginary cities, with Imogen Thwaite and Gideon Falk.</p>',
      {
        conductor: TANABE_WELLS,
        capture: 'video',
        image: 3,
        related: [{ feature: 'hollis-tam-mapping-an-imaginary-city', description: '' }],
      },
      [
        piece('mozart-symphony-38'),
        piece('tam-cartographers-daughter', {
          with: [
            ['imogen-thwaite', 'cello'],
            ['gideon-falk', 'narrator'],
          ],
          premiere: 'World premiere',
          note: {
            text: '<p>Each movement is a map of a city that could not exist: one strung together with threads, one that exists only in its reflections, and one hidden beneath its own streets.</p>',
            credit: 'Note by the composer',
          },
        }),
        piece('ravel-pavane'),
        piece('britten-frank-bridge-variations'),
      ],
    ),
  },
  {
    date: evening(1560),
    plan: program(
      'wind-soloists-of-the-orchestra',
      'Wind Soloists of the Orchestra',
      '<p>Four principal wind players step forward in concertos by Mozart and Copland.</p>',
      { conductor: OKONKWO_LIND },
      [
        piece('mozart-oboe-concerto', { with: [['nadia-korvalenko']] }),
        piece('mozart-bassoon-concerto', { with: [['samuel-achterberg']] }),
        piece('mozart-flute-concerto-1', { with: [['theo-marchetti']] }),
        piece('copland-clarinet-concerto', { with: [['oskar-lindqvist']] }),
        piece('nielsen-clarinet-concerto', { with: [['oskar-lindqvist']] }),
      ],
    ),
  },
  {
    date: evening(1620, 'fri'),
    plan: program(
      'bernstein-barber-and-bartok',
      'Bernstein, Barber & Bartók',
      '<p>Three twentieth-century concertos for string players, from Plato’s banquet to Bartók’s last work.</p>',
      { conductor: FERRER },
      [
        piece('bernstein-candide-overture', { unlisted: true }),
        piece('barber-violin-concerto', { with: [['elena-vasquez-moreau']] }),
        piece('bartok-viola-concerto', { with: [['priya-raman-cole']] }),
        piece('bernstein-serenade', { with: [['yuna-seo-park']] }),
      ],
    ),
  },
  {
    date: matinee(1700),
    plan: program(
      'haydn-the-seven-last-words',
      'Haydn: *The Seven Last Words*',
      '<p>Haydn’s meditation, written for a Good Friday service in Cádiz, with two of his “Sturm und Drang” symphonies.</p>',
      { conductor: null },
      [piece('haydn-symphony-49'), piece('haydn-seven-last-words'), piece('haydn-symphony-44')],
    ),
  },
];
