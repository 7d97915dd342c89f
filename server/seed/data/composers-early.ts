import { composer, type ComposerFact } from './composer-fact.ts';

/** Composers born before 1800: the Baroque and Classical masters. */
export const EARLY_COMPOSERS: readonly ComposerFact[] = [
  composer('Henry', 'Purcell', [1659, 1695], 'british', [
    'Henry Purcell served three English monarchs as organist of Westminster Abbey and composer to the Chapel Royal.',
    'In a short life he wrote the opera <em>Dido and Aeneas</em>, music for more than forty plays, odes and anthems. His Chacony in G minor builds a whole world over a repeating bass line.',
  ]),
  composer('Arcangelo', 'Corelli', [1653, 1713], 'italian', [
    'Arcangelo Corelli worked in Rome under the patronage of Queen Christina of Sweden and Cardinal Pietro Ottoboni.',
    'His six published collections, above all the twelve Concerti grossi of Op. 6, printed in 1714 after his death, set the model for the Baroque concerto grosso across Europe.',
  ]),
  composer('Antonio', 'Vivaldi', [1678, 1741], 'italian', [
    'A Venetian priest nicknamed <em>il prete rosso</em> for his red hair, Antonio Vivaldi taught at the Ospedale della Pietà, whose orchestra of young women was famous across Europe.',
    'He wrote more than 500 concertos; the four that open his Op. 8, <em>The Four Seasons</em>, paint the scenes of the sonnets printed with them. He died in Vienna, poor and largely forgotten.',
  ]),
  composer('Georg Philipp', 'Telemann', [1681, 1767], 'german', [
    'Georg Philipp Telemann was the most prolific major composer of his age and, in his lifetime, more famous than his friend Bach.',
    'From 1721 he directed the music of the five main churches of Hamburg while running public concerts and publishing his own works. His orchestral suites season French dances with wit and picturesque stories.',
  ]),
  composer(
    'Johann Sebastian',
    'Bach',
    [1685, 1750],
    'german',
    [
      'Johann Sebastian Bach spent his career as a church and court musician in central Germany, ending it as Thomaskantor in Leipzig, where he wrote cantatas week after week.',
      'His concertos, suites and keyboard works distil the styles of Italy and France into counterpoint of unmatched richness. Largely neglected after his death, his music was championed by Mendelssohn, who revived the <em>St. Matthew Passion</em> in 1829.',
    ],
    1,
  ),
  composer(
    'George Frideric',
    'Handel',
    [1685, 1759],
    'german',
    [
      'Born in Halle, George Frideric Handel trained in Italy before settling in London in 1712; he became a British subject in 1727.',
      'He dominated English musical life first with Italian operas, then with English oratorios such as <em>Messiah</em>. His <em>Water Music</em> and <em>Music for the Royal Fireworks</em> were written for royal occasions on the Thames and in Green Park.',
    ],
    7,
  ),
  composer('Carl Philipp Emanuel', 'Bach', [1714, 1788], 'german', [
    'The second surviving son of Johann Sebastian, Carl Philipp Emanuel Bach served Frederick the Great in Berlin for nearly thirty years before succeeding Telemann as music director in Hamburg in 1768.',
    'His restless, surprising style was admired by Haydn, Mozart and Beethoven.',
  ]),
  composer(
    'Joseph',
    'Haydn',
    [1732, 1809],
    'austrian',
    [
      'Joseph Haydn spent nearly thirty years as music director to the Esterházy princes, where isolation, he said, forced him to become original.',
      'He shaped the symphony and the string quartet, and his two visits to London in the 1790s produced his twelve “London” symphonies. Mozart dedicated six quartets to him; Beethoven was briefly his pupil.',
    ],
    5,
  ),
  composer('Luigi', 'Boccherini', [1743, 1805], 'italian', [
    'Luigi Boccherini, a cellist from Lucca, spent most of his career in Spain, first in the service of the Infante Don Luis.',
    'He wrote more than a hundred string quintets and a dozen cello concertos, elegant music that often echoes the sounds of the streets of Madrid.',
  ]),
  composer(
    'Joseph',
    'Bologne',
    [1745, 1799],
    'french',
    [
      'Joseph Bologne, Chevalier de Saint-Georges, was born in Guadeloupe to a French planter and an enslaved woman of African descent.',
      'In Paris he became a celebrated fencer, a virtuoso violinist and director of the Concert des Amateurs, one of the finest orchestras in Europe. During the Revolution he led a regiment of Black volunteers.',
    ],
    8,
  ),
  composer(
    'Wolfgang Amadeus',
    'Mozart',
    [1756, 1791],
    'austrian',
    [
      'Wolfgang Amadeus Mozart toured Europe as a child prodigy with his father Leopold and his sister Nannerl before serving the Archbishop of Salzburg.',
      'In 1781 he settled in Vienna as a freelance pianist, teacher and composer, writing the piano concertos he played himself, his last symphonies and the operas <em>Le nozze di Figaro</em>, <em>Don Giovanni</em> and <em>Die Zauberflöte</em>. He died in Vienna at 35.',
    ],
    2,
  ),
  composer(
    'Ludwig van',
    'Beethoven',
    [1770, 1827],
    'german',
    [
      'Born in Bonn, Ludwig van Beethoven moved to Vienna in 1792 to study with Haydn and made his name as a pianist of ferocious power.',
      'As his hearing failed he turned inward, and the “Eroica” Symphony of 1803–04 opened a new, heroic scale for instrumental music. He kept composing after he became completely deaf; his late quartets and sonatas still sound modern.',
    ],
    3,
  ),
  composer('Carl Maria von', 'Weber', [1786, 1826], 'german', [
    'Carl Maria von Weber, a cousin of Mozart’s wife Constanze, created German Romantic opera with <em>Der Freischütz</em> in 1821.',
    'A fine pianist and conductor, he wrote two clarinet concertos and a concertino for the virtuoso Heinrich Baermann. He died in London, weeks after conducting the premiere of <em>Oberon</em>.',
  ]),
  composer('Gioachino', 'Rossini', [1792, 1868], 'italian', [
    'Gioachino Rossini wrote some 39 operas in less than twenty years, from <em>Il barbiere di Siviglia</em> to <em>Guillaume Tell</em>, and then, at 37, all but stopped.',
    'He spent his long retirement in Bologna and Paris, famous for his wit and his cooking. His overtures, with their trademark crescendos, have never left the concert hall.',
  ]),
  composer(
    'Franz',
    'Schubert',
    [1797, 1828],
    'austrian',
    [
      'Franz Schubert, the son of a Viennese schoolmaster, wrote more than 600 songs and a wealth of chamber and orchestral music in a life of only 31 years.',
      'Much of it was heard only at gatherings of his friends, the “Schubertiades”. His “Unfinished” Symphony was first performed in 1865, decades after his death.',
    ],
    6,
  ),
];
