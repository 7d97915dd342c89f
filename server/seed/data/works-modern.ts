import { worksBy, type WorkFact } from './work-fact.ts';

const vaughanWilliams = worksBy('ralph-vaughan-williams', 'vaughan-williams');
const holst = worksBy('gustav-holst', 'holst');
const schoenberg = worksBy('arnold-schoenberg', 'schoenberg');
const ives = worksBy('charles-ives', 'ives');
const suk = worksBy('josef-suk', 'suk');
const ravel = worksBy('maurice-ravel', 'ravel');
const coleridgeTaylor = worksBy('samuel-coleridge-taylor', 'coleridge-taylor');
const respighi = worksBy('ottorino-respighi', 'respighi');
const bartok = worksBy('bela-bartok', 'bartok');
const stravinsky = worksBy('igor-stravinsky', 'stravinsky');
const webern = worksBy('anton-webern', 'webern');
const price = worksBy('florence-price', 'price');
const villaLobos = worksBy('heitor-villa-lobos', 'villa-lobos');
const martinu = worksBy('bohuslav-martinu', 'martinu');
const prokofiev = worksBy('sergei-prokofiev', 'prokofiev');
const milhaud = worksBy('darius-milhaud', 'milhaud');
const boulanger = worksBy('lili-boulanger', 'boulanger');
const hindemith = worksBy('paul-hindemith', 'hindemith');
const still = worksBy('william-grant-still', 'still');
const poulenc = worksBy('francis-poulenc', 'poulenc');
const copland = worksBy('aaron-copland', 'copland');
const tippett = worksBy('michael-tippett', 'tippett');
const shostakovich = worksBy('dmitri-shostakovich', 'shostakovich');
const barber = worksBy('samuel-barber', 'barber');
const britten = worksBy('benjamin-britten', 'britten');
const lutoslawski = worksBy('witold-lutoslawski', 'lutoslawski');
const bernstein = worksBy('leonard-bernstein', 'bernstein');
const piazzolla = worksBy('astor-piazzolla', 'piazzolla');
const walker = worksBy('george-walker', 'walker');

/** The twentieth century. */
export const MODERN_WORKS: readonly WorkFact[] = [
  vaughanWilliams('lark-ascending', '*The Lark Ascending*', '', ['tone-poem'], 15),
  vaughanWilliams('tallis-fantasia', 'Fantasia on a Theme by Thomas Tallis', '', ['strings', 'tone-poem'], 16),
  vaughanWilliams('dives-and-lazarus', 'Five Variants of "Dives and Lazarus"', '', ['strings'], 12),
  holst('st-pauls-suite', 'St Paul’s Suite', 'Op. 29, No. 2', ['suite', 'strings'], 13, [
    'Jig',
    'Ostinato',
    'Intermezzo',
    'Finale (The Dargason)',
  ]),
  holst('brook-green-suite', 'Brook Green Suite', 'H. 190', ['suite', 'strings'], 8, ['Prelude', 'Air', 'Dance']),
  schoenberg(
    'verklarte-nacht',
    '*Verklärte Nacht* (Transfigured Night), version for string orchestra',
    'Op. 4',
    ['strings', 'tone-poem'],
    30,
  ),
  schoenberg('chamber-symphony-1', 'Chamber Symphony No. 1 in E major', 'Op. 9', ['symphony'], 22),
  ives('unanswered-question', '*The Unanswered Question*', '', ['tone-poem'], 6),
  ives('three-places', 'Three Places in New England (Orchestral Set No. 1)', '', ['suite', 'tone-poem'], 19, [
    'The “St. Gaudens” in Boston Common (Col. Shaw and his Colored Regiment)',
    'Putnam’s Camp, Redding, Connecticut',
    'The Housatonic at Stockbridge',
  ]),
  suk('serenade', 'Serenade for Strings in E-flat major', 'Op. 6', ['serenade', 'strings'], 28, [
    'Andante con moto',
    'Allegro ma non troppo e grazioso',
    'Adagio',
    'Allegro giocoso, ma non troppo presto',
  ]),
  ravel('tombeau', '*Le tombeau de Couperin*', 'M. 68', ['suite'], 17, ['Prélude', 'Forlane', 'Menuet', 'Rigaudon']),
  ravel('mother-goose', '*Ma mère l’Oye* (Mother Goose), Suite', 'M. 60', ['suite'], 16, [
    'Pavane de la Belle au bois dormant',
    'Petit Poucet',
    'Laideronnette, impératrice des pagodes',
    'Les entretiens de la Belle et de la Bête',
    'Le jardin féerique',
  ]),
  ravel('piano-concerto', 'Piano Concerto in G major', 'M. 83', ['concerto'], 22, [
    'Allegramente',
    'Adagio assai',
    'Presto',
  ]),
  ravel('pavane', '*Pavane pour une infante défunte*', 'M. 19', ['dance'], 6),
  ravel('tzigane', '*Tzigane*, Rapsodie de concert for Violin and Orchestra', 'M. 76', ['concerto'], 10),
  coleridgeTaylor('ballade', 'Ballade in A minor', 'Op. 33', ['tone-poem'], 12),
  coleridgeTaylor('romance', 'Romance in G major for Violin and Orchestra', 'Op. 39', ['concerto'], 12),
  respighi('ancient-airs-3', '*Ancient Airs and Dances*, Suite No. 3', 'P. 172', ['suite', 'strings', 'dance'], 19, [
    'Italiana',
    'Arie di corte',
    'Siciliana',
    'Passacaglia',
  ]),
  respighi('the-birds', '*Gli uccelli* (The Birds)', 'P. 154', ['suite'], 19, [
    'Preludio',
    'La colomba',
    'La gallina',
    'L’usignuolo',
    'Il cucù',
  ]),
  bartok('divertimento', 'Divertimento for String Orchestra', 'Sz. 113', ['strings'], 25, [
    'Allegro non troppo',
    'Molto adagio',
    'Allegro assai',
  ]),
  bartok('romanian-folk-dances', 'Romanian Folk Dances', 'Sz. 68', ['dance'], 7, [
    'Jocul cu bâtă (Stick Dance)',
    'Brâul (Sash Dance)',
    'Pe loc (In One Spot)',
    'Buciumeana (Horn Dance)',
    'Poarga românească (Romanian Polka)',
    'Mărunțel (Fast Dance)',
  ]),
  bartok('viola-concerto', 'Viola Concerto', 'Sz. 120', ['concerto'], 21, [
    'Moderato',
    'Adagio religioso',
    'Allegro vivace',
  ]),
  stravinsky('pulcinella', '*Pulcinella*, Suite', '', ['suite'], 23, [
    'Sinfonia',
    'Serenata',
    'Scherzino – Allegro – Andantino',
    'Tarantella',
    'Toccata',
    'Gavotta (con due variazioni)',
    'Vivo',
    'Minuetto – Finale',
  ]),
  stravinsky('dumbarton-oaks', 'Concerto in E-flat, "Dumbarton Oaks"', '', ['concerto'], 13, [
    'Tempo giusto',
    'Allegretto',
    'Con moto',
  ]),
  stravinsky('basle-concerto', 'Concerto in D for String Orchestra, "Basle"', '', ['concerto', 'strings'], 12, [
    'Vivace',
    'Arioso: Andantino',
    'Rondo: Allegro',
  ]),
  stravinsky('danses-concertantes', '*Danses concertantes*', '', ['dance'], 20, [
    'Marche – Introduction',
    'Pas d’action',
    'Thème varié',
    'Pas de deux',
    'Marche – Conclusion',
  ]),
  webern('five-movements', 'Five Movements for String Orchestra', 'Op. 5', ['strings'], 11, [
    'Heftig bewegt',
    'Sehr langsam',
    'Sehr bewegt',
    'Sehr langsam',
    'In zarter Bewegung',
  ]),
  price('symphony-1', 'Symphony No. 1 in E minor', '', ['symphony'], 38, [
    'Allegro ma non troppo',
    'Largo, maestoso',
    'Juba Dance: Allegro',
    'Finale: Presto',
  ]),
  price('piano-concerto', 'Piano Concerto in One Movement', '', ['concerto'], 18),
  villaLobos('bachianas-5', '*Bachianas brasileiras* No. 5 for Soprano and Eight Cellos', '', ['vocal'], 11, [
    'Aria (Cantilena)',
    'Dança (Martelo)',
  ]),
  martinu('sinfonietta-la-jolla', 'Sinfonietta "La Jolla"', 'H. 328', ['symphony'], 20, [
    'Poco allegro',
    'Largo',
    'Allegro',
  ]),
  martinu(
    'double-concerto',
    'Double Concerto for Two String Orchestras, Piano and Timpani',
    'H. 271',
    ['concerto', 'strings'],
    22,
    ['Poco allegro', 'Largo', 'Allegro'],
  ),
  prokofiev('classical-symphony', 'Symphony No. 1 in D major, "Classical"', 'Op. 25', ['symphony'], 15, [
    'Allegro',
    'Larghetto',
    'Gavotta: Non troppo allegro',
    'Finale: Molto vivace',
  ]),
  prokofiev('violin-concerto-1', 'Violin Concerto No. 1 in D major', 'Op. 19', ['concerto'], 22, [
    'Andantino',
    'Scherzo: Vivacissimo',
    'Moderato',
  ]),
  prokofiev('peter-and-the-wolf', '*Peter and the Wolf*', 'Op. 67', ['tone-poem'], 26),
  milhaud('creation-du-monde', '*La création du monde*', 'Op. 81a', ['suite', 'dance'], 16),
  milhaud('boeuf-sur-le-toit', '*Le bœuf sur le toit*', 'Op. 58', ['dance'], 16),
  boulanger('matin-de-printemps', '*D’un matin de printemps*', '', ['tone-poem'], 5),
  boulanger('soir-triste', '*D’un soir triste*', '', ['tone-poem'], 11),
  hindemith('trauermusik', '*Trauermusik* for Viola and Strings', '', ['concerto', 'strings'], 8, [
    'Langsam',
    'Ruhig bewegt',
    'Lebhaft',
    'Choral: “Für deinen Thron tret ich hiermit”. Sehr langsam',
  ]),
  hindemith('kammermusik-1', '*Kammermusik* No. 1', 'Op. 24, No. 1', ['chamber'], 15, [
    'Sehr schnell und wild',
    'Mäßig schnelle Halbe. Sehr streng im Rhythmus',
    'Quartett: Sehr langsam und mit Ausdruck',
    'Finale: 1921. Äußerst lebhaft',
  ]),
  still('afro-american-symphony', 'Symphony No. 1, "Afro-American"', '', ['symphony'], 24, [
    'Moderato assai',
    'Adagio',
    'Animato',
    'Lento, con risoluzione',
  ]),
  poulenc('sinfonietta', 'Sinfonietta', 'FP 141', ['symphony'], 25, [
    'Allegro con fuoco',
    'Molto vivace',
    'Andante cantabile',
    'Finale: Prestissimo et très gai',
  ]),
  poulenc('organ-concerto', 'Concerto for Organ, Strings and Timpani in G minor', 'FP 93', ['concerto'], 22),
  poulenc('two-pianos', 'Concerto for Two Pianos in D minor', 'FP 61', ['concerto'], 19, [
    'Allegro ma non troppo',
    'Larghetto',
    'Allegro molto',
  ]),
  copland('appalachian-spring', '*Appalachian Spring*, Suite (original version for 13 instruments)', '', ['suite'], 24),
  copland('quiet-city', '*Quiet City* for Trumpet, English Horn and Strings', '', ['tone-poem'], 10),
  copland('clarinet-concerto', 'Clarinet Concerto', '', ['concerto'], 17, ['Slowly and expressively', 'Rather fast']),
  tippett('corelli-fantasia', 'Fantasia Concertante on a Theme of Corelli', '', ['strings'], 18),
  shostakovich('chamber-symphony', 'Chamber Symphony in C minor', 'Op. 110a', ['strings'], 21, {
    arranger: 'rudolf-barshai',
    movements: ['Largo', 'Allegro molto', 'Allegretto', 'Largo', 'Largo'],
  }),
  shostakovich(
    'piano-concerto-1',
    'Concerto No. 1 in C minor for Piano, Trumpet and Strings',
    'Op. 35',
    ['concerto'],
    22,
    ['Allegro moderato', 'Lento', 'Moderato', 'Allegro con brio'],
  ),
  shostakovich('symphony-9', 'Symphony No. 9 in E-flat major', 'Op. 70', ['symphony'], 25, [
    'Allegro',
    'Moderato',
    'Presto',
    'Largo',
    'Allegretto',
  ]),
  shostakovich('cello-concerto-1', 'Cello Concerto No. 1 in E-flat major', 'Op. 107', ['concerto'], 28, [
    'Allegretto',
    'Moderato',
    'Cadenza',
    'Allegro con moto',
  ]),
  barber('adagio', 'Adagio for Strings', 'Op. 11', ['strings'], 8),
  barber('knoxville', '*Knoxville: Summer of 1915*', 'Op. 24', ['vocal'], 16),
  barber('violin-concerto', 'Violin Concerto', 'Op. 14', ['concerto'], 23, [
    'Allegro',
    'Andante',
    'Presto in moto perpetuo',
  ]),
  britten('simple-symphony', 'Simple Symphony', 'Op. 4', ['symphony', 'strings'], 17, [
    'Boisterous Bourrée',
    'Playful Pizzicato',
    'Sentimental Saraband',
    'Frolicsome Finale',
  ]),
  britten('frank-bridge-variations', 'Variations on a Theme of Frank Bridge', 'Op. 10', ['strings'], 27, [
    'Introduction and Theme',
    'Adagio',
    'March',
    'Romance',
    'Aria Italiana',
    'Bourrée classique',
    'Wiener Walzer',
    'Moto perpetuo',
    'Funeral March',
    'Chant',
    'Fugue and Finale',
  ]),
  britten('serenade', 'Serenade for Tenor, Horn and Strings', 'Op. 31', ['vocal'], 25, [
    'Prologue',
    'Pastoral',
    'Nocturne',
    'Elegy',
    'Dirge',
    'Hymn',
    'Sonnet',
    'Epilogue',
  ]),
  lutoslawski('musique-funebre', '*Musique funèbre* for String Orchestra', '', ['strings'], 14, [
    'Prologue',
    'Metamorphoses',
    'Apogeum',
    'Epilogue',
  ]),
  lutoslawski('little-suite', 'Little Suite (*Mała suita*)', '', ['suite', 'dance'], 11, [
    'Fujarka',
    'Hurra polka',
    'Piosenka',
    'Taniec',
  ]),
  bernstein('serenade', 'Serenade after Plato’s *Symposium*', '', ['concerto'], 31, [
    'Phaedrus: Pausanias',
    'Aristophanes',
    'Eryximachus',
    'Agathon',
    'Socrates: Alcibiades',
  ]),
  bernstein('candide-overture', 'Overture to *Candide*', '', ['overture'], 5),
  piazzolla('four-seasons', '*Las cuatro estaciones porteñas* (The Four Seasons of Buenos Aires)', '', ['dance'], 25, [
    'Verano porteño',
    'Otoño porteño',
    'Invierno porteño',
    'Primavera porteña',
  ]),
  piazzolla('oblivion', '*Oblivion*', '', ['dance'], 4),
  walker('lyric-for-strings', 'Lyric for Strings', '', ['strings'], 7),
];
