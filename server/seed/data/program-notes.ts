/**
 * Primary program notes of some compositions, by the orchestra's (FICTIONAL) annotators.
 * Facts about the music are public history; the prose is original.
 */

/** A note: text and byline, both HTML. */
export interface NoteFact {
  text: string;
  credit: string;
}

const CALLOWAY = 'Note by <em>Miriam Calloway</em>';
const LINDAHL = 'Note by <em>Peter Lindahl</em>';
const ADAIR = '© Josephine Adair';

const note = (credit: string, ...paragraphs: string[]): NoteFact => ({
  text: paragraphs.map((p) => `<p>${p}</p>`).join(''),
  credit,
});

/** Notes by composition identifier. */
export const PROGRAM_NOTES: Readonly<Record<string, NoteFact>> = {
  'beethoven-symphony-3': note(
    CALLOWAY,
    'Beethoven meant to call his third symphony “Bonaparte”. When Napoleon crowned himself emperor in 1804, Beethoven scratched the name from the title page so hard that he tore the paper.',
    'The symphony that remained is twice the length of any Haydn symphony, with a funeral march for its slow movement and a finale of variations on a tune from his ballet <em>The Creatures of Prometheus</em>.',
  ),
  'beethoven-symphony-5': note(
    CALLOWAY,
    'The Fifth was first heard on December 22, 1808, in a freezing four-hour concert at the Theater an der Wien that also introduced the “Pastoral” Symphony and the Fourth Piano Concerto.',
    'The scherzo runs without a break into the finale, where piccolo, contrabassoon and three trombones join the orchestra for the first time in a Beethoven symphony.',
  ),
  'beethoven-symphony-7': note(
    LINDAHL,
    'The Seventh was first played in 1813 at a benefit concert for soldiers wounded at the Battle of Hanau; the audience demanded the Allegretto again at once.',
  ),
  'beethoven-piano-concerto-4': note(
    CALLOWAY,
    'No concerto before it had begun with the soloist alone, and quietly. The slow movement, a dialogue between stern strings and a pleading piano, has long been heard as Orpheus taming the Furies.',
  ),
  'beethoven-violin-concerto': note(
    LINDAHL,
    'Beethoven finished the concerto so late that Franz Clement, who played the 1806 premiere, is said to have sight-read parts of it. It opens with four soft strokes of the timpani.',
  ),
  'mozart-symphony-40': note(
    ADAIR,
    'Mozart wrote his last three symphonies in about six weeks in the summer of 1788. The G minor is one of only two symphonies he wrote in a minor key; he later added clarinets to it.',
  ),
  'mozart-symphony-41': note(
    ADAIR,
    'The nickname “Jupiter” is not Mozart’s; it probably came from the London impresario Johann Peter Salomon. In the coda of the finale, five themes combine at once.',
  ),
  'mozart-clarinet-concerto': note(
    CALLOWAY,
    'Mozart wrote the concerto in October 1791, weeks before his death, for his friend Anton Stadler, whose basset clarinet reached four notes lower than the usual instrument. The autograph is lost.',
  ),
  'mozart-piano-concerto-20': note(
    LINDAHL,
    'The first of Mozart’s two minor-key piano concertos startled its 1785 audience with its restless syncopations. Beethoven loved it and wrote cadenzas for it.',
  ),
  'mozart-eine-kleine-nachtmusik': note(
    ADAIR,
    'Mozart entered the serenade in his catalogue on August 10, 1787, while he was at work on <em>Don Giovanni</em>. It originally had a second minuet, now lost.',
  ),
  'haydn-symphony-45': note(
    CALLOWAY,
    'In 1772 Prince Esterházy kept his musicians at his summer palace longer than usual. In the finale of this symphony they stop playing one by one and leave, until only two violins remain; the prince took the hint.',
  ),
  'haydn-symphony-94': note(
    LINDAHL,
    'The sudden fortissimo chord in the gentle Andante gave the symphony its nickname at its London premiere in 1792.',
  ),
  'haydn-cello-concerto-1': note(
    CALLOWAY,
    'Haydn wrote the concerto in the 1760s for Joseph Weigl, the cellist of the Esterházy orchestra. It was lost for two centuries, until a copy turned up in Prague in 1961.',
  ),
  'bach-brandenburg-5': note(
    ADAIR,
    'In 1721 Bach sent six concertos to Christian Ludwig, Margrave of Brandenburg. In the fifth, the harpsichord, usually a humble accompanist, breaks loose in a long solo cadenza: one of the first keyboard concertos.',
  ),
  'bach-double-concerto': note(
    ADAIR,
    'Two violins trade phrases as equals over a busy string orchestra. Bach later arranged the concerto for two harpsichords in C minor.',
  ),
  'vivaldi-spring': note(
    LINDAHL,
    'Each of the <em>Four Seasons</em> came with a sonnet, possibly by Vivaldi himself. In the slow movement of “Spring” a goatherd sleeps while the solo viola, marked “the dog who barks”, keeps watch.',
  ),
  'vivaldi-winter': note(
    LINDAHL,
    'Chattering teeth, stamping feet, and in the finale a walker slipping and falling on the ice.',
  ),
  'schubert-symphony-8': note(
    CALLOWAY,
    'Schubert wrote two movements in 1822 and sketched a third, then put the score aside. His friend Anselm Hüttenbrenner kept the manuscript for more than forty years; the symphony was first heard in 1865.',
  ),
  'mendelssohn-hebrides': note(
    ADAIR,
    'In 1829 Mendelssohn visited the Hebrides and jotted the overture’s opening in a letter home, the day before he saw Fingal’s Cave on the island of Staffa.',
  ),
  'mendelssohn-octet': note(
    LINDAHL,
    'Mendelssohn wrote the Octet at sixteen as a birthday present for his violin teacher Eduard Rietz. The feather-light scherzo was inspired by lines from Goethe’s <em>Faust</em>.',
  ),
  'dvorak-serenade-strings': note(
    CALLOWAY,
    'Dvořák wrote the Serenade in less than two weeks in May 1875, a happy year in which his music was first recognized with a state stipend.',
  ),
  'dvorak-cello-concerto': note(
    CALLOWAY,
    'Written in New York in 1894–95, the concerto quotes one of Dvořák’s songs, a favorite of his sister-in-law Josefina. When she died, he rewrote the ending in her memory.',
  ),
  'tchaikovsky-serenade': note(
    LINDAHL,
    'Tchaikovsky told his patron that he wrote the Serenade “from inner compulsion”, in homage to Mozart. The finale is built on Russian folk songs.',
  ),
  'grieg-holberg-suite': note(
    ADAIR,
    'Grieg wrote the suite for piano in 1884 for the bicentenary of the playwright Ludvig Holberg and arranged it for strings the following year.',
  ),
  'elgar-serenade': note(
    ADAIR,
    'Elgar wrote the Serenade in 1892 and gave it to his wife Alice on their third wedding anniversary.',
  ),
  'elgar-introduction-and-allegro': note(
    LINDAHL,
    'Written in 1905 for the newly founded London Symphony Orchestra, the piece pits a solo string quartet against the string orchestra. Its “Welsh” tune came from singing Elgar heard across a valley in Cardiganshire.',
  ),
  'wagner-siegfried-idyll': note(
    CALLOWAY,
    'On Christmas morning 1870, Cosima Wagner woke to music on the stairs of their villa at Tribschen: a birthday present from her husband. Wagner published it only when he needed money, in 1878.',
  ),
  'barber-adagio': note(
    LINDAHL,
    'Barber arranged the slow movement of his String Quartet for string orchestra; Arturo Toscanini conducted the first performance in 1938. It was broadcast after the deaths of Franklin Roosevelt and John F. Kennedy.',
  ),
  'copland-appalachian-spring': note(
    CALLOWAY,
    'Copland wrote the ballet for Martha Graham, for thirteen instruments; it was first performed in 1944 at the Library of Congress. Its variations on the Shaker tune “Simple Gifts” are among the best-known pages in American music.',
  ),
  'stravinsky-pulcinella': note(
    ADAIR,
    'Diaghilev asked Stravinsky to arrange music then thought to be by Pergolesi for a ballet with designs by Picasso. Stravinsky kept the tunes and made them entirely his own.',
  ),
  'stravinsky-dumbarton-oaks': note(
    ADAIR,
    'Robert and Mildred Woods Bliss commissioned the concerto for their thirtieth wedding anniversary at their Washington estate, Dumbarton Oaks. Stravinsky modeled it on Bach’s Brandenburg Concertos.',
  ),
  'bartok-divertimento': note(
    LINDAHL,
    'Paul Sacher lent Bartók his chalet at Saanen, in the Swiss Alps, in August 1939. Bartók wrote the Divertimento there in fifteen days, as war approached.',
  ),
  'strauss-metamorphosen': note(
    CALLOWAY,
    'Strauss wrote <em>Metamorphosen</em> in 1945 for Paul Sacher. Near the end, the basses quote the funeral march of Beethoven’s <em>Eroica</em>, and Strauss wrote beneath it: “IN MEMORIAM!”',
  ),
  'schoenberg-verklarte-nacht': note(
    LINDAHL,
    'Schoenberg’s string sextet follows a poem by Richard Dehmel: a woman walking with her lover on a moonlit night confesses that she carries another man’s child, and he forgives her. Schoenberg arranged it for string orchestra in 1917.',
  ),
  'ravel-tombeau': note(
    ADAIR,
    'Ravel wrote <em>Le tombeau de Couperin</em> for piano during the First World War and dedicated each movement to a friend who had died in it. He orchestrated four of the six movements in 1919.',
  ),
  'prokofiev-classical-symphony': note(
    CALLOWAY,
    'Prokofiev wrote his first symphony in 1916–17 as an experiment: music Haydn might have written had he lived in the twentieth century. He later reused its Gavotte in <em>Romeo and Juliet</em>.',
  ),
  'price-symphony-1': note(
    LINDAHL,
    'Price’s symphony won the Wanamaker Prize in 1932, and the next year Frederick Stock and the Chicago Symphony played it at the Century of Progress Exposition.',
  ),
  'still-afro-american-symphony': note(
    LINDAHL,
    'Howard Hanson conducted the premiere in Rochester in 1931. A tenor banjo joins the orchestra in the scherzo.',
  ),
  'farrenc-symphony-3': note(
    CALLOWAY,
    'Farrenc’s Third Symphony was first performed in 1849 by the Société des Concerts du Conservatoire, on a program with Beethoven’s Fifth.',
  ),
  'britten-simple-symphony': note(
    ADAIR,
    'Britten built the symphony in 1934 from tunes he had written between the ages of nine and twelve, and dedicated it to his viola teacher, Audrey Alston.',
  ),
  'vaughan-williams-lark-ascending': note(
    CALLOWAY,
    'Vaughan Williams began the piece in 1914 for violin and piano; Marie Hall gave the first performances in 1920 and, with orchestra, in 1921.',
  ),
  'haydn-seven-last-words': note(
    '',
    'Haydn wrote seven slow meditations, framed by an introduction and an earthquake, for a Good Friday service in Cádiz, where a priest spoke on each of Christ’s last words before the music.',
  ),
  'debussy-faune': note(
    LINDAHL,
    'A solo flute winds downward and back, and modern music begins. Debussy’s prelude responds to Stéphane Mallarmé’s poem of a faun’s drowsy afternoon.',
  ),
};
