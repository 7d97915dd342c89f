import { worksBy, type WorkFact } from './work-fact.ts';

const haydn = worksBy('joseph-haydn', 'haydn');
const boccherini = worksBy('luigi-boccherini', 'boccherini');
const bologne = worksBy('joseph-bologne', 'bologne');
const mozart = worksBy('wolfgang-amadeus-mozart', 'mozart');

/** Classical works: Haydn, Boccherini, Bologne and Mozart. */
export const CLASSICAL_WORKS: readonly WorkFact[] = [
  haydn('symphony-44', 'Symphony No. 44 in E minor, "Trauer"', 'Hob. I:44', ['symphony'], 24, [
    'Allegro con brio',
    'Menuetto: Allegretto – Trio',
    'Adagio',
    'Finale: Presto',
  ]),
  haydn('symphony-45', 'Symphony No. 45 in F-sharp minor, "Farewell"', 'Hob. I:45', ['symphony'], 26, [
    'Allegro assai',
    'Adagio',
    'Menuet: Allegretto – Trio',
    'Finale: Presto – Adagio',
  ]),
  haydn('symphony-49', 'Symphony No. 49 in F minor, "La passione"', 'Hob. I:49', ['symphony'], 22, [
    'Adagio',
    'Allegro di molto',
    'Menuet – Trio',
    'Finale: Presto',
  ]),
  haydn('symphony-83', 'Symphony No. 83 in G minor, "La poule" (The Hen)', 'Hob. I:83', ['symphony'], 24, [
    'Allegro spiritoso',
    'Andante',
    'Menuet: Allegretto – Trio',
    'Finale: Vivace',
  ]),
  haydn('symphony-92', 'Symphony No. 92 in G major, "Oxford"', 'Hob. I:92', ['symphony'], 26, [
    'Adagio – Allegro spiritoso',
    'Adagio',
    'Menuetto: Allegretto – Trio',
    'Presto',
  ]),
  haydn('symphony-94', 'Symphony No. 94 in G major, "Surprise"', 'Hob. I:94', ['symphony'], 23, [
    'Adagio – Vivace assai',
    'Andante',
    'Menuetto: Allegro molto – Trio',
    'Finale: Allegro di molto',
  ]),
  haydn('symphony-101', 'Symphony No. 101 in D major, "The Clock"', 'Hob. I:101', ['symphony'], 28, [
    'Adagio – Presto',
    'Andante',
    'Menuetto: Allegretto – Trio',
    'Finale: Vivace',
  ]),
  haydn('symphony-104', 'Symphony No. 104 in D major, "London"', 'Hob. I:104', ['symphony'], 28, [
    'Adagio – Allegro',
    'Andante',
    'Menuetto: Allegro – Trio',
    'Finale: Spiritoso',
  ]),
  haydn('cello-concerto-1', 'Cello Concerto No. 1 in C major', 'Hob. VIIb:1', ['concerto'], 24, [
    'Moderato',
    'Adagio',
    'Allegro molto',
  ]),
  haydn('cello-concerto-2', 'Cello Concerto No. 2 in D major', 'Hob. VIIb:2', ['concerto'], 26, [
    'Allegro moderato',
    'Adagio',
    'Rondo: Allegro',
  ]),
  haydn('trumpet-concerto', 'Trumpet Concerto in E-flat major', 'Hob. VIIe:1', ['concerto'], 15, [
    'Allegro',
    'Andante',
    'Finale: Allegro',
  ]),
  haydn('violin-concerto-c', 'Violin Concerto No. 1 in C major', 'Hob. VIIa:1', ['concerto'], 22, [
    'Allegro moderato',
    'Adagio',
    'Finale: Presto',
  ]),
  haydn('sinfonia-concertante', 'Sinfonia concertante in B-flat major', 'Hob. I:105', ['concerto'], 22, [
    'Allegro',
    'Andante',
    'Allegro con spirito',
  ]),
  haydn(
    'seven-last-words',
    'Die sieben letzten Worte unseres Erlösers am Kreuze (The Seven Last Words of Our Saviour on the Cross), orchestral version',
    'Hob. XX:1A',
    ['sacred'],
    60,
    [
      'Introduzione: Maestoso ed adagio',
      'Sonata I: Largo',
      'Sonata II: Grave e cantabile',
      'Sonata III: Grave',
      'Sonata IV: Largo',
      'Sonata V: Adagio',
      'Sonata VI: Lento',
      'Sonata VII: Largo',
      'Il terremoto: Presto e con tutta la forza',
    ],
  ),
  boccherini('cello-concerto-b-flat', 'Cello Concerto in B-flat major', 'G. 482', ['concerto'], 20, [
    'Allegro moderato',
    'Adagio non troppo',
    'Rondo: Allegro',
  ]),
  boccherini(
    'casa-del-diavolo',
    'Symphony in D minor, "La casa del diavolo"',
    'Op. 12, No. 4, G. 506',
    ['symphony'],
    19,
    ['Andante sostenuto – Allegro assai', 'Andantino con moto', 'Andante sostenuto – Allegro con molto'],
  ),
  bologne('symphony-1', 'Symphony No. 1 in G major', 'Op. 11, No. 1', ['symphony'], 11, [
    'Allegro',
    'Andante',
    'Presto',
  ]),
  mozart('symphony-25', 'Symphony No. 25 in G minor', 'K. 183', ['symphony'], 22, [
    'Allegro con brio',
    'Andante',
    'Menuetto – Trio',
    'Allegro',
  ]),
  mozart('symphony-29', 'Symphony No. 29 in A major', 'K. 201', ['symphony'], 25, [
    'Allegro moderato',
    'Andante',
    'Menuetto – Trio',
    'Allegro con spirito',
  ]),
  mozart('symphony-35', 'Symphony No. 35 in D major, "Haffner"', 'K. 385', ['symphony'], 20, [
    'Allegro con spirito',
    'Andante',
    'Menuetto – Trio',
    'Finale: Presto',
  ]),
  mozart('symphony-36', 'Symphony No. 36 in C major, "Linz"', 'K. 425', ['symphony'], 28, [
    'Adagio – Allegro spiritoso',
    'Poco adagio',
    'Menuetto – Trio',
    'Presto',
  ]),
  mozart('symphony-38', 'Symphony No. 38 in D major, "Prague"', 'K. 504', ['symphony'], 26, [
    'Adagio – Allegro',
    'Andante',
    'Finale: Presto',
  ]),
  mozart('symphony-39', 'Symphony No. 39 in E-flat major', 'K. 543', ['symphony'], 27, [
    'Adagio – Allegro',
    'Andante con moto',
    'Menuetto: Allegretto – Trio',
    'Finale: Allegro',
  ]),
  mozart('symphony-40', 'Symphony No. 40 in G minor', 'K. 550', ['symphony'], 30, [
    'Molto allegro',
    'Andante',
    'Menuetto: Allegretto – Trio',
    'Allegro assai',
  ]),
  mozart('symphony-41', 'Symphony No. 41 in C major, "Jupiter"', 'K. 551', ['symphony'], 32, [
    'Allegro vivace',
    'Andante cantabile',
    'Menuetto: Allegretto – Trio',
    'Molto allegro',
  ]),
  mozart('piano-concerto-9', 'Piano Concerto No. 9 in E-flat major, "Jenamy"', 'K. 271', ['concerto'], 31, [
    'Allegro',
    'Andantino',
    'Rondeau: Presto',
  ]),
  mozart('piano-concerto-17', 'Piano Concerto No. 17 in G major', 'K. 453', ['concerto'], 30, [
    'Allegro',
    'Andante',
    'Allegretto – Presto',
  ]),
  mozart('piano-concerto-20', 'Piano Concerto No. 20 in D minor', 'K. 466', ['concerto'], 31, [
    'Allegro',
    'Romance',
    'Rondo: Allegro assai',
  ]),
  mozart('piano-concerto-21', 'Piano Concerto No. 21 in C major', 'K. 467', ['concerto'], 28, [
    'Allegro maestoso',
    'Andante',
    'Allegro vivace assai',
  ]),
  mozart('piano-concerto-23', 'Piano Concerto No. 23 in A major', 'K. 488', ['concerto'], 25, [
    'Allegro',
    'Adagio',
    'Allegro assai',
  ]),
  mozart('piano-concerto-24', 'Piano Concerto No. 24 in C minor', 'K. 491', ['concerto'], 31, [
    'Allegro',
    'Larghetto',
    'Allegretto',
  ]),
  mozart('piano-concerto-27', 'Piano Concerto No. 27 in B-flat major', 'K. 595', ['concerto'], 30, [
    'Allegro',
    'Larghetto',
    'Allegro',
  ]),
  mozart('violin-concerto-3', 'Violin Concerto No. 3 in G major', 'K. 216', ['concerto'], 24, [
    'Allegro',
    'Adagio',
    'Rondeau: Allegro',
  ]),
  mozart('violin-concerto-5', 'Violin Concerto No. 5 in A major, "Turkish"', 'K. 219', ['concerto'], 29, [
    'Allegro aperto',
    'Adagio',
    'Rondeau: Tempo di menuetto',
  ]),
  mozart(
    'sinfonia-concertante',
    'Sinfonia concertante in E-flat major for Violin, Viola and Orchestra',
    'K. 364',
    ['concerto'],
    30,
    ['Allegro maestoso', 'Andante', 'Presto'],
  ),
  mozart('clarinet-concerto', 'Clarinet Concerto in A major', 'K. 622', ['concerto'], 28, [
    'Allegro',
    'Adagio',
    'Rondo: Allegro',
  ]),
  mozart('horn-concerto-4', 'Horn Concerto No. 4 in E-flat major', 'K. 495', ['concerto'], 17, [
    'Allegro moderato',
    'Romanza: Andante cantabile',
    'Rondo: Allegro vivace',
  ]),
  mozart('flute-concerto-1', 'Flute Concerto No. 1 in G major', 'K. 313', ['concerto'], 25, [
    'Allegro maestoso',
    'Adagio ma non troppo',
    'Rondo: Tempo di menuetto',
  ]),
  mozart('oboe-concerto', 'Oboe Concerto in C major', 'K. 314', ['concerto'], 21, [
    'Allegro aperto',
    'Adagio non troppo',
    'Rondo: Allegretto',
  ]),
  mozart('bassoon-concerto', 'Bassoon Concerto in B-flat major', 'K. 191', ['concerto'], 18, [
    'Allegro',
    'Andante ma adagio',
    'Rondo: Tempo di menuetto',
  ]),
  mozart('flute-and-harp', 'Concerto for Flute and Harp in C major', 'K. 299', ['concerto'], 29, [
    'Allegro',
    'Andantino',
    'Rondeau: Allegro',
  ]),
  mozart(
    'eine-kleine-nachtmusik',
    'Serenade No. 13 in G major, *Eine kleine Nachtmusik*',
    'K. 525',
    ['serenade', 'strings'],
    17,
    ['Allegro', 'Romanze: Andante', 'Menuetto: Allegretto – Trio', 'Rondo: Allegro'],
  ),
  mozart('gran-partita', 'Serenade No. 10 in B-flat major, "Gran Partita"', 'K. 361', ['serenade', 'winds'], 48, [
    'Largo – Molto allegro',
    'Menuetto',
    'Adagio',
    'Menuetto: Allegretto',
    'Romance: Adagio',
    'Tema con variazioni',
    'Finale: Molto allegro',
  ]),
  mozart('divertimento-k-136', 'Divertimento in D major', 'K. 136', ['serenade', 'strings'], 13, [
    'Allegro',
    'Andante',
    'Presto',
  ]),
  mozart('figaro-overture', 'Overture to *Le nozze di Figaro*', 'K. 492', ['overture'], 4),
  mozart('don-giovanni-overture', 'Overture to *Don Giovanni*', 'K. 527', ['overture'], 6),
  mozart('magic-flute-overture', 'Overture to *Die Zauberflöte*', 'K. 620', ['overture'], 7),
  mozart('exsultate-jubilate', '*Exsultate, jubilate*', 'K. 165', ['vocal', 'sacred'], 16, [
    'Exsultate, jubilate: Allegro',
    'Recitative: Fulget amica dies',
    'Tu virginum corona: Andante',
    'Alleluja: Molto allegro',
  ]),
  mozart(
    'ch-io-mi-scordi',
    '"Ch’io mi scordi di te? … Non temer, amato bene", concert aria for soprano and obbligato piano',
    'K. 505',
    ['vocal'],
    11,
  ),
];
