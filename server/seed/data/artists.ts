import type { NationalityId } from './categories.ts';

/**
 * FICTIONAL performers, conductors and ensembles of the demo orchestra. Any likeness to real
 * musicians is unintended.
 */
export interface ArtistFact {
  identifier: string;
  first_name: string;
  last_name: string;
  kind: 'performer' | 'conductor';
  /** The role they usually take in a performance ('violin', 'soprano', 'conductor'…). */
  role: string;
  custom_title: string;
  country: NationalityId | null;
  birth_year: number | null;
  biography: string;
  portrait: number | null;
}

interface ArtistOptions {
  title?: string;
  country?: NationalityId;
  born?: number;
  portrait?: number;
}

const artist =
  (kind: ArtistFact['kind']) =>
  (
    identifier: string,
    name: [string, string],
    role: string,
    bio: string[],
    options: ArtistOptions = {},
  ): ArtistFact => ({
    identifier,
    first_name: name[0],
    last_name: name[1],
    kind,
    role,
    custom_title: options.title ?? '',
    country: options.country ?? null,
    birth_year: options.born ?? null,
    biography: bio.map((p) => `<p>${p}</p>`).join(''),
    portrait: options.portrait ?? null,
  });

const conductor = artist('conductor');
const performer = artist('performer');

/** The fictional conductors. */
export const CONDUCTORS: readonly ArtistFact[] = [
  conductor(
    'marguerite-okonkwo-lind',
    ['Marguerite', 'Okonkwo-Lind'],
    'conductor',
    [
      'Marguerite Okonkwo-Lind has been an Artistic Partner of the orchestra since 2019, leading programs that set Baroque concertos beside new music.',
      'Trained as a harpsichordist in The Hague and as a conductor in Vienna, she directs from the keyboard as often as from the podium, and is a tireless advocate for the forgotten women composers of the eighteenth and nineteenth centuries.',
    ],
    { title: 'Artistic Partner', country: 'american', born: 1971, portrait: 1 },
  ),
  conductor(
    'tobias-rennquist',
    ['Tobias', 'Rennquist'],
    'conductor',
    [
      'Tobias Rennquist was the orchestra’s music director for fourteen seasons and is now its Music Director Laureate.',
      'His Beethoven and Haydn, lean, fast and fiercely articulated, became the orchestra’s calling card on tour in Europe and Asia.',
    ],
    { title: 'Music Director Laureate', country: 'swedish', born: 1948, portrait: 2 },
  ),
  conductor(
    'ana-lucia-ferrer',
    ['Ana Lucía', 'Ferrer'],
    'conductor',
    [
      'Born in Rosario, Ana Lucía Ferrer studied violin in Buenos Aires and conducting in Berlin.',
      'As Principal Guest Conductor she brings the orchestra the music of the Americas, from Piazzolla to new commissions, alongside Mozart and Schubert.',
    ],
    { title: 'Principal Guest Conductor', country: 'argentine', born: 1983, portrait: 3 },
  ),
  conductor(
    'hiroshi-tanabe-wells',
    ['Hiroshi', 'Tanabe-Wells'],
    'conductor',
    [
      'Hiroshi Tanabe-Wells is a pianist and conductor who often leads concertos from the keyboard.',
      'An Artistic Partner since 2021, he curates the orchestra’s chamber series and its concerts for families.',
    ],
    { title: 'Artistic Partner', country: 'american', born: 1977, portrait: 4 },
  ),
  conductor(
    'declan-marsh',
    ['Declan', 'Marsh'],
    'conductor',
    [
      'Declan Marsh joined the orchestra as Associate Conductor after winning second prize at an international conducting competition in Besançon.',
    ],
    { title: 'Associate Conductor', country: 'british', born: 1990 },
  ),
  conductor('sofia-arriaga', ['Sofía', 'Arriaga'], 'conductor', []),
];

/** The fictional soloists and principal players. */
export const SOLOISTS: readonly ArtistFact[] = [
  performer(
    'elena-vasquez-moreau',
    ['Elena', 'Vasquez-Moreau'],
    'violin',
    [
      'Elena Vasquez-Moreau has led the orchestra as Concertmaster since 2016, directing its Baroque programs from the first chair.',
      'She plays a violin made in Cremona in 1732, on loan from a private collector.',
    ],
    { title: 'Concertmaster', country: 'american', born: 1984, portrait: 5 },
  ),
  performer(
    'jonah-whitfield',
    ['Jonah', 'Whitfield'],
    'violin',
    ['Jonah Whitfield, Associate Concertmaster, is also a founding member of the Aster Quartet.'],
    { title: 'Associate Concertmaster', country: 'american', born: 1988 },
  ),
  performer(
    'rafael-duarte-sims',
    ['Rafael', 'Duarte-Sims'],
    'violin',
    ['Rafael Duarte-Sims leads the second violins and teaches at the orchestra’s summer string academy.'],
    { title: 'Principal Second Violin', country: 'american', born: 1979 },
  ),
  performer(
    'priya-raman-cole',
    ['Priya', 'Raman-Cole'],
    'viola',
    [
      'Priya Raman-Cole has been Principal Viola since 2014. She gave the American premiere of Tomasz Wierzbicki’s Viola Concerto with the orchestra.',
    ],
    { title: 'Principal Viola', country: 'american', born: 1982, portrait: 6 },
  ),
  performer(
    'ingrid-solberg-hale',
    ['Ingrid', 'Solberg-Hale'],
    'cello',
    [
      'Norwegian-born cellist Ingrid Solberg-Hale joined the orchestra as Principal Cello in 2012.',
      'Her recording of the Haydn concertos, directed from the cello, was made with the orchestra in its home hall.',
    ],
    { title: 'Principal Cello', country: 'norwegian', born: 1980, portrait: 7 },
  ),
  performer(
    'lukas-petrovic',
    ['Lukas', 'Petrović'],
    'double bass',
    ['Lukas Petrović is Principal Bass and an enthusiastic jazz player.'],
    { title: 'Principal Bass', country: 'austrian', born: 1986 },
  ),
  performer(
    'theo-marchetti',
    ['Théo', 'Marchetti'],
    'flute',
    ['Théo Marchetti studied at the Paris Conservatoire and joined the orchestra as Principal Flute in 2018.'],
    { title: 'Principal Flute', country: 'french', born: 1990 },
  ),
  performer(
    'nadia-korvalenko',
    ['Nadia', 'Korvalenko'],
    'oboe',
    ['Nadia Korvalenko, Principal Oboe, is known for the long, singing line of her Mozart and Strauss.'],
    { title: 'Principal Oboe', country: 'american', born: 1975, portrait: 8 },
  ),
  performer(
    'hana-okabe',
    ['Hana', 'Okabe'],
    'English horn',
    ['Hana Okabe plays oboe and English horn and has a second career as a reed maker.'],
    { title: 'English Horn', born: 1991 },
  ),
  performer(
    'oskar-lindqvist',
    ['Oskar', 'Lindqvist'],
    'clarinet',
    [
      'Swedish clarinettist Oskar Lindqvist has been Principal Clarinet since 2010.',
      'He has premiered more than a dozen works written for him, among them Linnea Sandqvist’s “Glass Harbour”.',
    ],
    { title: 'Principal Clarinet', country: 'swedish', born: 1978, portrait: 9 },
  ),
  performer(
    'samuel-achterberg',
    ['Samuel', 'Achterberg'],
    'bassoon',
    ['Samuel Achterberg, Principal Bassoon, also leads the orchestra’s wind octet.'],
    { title: 'Principal Bassoon', country: 'american', born: 1983 },
  ),
  performer(
    'ruth-abernathy',
    ['Ruth', 'Abernathy'],
    'horn',
    [
      'Ruth Abernathy, Principal Horn, learned to play in a small-town brass band in Iowa and has played with the orchestra for twenty years.',
    ],
    { title: 'Principal Horn', country: 'american', born: 1972 },
  ),
  performer(
    'calvin-ostrowski',
    ['Calvin', 'Ostrowski'],
    'trumpet',
    ['Calvin Ostrowski, Principal Trumpet, plays both modern and natural trumpets.'],
    { title: 'Principal Trumpet', country: 'american', born: 1985 },
  ),
  performer(
    'mireille-fontanel',
    ['Mireille', 'Fontanel'],
    'harp',
    [
      'Mireille Fontanel is a French harpist who appears regularly with chamber orchestras in Europe and North America.',
    ],
    { country: 'french', born: 1987 },
  ),
  performer(
    'clementine-ashby',
    ['Clementine', 'Ashby'],
    'harpsichord',
    ['Clementine Ashby plays harpsichord, organ and fortepiano and serves as the orchestra’s keyboard player.'],
    { title: 'Keyboards', country: 'british', born: 1981 },
  ),
  performer(
    'kwame-adjei-brandt',
    ['Kwame', 'Adjei-Brandt'],
    'piano',
    [
      'Kwame Adjei-Brandt is an Artistic Partner of the orchestra and directs Mozart and Beethoven concertos from the keyboard.',
      'He grew up in Accra and Hamburg, studied in Philadelphia and has recorded the complete Mozart piano sonatas.',
    ],
    { title: 'Artistic Partner', country: 'german', born: 1976, portrait: 10 },
  ),
  performer(
    'felix-aubertin',
    ['Félix', 'Aubertin'],
    'piano',
    ['Félix Aubertin is a French pianist with a special affection for Poulenc, Ravel and Saint-Saëns.'],
    { country: 'french', born: 1989 },
  ),
  performer(
    'yuna-seo-park',
    ['Yuna', 'Seo-Park'],
    'violin',
    [
      'Yuna Seo-Park made her debut with the orchestra at seventeen, playing Mendelssohn, and has returned almost every season since.',
    ],
    { country: 'korean', born: 1996, portrait: 11 },
  ),
  performer(
    'imogen-thwaite',
    ['Imogen', 'Thwaite'],
    'cello',
    ['British cellist Imogen Thwaite is a champion of Elgar, Britten and new music for the cello.'],
    { country: 'british', born: 1986 },
  ),
  performer(
    'liesl-harrowgate',
    ['Liesl', 'Harrowgate'],
    'soprano',
    ['Soprano Liesl Harrowgate sings Bach, Mozart and Barber with the orchestra and opera across Europe.'],
    { country: 'american', born: 1985, portrait: 12 },
  ),
  performer(
    'adaeze-nwosu-hart',
    ['Adaeze', 'Nwosu-Hart'],
    'mezzo-soprano',
    [
      'Mezzo-soprano Adaeze Nwosu-Hart was born in Enugu and raised in Houston. She is especially admired in Mahler and in French song.',
    ],
    { country: 'nigerian', born: 1983 },
  ),
  performer(
    'mateo-quintanilla',
    ['Mateo', 'Quintanilla'],
    'tenor',
    ['Tenor Mateo Quintanilla sings Britten, Bach’s Evangelists and Mozart’s lovers.'],
    { born: 1984 },
  ),
  performer(
    'benedikt-kranz',
    ['Benedikt', 'Kranz'],
    'baritone',
    ['Benedikt Kranz is a baritone from Leipzig whose repertoire runs from Bach cantatas to Mahler.'],
    { country: 'german', born: 1979 },
  ),
  performer(
    'wren-castellano',
    ['Wren', 'Castellano'],
    'bandoneon',
    ['Wren Castellano learned the bandoneon in Buenos Aires and now plays tango with orchestras and in a quintet.'],
    { country: 'argentine', born: 1992 },
  ),
  performer(
    'gideon-falk',
    ['Gideon', 'Falk'],
    'narrator',
    ['Gideon Falk is an actor and storyteller who narrates the orchestra’s family concerts.'],
    { country: 'american' },
  ),
  performer('aster-quartet', ['', 'Aster Quartet'], 'string quartet', [
    'The Aster Quartet was formed by four members of the orchestra in 2015.',
  ]),
  performer('ferry-street-singers', ['', 'Ferry Street Singers'], 'chorus', []),
];

/** Every fictional artist. */
export const ARTISTS: readonly ArtistFact[] = [...CONDUCTORS, ...SOLOISTS];
