import type { Combined } from '../../../../../../src/lib/api/combined.ts';
import { combined, composition, person, program } from './catalogue-factory.ts';

/**
 * A small classical catalogue with the spellings search has to cope with: diacritics, '#' and
 * 'No.', catalogue numbers of every kind, a name inside titles, and an unlisted program.
 */
export function classicalCatalogue(): Combined {
  const beethoven = person('Ludwig van', 'Beethoven', 'composer', { years: '1770–1827' });
  const dvorak = person('Antonín', 'Dvořák');
  const janacek = person('Leoš', 'Janáček');
  const saintSaens = person('Camille', 'Saint-Saëns');
  const tchaikovsky = person('Pyotr Ilyich', 'Tchaikovsky');
  const bach = person('Johann Sebastian', 'Bach');
  const mozart = person('Wolfgang Amadeus', 'Mozart');
  const schubert = person('Franz', 'Schubert');
  const haydn = person('Joseph', 'Haydn');
  const vivaldi = person('Antonio', 'Vivaldi');
  const handel = person('George Frideric', 'Handel');
  const bartok = person('Béla', 'Bartók');
  const part = person('Arvo', 'Pärt');
  const chopin = person('Frédéric', 'Chopin');
  const vaughanWilliams = person('Ralph', 'Vaughan Williams');
  const hahn = person('Hilary', 'Hahn', 'performer', { custom_title: 'Violin' });
  const cohen = person('Jonathan', 'Cohen', 'conductor');
  const beethovenFan = person('Bea', 'Thovenson', 'performer');
  const people = [
    beethoven,
    dvorak,
    janacek,
    saintSaens,
    tchaikovsky,
    bach,
    mozart,
    schubert,
    haydn,
    vivaldi,
    handel,
    bartok,
    part,
    chopin,
    vaughanWilliams,
    hahn,
    cohen,
    beethovenFan,
  ];
  const compositions = [
    composition('Symphony No. 5 in C minor, Op. 67', beethoven, { opus: 'Op. 67' }),
    composition('Piano Sonata No. 14 in C-sharp minor, Op. 27 No. 2 "Moonlight"', beethoven, { opus: 'Op. 27, No. 2' }),
    composition('Piano Sonata No. 13 in E-flat major, Op. 27 No. 1', beethoven, { opus: 'Op. 27, No. 1' }),
    composition('Symphony No. 3 in E-flat major, Op. 55 "Eroica"', beethoven, { opus: 'Op. 55' }),
    composition('Symphony No. 9 in E minor, Op. 95 "From the New World"', dvorak),
    composition('Serenade for Strings in E major, Op. 22', dvorak),
    composition('Idyll for String Orchestra', janacek),
    composition('Sinfonietta', janacek),
    composition('Danse macabre, Op. 40', saintSaens),
    composition('Serenade for Strings in C major, Op. 48', tchaikovsky),
    composition('Souvenir de Florence, Op. 70', tchaikovsky),
    composition('Brandenburg Concerto No. 3 in G major, BWV 1048', bach),
    composition('Brandenburg Concerto No. 5 in D major, BWV 1050', bach),
    composition('Symphony No. 40 in G minor, K. 550', mozart),
    composition('Eine kleine Nachtmusik, K. 525', mozart),
    composition('Piano Sonata in B-flat major, D. 960', schubert),
    composition('Piano Sonata in E-flat major, Hob. XVI:52', haydn),
    composition('Concerto for Four Violins in B minor, RV 580', vivaldi),
    composition('Water Music Suite No. 1 in F major', handel, { opus: 'HWV 348' }),
    composition('Divertimento for String Orchestra, Sz. 113', bartok),
    composition('Fratres', part),
    composition('Waltz in C# minor, Op. 64 No. 2', chopin),
    composition('Nocturne No. 2 in E-flat major, Op. 9 No. 2', chopin),
    composition('Symphony No. 5 in D major', vaughanWilliams),
    composition('Symphony No. 5', null, { combined_composer_arranger_credit: '' }),
    composition('Homage to Dvorak', null),
    composition('Beethoven Variations', null),
  ];
  const programs = [
    program("Beethoven's Fifth", '2024-03-02'),
    program('Brandenburg Celebration', '2023-12-16'),
    program('Dvořák and Friends', '2024-05-11'),
    program('New World Symphony Night', '2022-10-08'),
    program('Private Beethoven Rehearsal', '2024-06-01', { unlisted: true }),
  ];
  return combined(people, compositions, programs);
}
