import { evening, matinee, morning, piece, program, type ArchiveConcert } from './program-plan.ts';

const RENNQUIST = 'tobias-rennquist';
const OKONKWO_LIND = 'marguerite-okonkwo-lind';
const FERRER = 'ana-lucia-ferrer';
const TANABE_WELLS = 'hiroshi-tanabe-wells';
const MARSH = 'declan-marsh';

/** Concerts of the last twelve months or so, newest first. */
export const RECENT_CONCERTS: readonly ArchiveConcert[] = [
  {
    date: evening(14),
    plan: program(
      'beethovens-eroica',
      'Beethoven’s *Eroica*',
      '<p>Music Director Laureate Tobias Rennquist returns for the symphony that changed everything, paired with the Fourth Piano Concerto, its quiet revolution led by Artistic Partner Kwame Adjei-Brandt.</p>',
      {
        conductor: RENNQUIST,
        capture: 'video',
        fullVideo: true,
        underwriter: 'halvorsen-family-foundation',
        image: 1,
        related: [
          {
            feature: 'tobias-rennquist-on-the-eroica',
            description: '<p>Tobias Rennquist on why the <em>Eroica</em> still startles.</p>',
          },
        ],
      },
      [
        piece('beethoven-prometheus-overture'),
        piece('beethoven-piano-concerto-4', { with: [['kwame-adjei-brandt', 'piano']] }),
        piece('beethoven-symphony-3'),
      ],
    ),
  },
  {
    date: evening(21, 'fri'),
    plan: program(
      'four-seasons-two-cities',
      'Four Seasons, Two Cities: Vivaldi & Piazzolla',
      '<p>Concertmaster Elena Vasquez-Moreau leads Vivaldi’s Venice and Piazzolla’s Buenos Aires from the first chair. <strong>Because of a recording agreement, this concert streams in the United States only.</strong></p>',
      {
        capture: 'video',
        countries: ['US'],
        image: 2,
        related: [{ feature: 'listening-guide-the-four-seasons', description: '' }],
      },
      [
        piece('vivaldi-spring', { with: [['elena-vasquez-moreau', 'violin', 'leader']] }),
        piece('vivaldi-summer', { with: [['elena-vasquez-moreau', 'violin', 'leader']] }),
        piece('vivaldi-autumn', { with: [['elena-vasquez-moreau', 'violin', 'leader']] }),
        piece('vivaldi-winter', { with: [['elena-vasquez-moreau', 'violin', 'leader']] }),
        piece('piazzolla-four-seasons', { with: [['elena-vasquez-moreau', 'violin', 'leader']] }),
        piece('piazzolla-oblivion', { with: [['wren-castellano']] }),
      ],
    ),
  },
  {
    date: matinee(35),
    plan: program(
      'family-concert-peter-and-the-wolf',
      'Family Concert: *Peter and the Wolf*',
      '<p>Gideon Falk tells the stories; the orchestra supplies the birds, ducks, wolves, lions, elephants and a pair of slightly ridiculous pianists. Recommended for ages 5 and up.</p>',
      { conductor: TANABE_WELLS, underwriter: 'northern-lights-credit-union', image: 3 },
      [
        piece('bernstein-candide-overture'),
        piece('prokofiev-peter-and-the-wolf', { with: [['gideon-falk']] }),
        piece('bizet-jeux-d-enfants'),
        piece('saint-saens-carnival', {
          with: [
            ['kwame-adjei-brandt', 'piano'],
            ['felix-aubertin', 'piano'],
            ['gideon-falk', 'narrator'],
          ],
        }),
      ],
    ),
  },
  {
    date: evening(42),
    plan: program(
      'the-brandenburg-concertos',
      'The Brandenburg Concertos',
      '<p>All six of Bach’s concertos for the Margrave of Brandenburg in one evening, directed from the harpsichord by Artistic Partner Marguerite Okonkwo-Lind, with the orchestra’s principals as soloists.</p>',
      {
        conductor: OKONKWO_LIND,
        capture: 'video',
        fullVideo: true,
        underwriter: 'riverside-arts-foundation',
        image: 4,
        related: [{ feature: 'making-the-brandenburgs', description: '<p>Rehearsing six concertos in four days.</p>' }],
      },
      [
        piece('bach-brandenburg-1', {
          with: [
            ['ruth-abernathy', 'horn'],
            ['nadia-korvalenko', 'oboe'],
            ['elena-vasquez-moreau', 'violino piccolo'],
          ],
        }),
        piece('bach-brandenburg-2', {
          with: [
            ['calvin-ostrowski', 'trumpet'],
            ['theo-marchetti', 'recorder'],
            ['nadia-korvalenko', 'oboe'],
            ['elena-vasquez-moreau', 'violin'],
          ],
        }),
        piece('bach-brandenburg-3'),
        piece('bach-brandenburg-4', {
          with: [
            ['elena-vasquez-moreau', 'violin'],
            ['theo-marchetti', 'recorder'],
          ],
        }),
        piece('bach-brandenburg-5', {
          with: [
            ['marguerite-okonkwo-lind', 'harpsichord'],
            ['theo-marchetti', 'flute'],
            ['elena-vasquez-moreau', 'violin'],
          ],
        }),
        piece('bach-brandenburg-6', {
          with: [
            ['priya-raman-cole', 'viola'],
            ['rafael-duarte-sims', 'viola'],
          ],
        }),
      ],
    ),
  },
  {
    date: evening(56, 'fri'),
    plan: program(
      'music-from-bohemia-and-moravia',
      'Dvořák & Janáček: Music from Bohemia and Moravia',
      '<p>Principal Guest Conductor Ana Lucía Ferrer pairs two Czech masters at their most lyrical, with Yuna Seo-Park in Dvořák’s Romance.</p>',
      { conductor: FERRER },
      [
        piece('dvorak-nocturne'),
        piece('janacek-idyll'),
        piece('dvorak-romance', { with: [['yuna-seo-park']] }),
        piece('janacek-mladi', {
          conductor: null,
          with: [
            ['theo-marchetti'],
            ['nadia-korvalenko'],
            ['oskar-lindqvist'],
            ['samuel-achterberg'],
            ['ruth-abernathy'],
          ],
        }),
        piece('dvorak-czech-suite'),
      ],
    ),
  },
  {
    date: evening(63),
    plan: program(
      'mozarts-jupiter',
      'Mozart’s *Jupiter*',
      '<p>Mozart’s last symphony, crowned by its five-voice fugue, with the sunny C major Concerto and Fanny Mendelssohn Hensel’s only concert overture. This concert was streamed live.</p>',
      { conductor: RENNQUIST, capture: 'video', image: 5 },
      [
        piece('hensel-overture-c-major'),
        piece('mozart-piano-concerto-21', { with: [['kwame-adjei-brandt', 'piano']] }),
        piece('mozart-figaro-overture'),
        piece('mozart-symphony-41'),
      ],
    ),
  },
  {
    date: morning(80),
    plan: program(
      'coffee-concert-serenades-for-winds',
      'Coffee Concert: Serenades for Winds',
      '<p>A morning with the orchestra’s wind players: Richard Strauss at seventeen, Dvořák in holiday mood and Mozart’s grandest serenade.</p>',
      { conductor: null },
      [piece('strauss-serenade-winds'), piece('dvorak-serenade-winds'), piece('mozart-gran-partita')],
    ),
  },
  {
    date: evening(95),
    plan: program(
      'metamorphosen',
      '*Metamorphosen*',
      '<p>Strauss’s lament for 23 solo strings, written in the last months of the Second World War, framed by his late, luminous Oboe Concerto.</p>',
      { conductor: RENNQUIST },
      [
        piece('strauss-oboe-concerto', { with: [['nadia-korvalenko']] }),
        piece('strauss-metamorphosen'),
        piece('strauss-bourgeois-gentilhomme'),
      ],
    ),
  },
  {
    date: evening(130, 'fri'),
    plan: program(
      'summer-serenades',
      'Summer Serenades',
      '<p>Four serenades for strings under the stars in the Riverside Park band shell, led by Associate Conductor Declan Marsh.</p>',
      { conductor: MARSH, underwriter: 'northern-lights-credit-union', image: 6 },
      [
        piece('mozart-eine-kleine-nachtmusik'),
        piece('elgar-serenade'),
        piece('tchaikovsky-serenade'),
        piece('dvorak-serenade-strings'),
      ],
    ),
  },
  {
    date: evening(160),
    plan: program(
      'lost-and-found-women-composers',
      'Lost & Found: Music by Women Composers',
      '<p>Four composers whose music was praised, then forgotten, then found again: Louise Farrenc, Clara Schumann, Lili Boulanger and Florence Price.</p>',
      { conductor: OKONKWO_LIND, capture: 'video', image: 7 },
      [
        piece('boulanger-matin-de-printemps'),
        piece('clara-schumann-piano-concerto', { with: [['felix-aubertin']] }),
        piece('boulanger-soir-triste'),
        piece('price-piano-concerto', { with: [['kwame-adjei-brandt']] }),
        piece('farrenc-symphony-3'),
      ],
    ),
  },
  {
    date: evening(190),
    plan: program(
      'world-premiere-riverglass',
      'World Premiere: Holtzclaw’s *Riverglass*',
      '<p>Composer in residence Maren Holtzclaw’s portrait of the river in three seasons, commissioned by the orchestra, beside two American classics.</p>',
      {
        conductor: FERRER,
        capture: 'video',
        fullVideo: true,
        underwriter: 'meridian-and-lowe',
        image: 8,
        related: [
          { feature: 'maren-holtzclaw-on-riverglass', description: '<p>The composer walks the river with us.</p>' },
        ],
      },
      [
        piece('ives-unanswered-question'),
        piece('holtzclaw-riverglass', {
          premiere: 'World premiere',
          note: {
            text: '<p>“I spent a winter walking the same mile of riverbank every morning,” says Maren Holtzclaw. “<em>Riverglass</em> is what I heard: the ice breaking up, the pull of the current underneath, and the place where two rivers meet and can’t decide whose color to keep.”</p>',
            credit: 'Note by the composer',
          },
        }),
        piece('sibelius-rakastava'),
        piece('copland-appalachian-spring'),
      ],
    ),
  },
  {
    date: evening(220),
    plan: program(
      'haydns-farewell',
      'Haydn’s *Farewell*',
      '<p>One by one the musicians snuff their candles and leave: Haydn’s famous hint to his prince that the orchestra needed a holiday.</p>',
      { conductor: RENNQUIST },
      [
        piece('haydn-symphony-83'),
        piece('haydn-cello-concerto-1', { with: [['ingrid-solberg-hale']] }),
        piece('haydn-trumpet-concerto', { with: [['calvin-ostrowski']] }),
        piece('haydn-symphony-45'),
      ],
    ),
  },
  {
    date: evening(250, 'fri'),
    plan: program(
      'schuberts-unfinished',
      'Schubert’s *Unfinished*',
      '<p>Two movements that need nothing more, with Weber’s operatic clarinet concerto played by Oskar Lindqvist.</p>',
      { conductor: FERRER },
      [
        piece('schubert-italian-overture'),
        piece('weber-clarinet-concerto-1', { with: [['oskar-lindqvist']] }),
        piece('schubert-symphony-8'),
        piece('schubert-rosamunde-entracte'),
        piece('schubert-symphony-5'),
      ],
    ),
  },
  {
    date: evening(280),
    plan: program(
      'tchaikovsky-and-the-north',
      'Tchaikovsky & the North',
      '<p>Imogen Thwaite plays Tchaikovsky’s elegant homage to Mozart, and the orchestra’s strings take on his sunlit sextet.</p>',
      { conductor: TANABE_WELLS, capture: 'video' },
      [
        piece('sibelius-andante-festivo'),
        piece('tchaikovsky-rococo-variations', { with: [['imogen-thwaite']] }),
        piece('grieg-elegiac-melodies'),
        piece('tchaikovsky-souvenir-de-florence'),
        piece('sibelius-valse-triste'),
      ],
    ),
  },
  {
    date: evening(310),
    plan: program(
      'a-baroque-christmas',
      'A Baroque Christmas',
      '<p>Corelli’s “Christmas Concerto”, Bach’s most brilliant solo cantata and Vivaldi’s joyous Gloria, with the Ferry Street Singers.</p>',
      { conductor: OKONKWO_LIND, underwriter: 'riverside-arts-foundation' },
      [
        piece('purcell-chacony'),
        piece('corelli-christmas-concerto'),
        piece('bach-cantata-51', { with: [['liesl-harrowgate'], ['calvin-ostrowski', 'trumpet']] }),
        piece('handel-cuckoo-and-nightingale', { with: [['clementine-ashby', 'organ']] }),
        piece('vivaldi-gloria', { with: [['liesl-harrowgate'], ['adaeze-nwosu-hart'], ['ferry-street-singers']] }),
      ],
    ),
  },
  {
    date: evening(340),
    plan: program(
      'mahlers-fourth-up-close',
      'Mahler’s Fourth, Up Close',
      '<p>Mahler’s most intimate symphony in the chamber version made for Schoenberg’s Vienna society, with Schoenberg’s own explosive Chamber Symphony.</p>',
      { conductor: TANABE_WELLS },
      [
        piece('wagner-siegfried-idyll'),
        piece('schoenberg-chamber-symphony-1'),
        piece('mahler-wayfarer-songs', { with: [['benedikt-kranz']] }),
        piece('mahler-symphony-4', { with: [['liesl-harrowgate']] }),
      ],
    ),
  },
  {
    date: evening(370, 'fri'),
    plan: program(
      'strings-from-the-british-isles',
      'Strings from the British Isles',
      '<p>The string section, led by Concertmaster Elena Vasquez-Moreau, in a century of British music for strings, with the Aster Quartet as the solo group in Elgar.</p>',
      { conductor: null, capture: 'video' },
      [
        piece('holst-st-pauls-suite'),
        piece('elgar-introduction-and-allegro', { with: [['aster-quartet']] }),
        piece('vaughan-williams-lark-ascending', { with: [['jonah-whitfield']] }),
        piece('tippett-corelli-fantasia'),
        piece('britten-simple-symphony'),
        piece('vaughan-williams-tallis-fantasia'),
      ],
    ),
  },
];
