import { composer, type ComposerFact } from './composer-fact.ts';

/** Composers born between 1800 and 1869. */
export const ROMANTIC_COMPOSERS: readonly ComposerFact[] = [
  composer('Louise', 'Farrenc', [1804, 1875], 'french', [
    'Louise Farrenc taught piano at the Paris Conservatoire for thirty years, one of very few women to hold such a post in the nineteenth century, and won pay equal to that of her male colleagues.',
    'Her three symphonies and her chamber music, admired by Schumann, were rediscovered in our own time.',
  ]),
  composer('Fanny Mendelssohn', 'Hensel', [1805, 1847], 'german', [
    'Fanny Mendelssohn Hensel, Felix’s elder sister, was as gifted a pianist and composer as her brother, but family and social expectations kept her from a public career.',
    'She wrote more than 450 works, most of them songs and piano pieces, and ran celebrated Sunday concerts at the family home in Berlin. Her Overture in C major is her only concert overture.',
  ]),
  composer('Felix', 'Mendelssohn', [1809, 1847], 'german', [
    'Felix Mendelssohn was a prodigy whose Octet, written at 16, and <em>A Midsummer Night’s Dream</em> Overture, at 17, remain miracles of youthful genius.',
    'As conductor of the Leipzig Gewandhaus Orchestra he helped invent the modern concert, reviving Bach’s <em>St. Matthew Passion</em> and founding the Leipzig Conservatory. His travels produced the “Italian” and “Scottish” symphonies and <em>The Hebrides</em>.',
  ]),
  composer('Robert', 'Schumann', [1810, 1856], 'german', [
    'Robert Schumann gave up law for music and, when an injury to his hand ended his hopes as a pianist, turned to composition and criticism, founding the <em>Neue Zeitschrift für Musik</em>.',
    'In 1840, the year he married Clara Wieck, he wrote more than a hundred songs; symphonies followed. He spent his last two years in an asylum near Bonn.',
  ]),
  composer('Richard', 'Wagner', [1813, 1883], 'german', [
    'Richard Wagner turned opera into what he called music drama, culminating in the four evenings of the <em>Ring</em> and a festival theater of his own design in Bayreuth.',
    'His <em>Siegfried Idyll</em>, by contrast, is intimate: a birthday present for his wife Cosima, first played by a small band on the stairs of their villa at Tribschen on Christmas morning, 1870.',
  ]),
  composer(
    'Clara',
    'Schumann',
    [1819, 1896],
    'german',
    [
      'Clara Schumann, née Wieck, was one of the great pianists of the nineteenth century and performed in public for more than sixty years.',
      'She began her Piano Concerto at thirteen and played its premiere at sixteen, with Mendelssohn conducting. After Robert’s death she raised their children, taught in Frankfurt and was Brahms’s closest musical confidante.',
    ],
    9,
  ),
  composer(
    'Johannes',
    'Brahms',
    [1833, 1897],
    'german',
    [
      'Johannes Brahms grew up in Hamburg and was hailed by Robert Schumann in 1853 as the coming savior of German music.',
      'Self-critical to a fault, he destroyed many works and took more than twenty years to finish his First Symphony. His two early Serenades were his apprenticeship in writing for orchestra.',
    ],
    10,
  ),
  composer('Camille', 'Saint-Saëns', [1835, 1921], 'french', [
    'Camille Saint-Saëns gave his first public recital at ten and lived to see the age of recording. A virtuoso organist at the Madeleine in Paris, he co-founded the Société Nationale de Musique to promote French music.',
    'He kept <em>The Carnival of the Animals</em> from publication during his lifetime, fearing it would harm his serious reputation.',
  ]),
  composer('Georges', 'Bizet', [1838, 1875], 'french', [
    'Georges Bizet wrote his sparkling Symphony in C at seventeen, though it lay unperformed until 1935, and won the Prix de Rome at nineteen.',
    'He died at 36, three months after the premiere of <em>Carmen</em>, never knowing its later triumph.',
  ]),
  composer(
    'Pyotr Ilyich',
    'Tchaikovsky',
    [1840, 1893],
    'russian',
    [
      'Pyotr Ilyich Tchaikovsky was among the first graduates of the St. Petersburg Conservatory and taught at Moscow’s for more than a decade; the support of his patron Nadezhda von Meck later let him compose full time.',
      'He adored Mozart, and his Serenade for Strings and Variations on a Rococo Theme are homages to the eighteenth century.',
    ],
    11,
  ),
  composer(
    'Antonín',
    'Dvořák',
    [1841, 1904],
    'czech',
    [
      'Antonín Dvořák, the son of a Bohemian butcher and innkeeper, played viola in a Prague theater orchestra before the support of Brahms brought his music to an international public.',
      'From 1892 to 1895 he directed the National Conservatory in New York, where he wrote the “New World” Symphony and the Cello Concerto. His serenades glow with the dance rhythms of his homeland.',
    ],
    4,
  ),
  composer('Edvard', 'Grieg', [1843, 1907], 'norwegian', [
    'Edvard Grieg studied in Leipzig but found his voice in the folk music of Norway. His Piano Concerto of 1868 made him famous across Europe.',
    'The Holberg Suite celebrates the bicentenary of the playwright Ludvig Holberg, born, like Grieg, in Bergen.',
  ]),
  composer('Gabriel', 'Fauré', [1845, 1924], 'french', [
    'Gabriel Fauré was organist at the Madeleine, teacher of Ravel and Nadia Boulanger and, from 1905, director of the Paris Conservatoire.',
    'His music is refined and understated, from the Pavane to the Requiem. In old age he kept composing despite increasing deafness.',
  ]),
  composer(
    'Leoš',
    'Janáček',
    [1854, 1928],
    'czech',
    [
      'Leoš Janáček spent most of his life in Brno, collecting Moravian folk songs and studying the melodies of everyday speech.',
      'International fame came only after the Prague premiere of his opera <em>Jenůfa</em> in 1916, when he was in his sixties, and his love for the much younger Kamila Stösslová inspired an astonishing last decade.',
    ],
    12,
  ),
  composer('Edward', 'Elgar', [1857, 1934], 'british', [
    'Largely self-taught, Edward Elgar spent years as a provincial violin teacher before the “Enigma” Variations of 1899 made him, in his forties, England’s leading composer.',
    'The Cello Concerto of 1919 was his last major work: after the death of his wife the following year he wrote little.',
  ]),
  composer('Gustav', 'Mahler', [1860, 1911], 'austrian', [
    'Gustav Mahler was the most celebrated conductor of his time, directing the Vienna Court Opera for a decade and later the New York Philharmonic.',
    'He composed mostly in summer, in lakeside huts. “The symphony must be like the world,” he told Sibelius. “It must embrace everything.”',
  ]),
  composer('Claude', 'Debussy', [1862, 1918], 'french', [
    'Claude Debussy won the Prix de Rome but rejected academic tradition, finding inspiration in the Symbolist poets, the Javanese gamelan and the painting of his day.',
    'His <em>Prélude à l’après-midi d’un faune</em> of 1894 is often called the beginning of modern music. He died in Paris during the German bombardment of 1918.',
  ]),
  composer('Richard', 'Strauss', [1864, 1949], 'german', [
    'Richard Strauss made his name with brilliant tone poems such as <em>Don Juan</em> and with the operas <em>Salome</em>, <em>Elektra</em> and <em>Der Rosenkavalier</em>.',
    'He mourned the destruction of Germany’s opera houses in <em>Metamorphosen</em> for 23 solo strings (1945). His late Oboe Concerto was suggested by an American soldier, the oboist John de Lancie.',
  ]),
  composer('Carl', 'Nielsen', [1865, 1931], 'danish', [
    'Carl Nielsen, the son of a painter and village musician on the island of Funen, played second violin in the Royal Danish Orchestra for sixteen years while writing the first two of his six symphonies.',
    'His Flute and Clarinet Concertos were written for members of the Copenhagen Wind Quintet.',
  ]),
  composer('Jean', 'Sibelius', [1865, 1957], 'finnish', [
    'Jean Sibelius became a symbol of Finnish national feeling with works inspired by the epic <em>Kalevala</em>.',
    'He wrote seven symphonies and a Violin Concerto, then fell almost silent for the last thirty years of his long life at his home, Ainola.',
  ]),
];
