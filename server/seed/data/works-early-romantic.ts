import { worksBy, type WorkFact } from './work-fact.ts';

const beethoven = worksBy('ludwig-van-beethoven', 'beethoven');
const weber = worksBy('carl-maria-von-weber', 'weber');
const rossini = worksBy('gioachino-rossini', 'rossini');
const schubert = worksBy('franz-schubert', 'schubert');
const farrenc = worksBy('louise-farrenc', 'farrenc');
const hensel = worksBy('fanny-mendelssohn-hensel', 'hensel');
const mendelssohn = worksBy('felix-mendelssohn', 'mendelssohn');
const schumann = worksBy('robert-schumann', 'schumann');
const claraSchumann = worksBy('clara-schumann', 'clara-schumann');
const wagner = worksBy('richard-wagner', 'wagner');

/** Beethoven, Schubert and the early Romantics. */
export const EARLY_ROMANTIC_WORKS: readonly WorkFact[] = [
  beethoven('symphony-1', 'Symphony No. 1 in C major', 'Op. 21', ['symphony'], 26, [
    'Adagio molto – Allegro con brio',
    'Andante cantabile con moto',
    'Menuetto: Allegro molto e vivace',
    'Finale: Adagio – Allegro molto e vivace',
  ]),
  beethoven('symphony-2', 'Symphony No. 2 in D major', 'Op. 36', ['symphony'], 33, [
    'Adagio molto – Allegro con brio',
    'Larghetto',
    'Scherzo: Allegro',
    'Allegro molto',
  ]),
  beethoven('symphony-3', 'Symphony No. 3 in E-flat major, "Eroica"', 'Op. 55', ['symphony'], 47, [
    'Allegro con brio',
    'Marcia funebre: Adagio assai',
    'Scherzo: Allegro vivace',
    'Finale: Allegro molto',
  ]),
  beethoven('symphony-4', 'Symphony No. 4 in B-flat major', 'Op. 60', ['symphony'], 33, [
    'Adagio – Allegro vivace',
    'Adagio',
    'Allegro vivace',
    'Allegro ma non troppo',
  ]),
  beethoven('symphony-5', 'Symphony No. 5 in C minor', 'Op. 67', ['symphony'], 31, [
    'Allegro con brio',
    'Andante con moto',
    'Allegro',
    'Allegro',
  ]),
  beethoven('symphony-6', 'Symphony No. 6 in F major, "Pastoral"', 'Op. 68', ['symphony'], 40, [
    'Awakening of cheerful feelings on arrival in the country: Allegro ma non troppo',
    'Scene by the brook: Andante molto mosso',
    'Merry gathering of country folk: Allegro',
    'Thunderstorm: Allegro',
    'Shepherd’s song: Happy and thankful feelings after the storm: Allegretto',
  ]),
  beethoven('symphony-7', 'Symphony No. 7 in A major', 'Op. 92', ['symphony'], 38, [
    'Poco sostenuto – Vivace',
    'Allegretto',
    'Presto',
    'Allegro con brio',
  ]),
  beethoven('symphony-8', 'Symphony No. 8 in F major', 'Op. 93', ['symphony'], 26, [
    'Allegro vivace e con brio',
    'Allegretto scherzando',
    'Tempo di menuetto',
    'Allegro vivace',
  ]),
  beethoven('piano-concerto-3', 'Piano Concerto No. 3 in C minor', 'Op. 37', ['concerto'], 35, [
    'Allegro con brio',
    'Largo',
    'Rondo: Allegro',
  ]),
  beethoven('piano-concerto-4', 'Piano Concerto No. 4 in G major', 'Op. 58', ['concerto'], 34, [
    'Allegro moderato',
    'Andante con moto',
    'Rondo: Vivace',
  ]),
  beethoven('piano-concerto-5', 'Piano Concerto No. 5 in E-flat major, "Emperor"', 'Op. 73', ['concerto'], 38, [
    'Allegro',
    'Adagio un poco mosso',
    'Rondo: Allegro',
  ]),
  beethoven('violin-concerto', 'Violin Concerto in D major', 'Op. 61', ['concerto'], 43, [
    'Allegro ma non troppo',
    'Larghetto',
    'Rondo: Allegro',
  ]),
  beethoven(
    'triple-concerto',
    'Concerto in C major for Violin, Cello and Piano, "Triple Concerto"',
    'Op. 56',
    ['concerto'],
    35,
    ['Allegro', 'Largo', 'Rondo alla polacca'],
  ),
  beethoven('romance-2', 'Romance No. 2 in F major for Violin and Orchestra', 'Op. 50', ['concerto'], 9),
  beethoven('coriolan-overture', '*Coriolan* Overture', 'Op. 62', ['overture'], 8),
  beethoven('prometheus-overture', 'Overture to *The Creatures of Prometheus*', 'Op. 43', ['overture'], 5),
  beethoven('egmont-overture', '*Egmont* Overture', 'Op. 84', ['overture'], 9),
  beethoven(
    'serioso-quartet',
    'String Quartet No. 11 in F minor, "Serioso" (arranged for string orchestra)',
    'Op. 95',
    ['strings'],
    22,
    {
      arranger: 'gustav-mahler',
      movements: [
        'Allegro con brio',
        'Allegretto ma non troppo',
        'Allegro assai vivace ma serioso',
        'Larghetto espressivo – Allegretto agitato',
      ],
    },
  ),
  weber('clarinet-concerto-1', 'Clarinet Concerto No. 1 in F minor', 'Op. 73, J. 114', ['concerto'], 21, [
    'Allegro',
    'Adagio ma non troppo',
    'Rondo: Allegretto',
  ]),
  weber('freischutz-overture', 'Overture to *Der Freischütz*', 'Op. 77, J. 277', ['overture'], 10),
  rossini('barber-overture', 'Overture to *Il barbiere di Siviglia*', '', ['overture'], 7),
  rossini('italian-girl-overture', 'Overture to *L’italiana in Algeri*', '', ['overture'], 8),
  schubert('symphony-3', 'Symphony No. 3 in D major', 'D. 200', ['symphony'], 23, [
    'Adagio maestoso – Allegro con brio',
    'Allegretto',
    'Menuetto: Vivace – Trio',
    'Presto vivace',
  ]),
  schubert('symphony-5', 'Symphony No. 5 in B-flat major', 'D. 485', ['symphony'], 27, [
    'Allegro',
    'Andante con moto',
    'Menuetto: Allegro molto – Trio',
    'Allegro vivace',
  ]),
  schubert('symphony-6', 'Symphony No. 6 in C major, "Little C major"', 'D. 589', ['symphony'], 30, [
    'Adagio – Allegro',
    'Andante',
    'Scherzo: Presto – Più lento',
    'Allegro moderato',
  ]),
  schubert('symphony-8', 'Symphony No. 8 in B minor, "Unfinished"', 'D. 759', ['symphony'], 25, [
    'Allegro moderato',
    'Andante con moto',
  ]),
  schubert(
    'death-and-the-maiden',
    'String Quartet No. 14 in D minor, "Death and the Maiden" (arranged for string orchestra)',
    'D. 810',
    ['strings'],
    40,
    {
      arranger: 'gustav-mahler',
      movements: ['Allegro', 'Andante con moto', 'Scherzo: Allegro molto', 'Presto'],
    },
  ),
  schubert('italian-overture', 'Overture in C major, "In the Italian Style"', 'D. 591', ['overture'], 8),
  schubert('rosamunde-entracte', '*Rosamunde*: Entr’acte No. 3 in B-flat major', 'D. 797', ['suite'], 7),
  farrenc('symphony-3', 'Symphony No. 3 in G minor', 'Op. 36', ['symphony'], 30, [
    'Adagio – Allegro',
    'Adagio cantabile',
    'Scherzo: Vivace',
    'Finale: Allegro',
  ]),
  hensel('overture-c-major', 'Overture in C major', '', ['overture'], 11),
  mendelssohn('symphony-4', 'Symphony No. 4 in A major, "Italian"', 'Op. 90', ['symphony'], 28, [
    'Allegro vivace',
    'Andante con moto',
    'Con moto moderato',
    'Saltarello: Presto',
  ]),
  mendelssohn('violin-concerto', 'Violin Concerto in E minor', 'Op. 64', ['concerto'], 27, [
    'Allegro molto appassionato',
    'Andante',
    'Allegretto non troppo – Allegro molto vivace',
  ]),
  mendelssohn('hebrides', '*The Hebrides* (Fingal’s Cave), Overture', 'Op. 26', ['overture', 'tone-poem'], 10),
  mendelssohn('string-symphony-10', 'String Symphony No. 10 in B minor', 'MWV N 10', ['symphony', 'strings'], 10),
  mendelssohn('octet', 'Octet in E-flat major', 'Op. 20', ['chamber', 'strings'], 32, [
    'Allegro moderato ma con fuoco',
    'Andante',
    'Scherzo: Allegro leggierissimo',
    'Presto',
  ]),
  mendelssohn('midsummer-overture', 'Overture to *A Midsummer Night’s Dream*', 'Op. 21', ['overture'], 12),
  schumann('symphony-1', 'Symphony No. 1 in B-flat major, "Spring"', 'Op. 38', ['symphony'], 31, [
    'Andante un poco maestoso – Allegro molto vivace',
    'Larghetto',
    'Scherzo: Molto vivace',
    'Allegro animato e grazioso',
  ]),
  schumann('cello-concerto', 'Cello Concerto in A minor', 'Op. 129', ['concerto'], 24, [
    'Nicht zu schnell',
    'Langsam',
    'Sehr lebhaft',
  ]),
  schumann('piano-concerto', 'Piano Concerto in A minor', 'Op. 54', ['concerto'], 31, [
    'Allegro affettuoso',
    'Intermezzo: Andantino grazioso',
    'Allegro vivace',
  ]),
  schumann('overture-scherzo-finale', 'Overture, Scherzo and Finale', 'Op. 52', ['symphony'], 17, [
    'Overture: Andante con moto – Allegro',
    'Scherzo: Vivo',
    'Finale: Allegro molto vivace',
  ]),
  schumann('konzertstuck', 'Konzertstück for Four Horns and Orchestra', 'Op. 86', ['concerto'], 18, [
    'Lebhaft',
    'Romanze: Ziemlich langsam, doch nicht schleppend',
    'Sehr lebhaft',
  ]),
  claraSchumann('piano-concerto', 'Piano Concerto in A minor', 'Op. 7', ['concerto'], 23, [
    'Allegro maestoso',
    'Romanze: Andante non troppo, con grazia',
    'Finale: Allegro non troppo',
  ]),
  wagner('siegfried-idyll', '*Siegfried Idyll*', 'WWV 103', ['tone-poem'], 18),
];
