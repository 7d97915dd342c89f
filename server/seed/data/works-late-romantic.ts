import { worksBy, type WorkFact } from './work-fact.ts';

const brahms = worksBy('johannes-brahms', 'brahms');
const dvorak = worksBy('antonin-dvorak', 'dvorak');
const tchaikovsky = worksBy('pyotr-ilyich-tchaikovsky', 'tchaikovsky');
const grieg = worksBy('edvard-grieg', 'grieg');
const saintSaens = worksBy('camille-saint-saens', 'saint-saens');
const bizet = worksBy('georges-bizet', 'bizet');
const faure = worksBy('gabriel-faure', 'faure');
const janacek = worksBy('leos-janacek', 'janacek');
const elgar = worksBy('edward-elgar', 'elgar');
const mahler = worksBy('gustav-mahler', 'mahler');
const debussy = worksBy('claude-debussy', 'debussy');
const strauss = worksBy('richard-strauss', 'strauss');
const nielsen = worksBy('carl-nielsen', 'nielsen');
const sibelius = worksBy('jean-sibelius', 'sibelius');

/** The later nineteenth century, to Sibelius and Strauss. */
export const LATE_ROMANTIC_WORKS: readonly WorkFact[] = [
  brahms('serenade-1', 'Serenade No. 1 in D major', 'Op. 11', ['serenade'], 45, [
    'Allegro molto',
    'Scherzo: Allegro non troppo',
    'Adagio non troppo',
    'Menuetto I – Menuetto II',
    'Scherzo: Allegro',
    'Rondo: Allegro',
  ]),
  brahms('serenade-2', 'Serenade No. 2 in A major', 'Op. 16', ['serenade'], 32, [
    'Allegro moderato',
    'Scherzo: Vivace',
    'Adagio non troppo',
    'Quasi menuetto',
    'Rondo: Allegro',
  ]),
  brahms('haydn-variations', 'Variations on a Theme by Haydn', 'Op. 56a', ['tone-poem'], 19),
  brahms('violin-concerto', 'Violin Concerto in D major', 'Op. 77', ['concerto'], 40, [
    'Allegro non troppo',
    'Adagio',
    'Allegro giocoso, ma non troppo vivace',
  ]),
  brahms('symphony-2', 'Symphony No. 2 in D major', 'Op. 73', ['symphony'], 42, [
    'Allegro non troppo',
    'Adagio non troppo',
    'Allegretto grazioso (Quasi andantino)',
    'Allegro con spirito',
  ]),
  dvorak('serenade-strings', 'Serenade for Strings in E major', 'Op. 22', ['serenade', 'strings'], 28, [
    'Moderato',
    'Tempo di valse',
    'Scherzo: Vivace',
    'Larghetto',
    'Finale: Allegro vivace',
  ]),
  dvorak('serenade-winds', 'Serenade for Winds in D minor', 'Op. 44', ['serenade', 'winds'], 24, [
    'Moderato, quasi marcia',
    'Minuetto',
    'Andante con moto',
    'Finale: Allegro molto',
  ]),
  dvorak('czech-suite', 'Czech Suite in D major', 'Op. 39', ['suite', 'dance'], 22, [
    'Praeludium: Pastorale',
    'Polka',
    'Sousedská',
    'Romanza',
    'Finale: Furiant',
  ]),
  dvorak('symphony-8', 'Symphony No. 8 in G major', 'Op. 88', ['symphony'], 36, [
    'Allegro con brio',
    'Adagio',
    'Allegretto grazioso – Molto vivace',
    'Allegro ma non troppo',
  ]),
  dvorak('cello-concerto', 'Cello Concerto in B minor', 'Op. 104', ['concerto'], 40, [
    'Allegro',
    'Adagio ma non troppo',
    'Finale: Allegro moderato',
  ]),
  dvorak('romance', 'Romance in F minor for Violin and Orchestra', 'Op. 11', ['concerto'], 12),
  dvorak('nocturne', 'Nocturne in B major for Strings', 'Op. 40', ['strings'], 7),
  tchaikovsky('serenade', 'Serenade for Strings in C major', 'Op. 48', ['serenade', 'strings'], 30, [
    'Pezzo in forma di sonatina: Andante non troppo – Allegro moderato',
    'Valse: Moderato – Tempo di valse',
    'Élégie: Larghetto elegiaco',
    'Finale (Tema russo): Andante – Allegro con spirito',
  ]),
  tchaikovsky('rococo-variations', 'Variations on a Rococo Theme for Cello and Orchestra', 'Op. 33', ['concerto'], 19),
  tchaikovsky(
    'souvenir-de-florence',
    '*Souvenir de Florence* (version for string orchestra)',
    'Op. 70',
    ['strings'],
    35,
    ['Allegro con spirito', 'Adagio cantabile e con moto', 'Allegretto moderato', 'Allegro vivace'],
  ),
  tchaikovsky('violin-concerto', 'Violin Concerto in D major', 'Op. 35', ['concerto'], 34, [
    'Allegro moderato',
    'Canzonetta: Andante',
    'Finale: Allegro vivacissimo',
  ]),
  grieg('holberg-suite', 'From Holberg’s Time (Holberg Suite)', 'Op. 40', ['suite', 'strings'], 20, [
    'Praeludium',
    'Sarabande',
    'Gavotte',
    'Air',
    'Rigaudon',
  ]),
  grieg('elegiac-melodies', 'Two Elegiac Melodies', 'Op. 34', ['strings'], 9, ['The Wounded Heart', 'The Last Spring']),
  grieg('piano-concerto', 'Piano Concerto in A minor', 'Op. 16', ['concerto'], 30, [
    'Allegro molto moderato',
    'Adagio',
    'Allegro moderato molto e marcato',
  ]),
  saintSaens('cello-concerto-1', 'Cello Concerto No. 1 in A minor', 'Op. 33', ['concerto'], 20, [
    'Allegro non troppo',
    'Allegretto con moto',
    'Tempo primo',
  ]),
  saintSaens('introduction-rondo', 'Introduction and Rondo capriccioso', 'Op. 28', ['concerto'], 10),
  saintSaens('piano-concerto-2', 'Piano Concerto No. 2 in G minor', 'Op. 22', ['concerto'], 24, [
    'Andante sostenuto',
    'Allegro scherzando',
    'Presto',
  ]),
  saintSaens('carnival', '*Le carnaval des animaux* (The Carnival of the Animals)', '', ['suite'], 22, [
    'Introduction et marche royale du lion',
    'Poules et coqs',
    'Hémiones (animaux véloces)',
    'Tortues',
    'L’éléphant',
    'Kangourous',
    'Aquarium',
    'Personnages à longues oreilles',
    'Le coucou au fond des bois',
    'Volière',
    'Pianistes',
    'Fossiles',
    'Le cygne',
    'Final',
  ]),
  bizet('symphony-c', 'Symphony in C major', '', ['symphony'], 29, [
    'Allegro vivo',
    'Adagio',
    'Allegro vivace',
    'Allegro vivace',
  ]),
  bizet('jeux-d-enfants', '*Jeux d’enfants*, Petite suite', 'Op. 22', ['suite'], 12, [
    'Marche (Trompette et tambour)',
    'Berceuse (La poupée)',
    'Impromptu (La toupie)',
    'Duo (Petit mari, petite femme)',
    'Galop (Le bal)',
  ]),
  faure('pavane', 'Pavane', 'Op. 50', ['dance'], 6),
  faure('masques-et-bergamasques', '*Masques et bergamasques*, Suite', 'Op. 112', ['suite'], 14, [
    'Ouverture',
    'Menuet',
    'Gavotte',
    'Pastorale',
  ]),
  faure('elegie', 'Élégie for Cello and Orchestra', 'Op. 24', ['concerto'], 7),
  faure('pelleas', '*Pelléas et Mélisande*, Suite', 'Op. 80', ['suite'], 17, [
    'Prélude',
    'Fileuse',
    'Sicilienne',
    'La mort de Mélisande',
  ]),
  janacek('idyll', 'Idyll for String Orchestra', 'JW VI/3', ['strings'], 28, [
    'Andante',
    'Allegro',
    'Moderato',
    'Allegro',
    'Adagio',
    'Scherzo',
    'Moderato',
  ]),
  janacek('suite-strings', 'Suite for String Orchestra', 'JW VI/2', ['suite', 'strings'], 17, [
    'Moderato',
    'Adagio',
    'Andante con moto',
    'Presto',
    'Adagio',
    'Andante',
  ]),
  janacek('mladi', '*Mládí* (Youth), Suite for Wind Sextet', 'JW VII/10', ['winds', 'chamber'], 17, [
    'Allegro',
    'Andante sostenuto',
    'Vivace',
    'Allegro animato',
  ]),
  elgar('serenade', 'Serenade for Strings in E minor', 'Op. 20', ['serenade', 'strings'], 12, [
    'Allegro piacevole',
    'Larghetto',
    'Allegretto',
  ]),
  elgar('introduction-and-allegro', 'Introduction and Allegro for Strings', 'Op. 47', ['strings'], 14),
  elgar('cello-concerto', 'Cello Concerto in E minor', 'Op. 85', ['concerto'], 30, [
    'Adagio – Moderato',
    'Lento – Allegro molto',
    'Adagio',
    'Allegro – Moderato – Allegro, ma non troppo',
  ]),
  elgar('chanson-de-matin', '*Chanson de matin*', 'Op. 15, No. 2', ['strings'], 3),
  mahler('ruckert-lieder', '*Rückert-Lieder*', '', ['vocal'], 20, [
    'Ich atmet’ einen linden Duft',
    'Blicke mir nicht in die Lieder!',
    'Um Mitternacht',
    'Liebst du um Schönheit',
    'Ich bin der Welt abhanden gekommen',
  ]),
  mahler('symphony-4', 'Symphony No. 4 in G major (arranged for chamber ensemble)', '', ['symphony', 'vocal'], 55, {
    arranger: 'erwin-stein',
    movements: [
      'Bedächtig. Nicht eilen',
      'In gemächlicher Bewegung. Ohne Hast',
      'Ruhevoll (Poco adagio)',
      'Sehr behaglich',
    ],
  }),
  mahler('wayfarer-songs', '*Lieder eines fahrenden Gesellen* (Songs of a Wayfarer)', '', ['vocal'], 16, [
    'Wenn mein Schatz Hochzeit macht',
    'Ging heut’ morgen übers Feld',
    'Ich hab’ ein glühend Messer',
    'Die zwei blauen Augen von meinem Schatz',
  ]),
  debussy('faune', '*Prélude à l’après-midi d’un faune*', 'L. 86', ['tone-poem'], 10),
  debussy('danses', '*Danses sacrée et profane* for Harp and Strings', 'L. 103', ['concerto', 'dance'], 10, [
    'Danse sacrée',
    'Danse profane',
  ]),
  debussy('petite-suite', '*Petite suite*', 'L. 65', ['suite'], 14, ['En bateau', 'Cortège', 'Menuet', 'Ballet']),
  strauss('metamorphosen', '*Metamorphosen* for 23 Solo Strings', 'TrV 290', ['strings'], 27),
  strauss('oboe-concerto', 'Oboe Concerto in D major', 'TrV 292', ['concerto'], 25, [
    'Allegro moderato',
    'Andante',
    'Vivace – Allegro',
  ]),
  strauss('horn-concerto-1', 'Horn Concerto No. 1 in E-flat major', 'Op. 11', ['concerto'], 16, [
    'Allegro',
    'Andante',
    'Allegro',
  ]),
  strauss('serenade-winds', 'Serenade in E-flat major for 13 Winds', 'Op. 7', ['serenade', 'winds'], 10),
  strauss('bourgeois-gentilhomme', '*Le bourgeois gentilhomme*, Suite', 'Op. 60', ['suite'], 36, [
    'Ouvertüre zum 1. Aufzug (Jourdain – der Bürger)',
    'Menuett',
    'Der Fechtmeister',
    'Auftritt und Tanz der Schneider',
    'Das Menuett des Lully',
    'Courante',
    'Auftritt des Cleonte',
    'Vorspiel zum 2. Aufzug (Intermezzo)',
    'Das Diner',
  ]),
  nielsen('little-suite', 'Little Suite in A minor for Strings', 'Op. 1', ['suite', 'strings'], 17, [
    'Praeludium',
    'Intermezzo',
    'Finale',
  ]),
  nielsen('flute-concerto', 'Flute Concerto', 'FS 119', ['concerto'], 20, ['Allegro moderato', 'Allegretto']),
  nielsen('clarinet-concerto', 'Clarinet Concerto', 'Op. 57, FS 129', ['concerto'], 25),
  sibelius('rakastava', '*Rakastava* (The Lover)', 'Op. 14', ['suite', 'strings'], 12, [
    'The Lover',
    'The Path of the Beloved',
    'Good Evening! Farewell!',
  ]),
  sibelius('andante-festivo', '*Andante festivo*', 'JS 34b', ['strings'], 5),
  sibelius('violin-concerto', 'Violin Concerto in D minor', 'Op. 47', ['concerto'], 32, [
    'Allegro moderato',
    'Adagio di molto',
    'Allegro, ma non tanto',
  ]),
  sibelius('valse-triste', '*Valse triste*', 'Op. 44, No. 1', ['dance'], 5),
];
