/**
 * Word pools for the scale catalogue's generated names and titles. Names are invented
 * combinations; titles follow the shapes of real concert repertoire.
 */

/** Given names, from many languages. */
export const FIRST_NAMES = [
  'Agnes', 'Aleksander', 'Amara', 'Anselm', 'Astrid', 'Benedetta', 'Bruno', 'Camila', 'Casimir', 'Clara',
  'Cosima', 'Dagny', 'Darius', 'Edda', 'Elias', 'Emeric', 'Esme', 'Fabian', 'Felicia', 'Florian',
  'Greta', 'Gustavo', 'Hanne', 'Henrik', 'Ilse', 'Imre', 'Ines', 'Jakob', 'Jolanta', 'Jules',
  'Kasimira', 'Kenji', 'Leocadia', 'Lorenzo', 'Ludmila', 'Magnus', 'Marisol', 'Matthias', 'Mireya', 'Nikolai',
  'Noor', 'Octavia', 'Oskar', 'Paloma', 'Pavel', 'Quentin', 'Rosalind', 'Ruben', 'Sabine', 'Severin',
  'Signe', 'Tamsin', 'Teodor', 'Ursula', 'Valentin', 'Vera', 'Wilhelmina', 'Xavier', 'Yara', 'Zoltán',
] as const;

/** Family names, some with diacritics and hyphens so sorting and slugs are exercised. */
export const LAST_NAMES = [
  'Aalto', 'Abendroth', 'Albrecht', 'Arnaud', 'Bäckström', 'Balogh', 'Bellucci', 'Bergström', 'Brandvold', 'Castellanos',
  'Červenka', 'Dahlgren', 'Delacroix', 'Dvorska', 'Eriksen', 'Esterházy-Lind', 'Falkenberg', 'Ferraro', 'Fontaine', 'Gallo',
  'Grünewald', 'Halvorsen', 'Hartmann', 'Horváth', 'Ibarra', 'Jansen', 'Jeżewski', 'Kallio', 'Kowalczyk', 'Krause',
  'Lagerkvist', 'Laurent', 'Lindqvist', 'Lombardi', 'Maréchal', 'Mazur', 'Moreau', 'Navarro', 'Nyström', 'Oberhauser',
  'Olander', 'Ortega', 'Pachelbach', 'Paredes', 'Quintero', 'Rasmussen', 'Reinholt', 'Rossetti', 'Salvatierra', 'Schönberger',
  'Sorensen', 'Strand', 'Szabó', 'Tammaro', 'Thorvald', 'Ulrich', 'Valdés', 'Varga', 'Vennström', 'Vogel',
  'Wainwright', 'Weissmann', 'Wójcik', 'Yilmaz', 'Zanetti', 'Zeller', 'Ashgrove', 'Blackwood', 'Calloway', 'Fairweather',
  'Hollingsworth', 'Kingsley', 'Marchetti', 'Okonjo', 'Pemberton', 'Ravensworth', 'Sinclair', 'Thornbury', 'Underhill', 'Whitcombe',
] as const;

/** Forms of work, each with the genre it belongs to. */
export const FORMS = [
  ['Symphony', 'symphony'],
  ['Sinfonietta', 'symphony'],
  ['Violin Concerto', 'concerto'],
  ['Piano Concerto', 'concerto'],
  ['Cello Concerto', 'concerto'],
  ['Concerto grosso', 'concerto'],
  ['Serenade for Strings', 'serenade'],
  ['Divertimento', 'serenade'],
  ['Overture', 'overture'],
  ['Suite', 'suite'],
  ['Partita', 'suite'],
  ['Nocturne', 'tone-poem'],
  ['Fantasia', 'tone-poem'],
  ['Wind Octet', 'winds'],
  ['Cantata', 'vocal'],
] as const;

/** Keys for titles ('in D minor'). */
export const KEYS = [
  'C major', 'C minor', 'D major', 'D minor', 'E-flat major', 'E minor', 'F major', 'F minor', 'F-sharp minor', 'G major',
  'G minor', 'A major', 'A minor', 'B-flat major', 'B minor',
] as const;

/** Tempo markings used as movement titles. */
export const TEMPOS = [
  'Allegro', 'Allegro moderato', 'Allegro con brio', 'Andante', 'Andante con moto', 'Adagio', 'Largo', 'Larghetto',
  'Menuetto – Trio', 'Scherzo: Vivace', 'Presto', 'Rondo: Allegro', 'Finale: Allegro molto', 'Molto vivace',
] as const;

/** Nicknames some works carry, with asterisk emphasis. */
export const NICKNAMES = ['*Aurora*', '*The Lighthouse*', '*Ice Road*', '*Midsummer*', '*River Songs*', '*Night Ferry*', '*Harvest*'] as const;

/** Words for program titles. */
export const PROGRAM_WORDS = [
  'Autumn', 'Winter', 'Spring', 'Summer', 'Northern', 'Viennese', 'Parisian', 'Baroque', 'Romantic', 'Midnight',
  'Festive', 'Pastoral', 'Heroic', 'Serene', 'Stormy',
] as const;

/** Nouns for program titles. */
export const PROGRAM_NOUNS = [
  'Serenades', 'Journeys', 'Reflections', 'Dances', 'Fanfares', 'Landscapes', 'Portraits', 'Celebrations', 'Nocturnes', 'Voyages',
] as const;

/** Roles performers take. */
export const INSTRUMENTS = [
  'violin', 'viola', 'cello', 'double bass', 'flute', 'oboe', 'clarinet', 'bassoon', 'horn', 'trumpet', 'piano', 'harpsichord',
  'harp', 'soprano', 'mezzo-soprano', 'tenor', 'baritone', 'guitar',
] as const;
