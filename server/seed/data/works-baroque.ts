import { worksBy, type WorkFact } from './work-fact.ts';

const purcell = worksBy('henry-purcell', 'purcell');
const corelli = worksBy('arcangelo-corelli', 'corelli');
const vivaldi = worksBy('antonio-vivaldi', 'vivaldi');
const telemann = worksBy('georg-philipp-telemann', 'telemann');
const bach = worksBy('johann-sebastian-bach', 'bach');
const handel = worksBy('george-frideric-handel', 'handel');
const cpeBach = worksBy('carl-philipp-emanuel-bach', 'cpe-bach');

const FAST_SLOW_FAST = ['Allegro', 'Adagio', 'Allegro'];

/** Baroque works. */
export const BAROQUE_WORKS: readonly WorkFact[] = [
  purcell('chacony', 'Chacony in G minor', 'Z. 730', ['strings'], 7),
  corelli(
    'christmas-concerto',
    'Concerto grosso in G minor, "Christmas Concerto"',
    'Op. 6, No. 8',
    ['concerto', 'strings'],
    15,
    ['Vivace – Grave', 'Allegro', 'Adagio – Allegro – Adagio', 'Vivace', 'Allegro', 'Pastorale ad libitum: Largo'],
  ),
  vivaldi(
    'spring',
    'Concerto in E major, "La primavera" (Spring), from *The Four Seasons*',
    'Op. 8, No. 1, RV 269',
    ['concerto'],
    10,
    ['Allegro', 'Largo e pianissimo sempre', 'Danza pastorale: Allegro'],
  ),
  vivaldi(
    'summer',
    'Concerto in G minor, "L’estate" (Summer), from *The Four Seasons*',
    'Op. 8, No. 2, RV 315',
    ['concerto'],
    11,
    ['Allegro non molto – Allegro', 'Adagio e piano – Presto e forte', 'Presto'],
  ),
  vivaldi(
    'autumn',
    'Concerto in F major, "L’autunno" (Autumn), from *The Four Seasons*',
    'Op. 8, No. 3, RV 293',
    ['concerto'],
    11,
    ['Allegro', 'Adagio molto', 'Allegro'],
  ),
  vivaldi(
    'winter',
    'Concerto in F minor, "L’inverno" (Winter), from *The Four Seasons*',
    'Op. 8, No. 4, RV 297',
    ['concerto'],
    9,
    ['Allegro non molto', 'Largo', 'Allegro'],
  ),
  vivaldi(
    'two-violins-a-minor',
    'Concerto for Two Violins in A minor, from *L’estro armonico*',
    'Op. 3, No. 8, RV 522',
    ['concerto'],
    11,
    ['Allegro', 'Larghetto e spiritoso', 'Allegro'],
  ),
  vivaldi('two-cellos', 'Concerto for Two Cellos in G minor', 'RV 531', ['concerto'], 10, [
    'Allegro',
    'Largo',
    'Allegro',
  ]),
  vivaldi('alla-rustica', 'Concerto for Strings in G major, "Alla rustica"', 'RV 151', ['strings'], 4, [
    'Presto',
    'Adagio',
    'Allegro',
  ]),
  vivaldi('gloria', 'Gloria in D major', 'RV 589', ['vocal', 'sacred'], 30, [
    'Gloria in excelsis Deo',
    'Et in terra pax',
    'Laudamus te',
    'Gratias agimus tibi',
    'Propter magnam gloriam',
    'Domine Deus',
    'Domine, Fili unigenite',
    'Domine Deus, Agnus Dei',
    'Qui tollis peccata mundi',
    'Qui sedes ad dexteram Patris',
    'Quoniam tu solus sanctus',
    'Cum Sancto Spiritu',
  ]),
  telemann('viola-concerto', 'Viola Concerto in G major', 'TWV 51:G9', ['concerto'], 14, [
    'Largo',
    'Allegro',
    'Andante',
    'Presto',
  ]),
  telemann(
    'don-quixote',
    'Overture-Suite in G major, "Burlesque de Quixotte"',
    'TWV 55:G10',
    ['suite', 'strings'],
    16,
    [
      'Ouverture',
      'Le réveil de Quichotte',
      'Son attaque des moulins à vent',
      'Ses soupirs amoureux après la Princesse Dulcinée',
      'Sanche Panche berné',
      'Le galope de Rosinante',
      'Celui d’âne de Sanche',
      'Le couché de Quichotte',
    ],
  ),
  bach('brandenburg-1', 'Brandenburg Concerto No. 1 in F major', 'BWV 1046', ['concerto'], 20, [
    'Allegro',
    'Adagio',
    'Allegro',
    'Menuet – Trio I – Polonaise – Trio II',
  ]),
  bach('brandenburg-2', 'Brandenburg Concerto No. 2 in F major', 'BWV 1047', ['concerto'], 12, [
    'Allegro',
    'Andante',
    'Allegro assai',
  ]),
  bach(
    'brandenburg-3',
    'Brandenburg Concerto No. 3 in G major',
    'BWV 1048',
    ['concerto', 'strings'],
    11,
    FAST_SLOW_FAST,
  ),
  bach('brandenburg-4', 'Brandenburg Concerto No. 4 in G major', 'BWV 1049', ['concerto'], 16, [
    'Allegro',
    'Andante',
    'Presto',
  ]),
  bach('brandenburg-5', 'Brandenburg Concerto No. 5 in D major', 'BWV 1050', ['concerto'], 21, [
    'Allegro',
    'Affettuoso',
    'Allegro',
  ]),
  bach('brandenburg-6', 'Brandenburg Concerto No. 6 in B-flat major', 'BWV 1051', ['concerto', 'strings'], 17, [
    'Allegro',
    'Adagio ma non tanto',
    'Allegro',
  ]),
  bach('violin-concerto-a-minor', 'Violin Concerto in A minor', 'BWV 1041', ['concerto'], 14, [
    'Allegro',
    'Andante',
    'Allegro assai',
  ]),
  bach('violin-concerto-e-major', 'Violin Concerto in E major', 'BWV 1042', ['concerto'], 17, [
    'Allegro',
    'Adagio',
    'Allegro assai',
  ]),
  bach('double-concerto', 'Concerto for Two Violins in D minor', 'BWV 1043', ['concerto'], 16, [
    'Vivace',
    'Largo ma non tanto',
    'Allegro',
  ]),
  bach('keyboard-concerto-d-minor', 'Keyboard Concerto No. 1 in D minor', 'BWV 1052', ['concerto'], 22, FAST_SLOW_FAST),
  bach('keyboard-concerto-f-minor', 'Keyboard Concerto No. 5 in F minor', 'BWV 1056', ['concerto'], 10, [
    'Allegro',
    'Largo',
    'Presto',
  ]),
  bach('suite-2', 'Orchestral Suite No. 2 in B minor', 'BWV 1067', ['suite'], 20, [
    'Ouverture',
    'Rondeau',
    'Sarabande',
    'Bourrée I – II',
    'Polonaise – Double',
    'Menuet',
    'Badinerie',
  ]),
  bach('suite-3', 'Orchestral Suite No. 3 in D major', 'BWV 1068', ['suite'], 20, [
    'Ouverture',
    'Air',
    'Gavotte I – II',
    'Bourrée',
    'Gigue',
  ]),
  bach('cantata-51', 'Cantata, "Jauchzet Gott in allen Landen"', 'BWV 51', ['vocal', 'sacred'], 18, [
    'Aria: Jauchzet Gott in allen Landen',
    'Recitativo: Wir beten zu dem Tempel an',
    'Aria: Höchster, mache deine Güte',
    'Choral: Sei Lob und Preis mit Ehren',
    'Alleluja',
  ]),
  handel('water-music-2', '*Water Music*, Suite No. 2 in D major', 'HWV 349', ['suite'], 11, [
    'Allegro',
    'Alla hornpipe',
    'Minuet',
    'Lentement',
    'Bourrée',
  ]),
  handel('royal-fireworks', '*Music for the Royal Fireworks*', 'HWV 351', ['suite', 'winds'], 18, [
    'Ouverture',
    'Bourrée',
    'La Paix',
    'La Réjouissance',
    'Menuets I and II',
  ]),
  handel('concerto-grosso-op-6-1', 'Concerto grosso in G major', 'Op. 6, No. 1, HWV 319', ['concerto', 'strings'], 13, [
    'A tempo giusto',
    'Allegro',
    'Adagio',
    'Allegro',
    'Allegro',
  ]),
  handel(
    'cuckoo-and-nightingale',
    'Organ Concerto in F major, "The Cuckoo and the Nightingale"',
    'HWV 295',
    ['concerto'],
    13,
    ['Larghetto', 'Allegro', 'Larghetto', 'Allegro'],
  ),
  cpeBach('sinfonia-b-minor', 'Sinfonia in B minor', 'Wq. 182/5', ['symphony', 'strings'], 10, [
    'Allegretto',
    'Larghetto',
    'Presto',
  ]),
  cpeBach('cello-concerto-a-major', 'Cello Concerto in A major', 'Wq. 172', ['concerto'], 18, [
    'Allegro',
    'Largo con sordini, mesto',
    'Allegro assai',
  ]),
];
