import { composer, type ComposerFact } from './composer-fact.ts';

/** Composers (and two arrangers) born in 1870 or later. */
export const MODERN_COMPOSERS: readonly ComposerFact[] = [
  composer('Ralph', 'Vaughan Williams', [1872, 1958], 'british', [
    'Ralph Vaughan Williams collected English folk songs and edited <em>The English Hymnal</em>, and both shaped his own voice; his nine symphonies span half a century.',
    '<em>The Lark Ascending</em>, after George Meredith’s poem, was begun in 1914 and completed after he had served in the First World War.',
  ]),
  composer('Arnold', 'Schoenberg', [1874, 1951], 'austrian', [
    'Arnold Schoenberg, largely self-taught, moved from the lush late Romanticism of <em>Verklärte Nacht</em> (1899) to atonality and, in the 1920s, to the twelve-tone method.',
    'Driven from Berlin by the Nazis in 1933, he settled in Los Angeles and taught at UCLA.',
  ]),
  composer('Gustav', 'Holst', [1874, 1934], 'british', [
    'Gustav Holst taught music at St Paul’s Girls’ School in London for almost thirty years and wrote the St Paul’s Suite and the Brook Green Suite for its orchestra.',
    '<em>The Planets</em> made him famous, but he remained drawn to folk song, Sanskrit literature and music for amateurs.',
  ]),
  composer('Charles', 'Ives', [1874, 1954], 'american', [
    'Charles Ives ran a successful insurance agency in New York and composed in his spare time, largely unheard.',
    'His music layers hymns, marches and popular songs into collages years ahead of their time. His Third Symphony won the Pulitzer Prize in 1947, decades after it was written.',
  ]),
  composer('Josef', 'Suk', [1874, 1935], 'czech', [
    'Josef Suk was Dvořák’s favorite pupil and, from 1898, his son-in-law; for some forty years he played second violin in the Czech Quartet.',
    'His Serenade for Strings was written at Dvořák’s suggestion, to show a brighter side of his character.',
  ]),
  composer('Maurice', 'Ravel', [1875, 1937], 'french', [
    'Maurice Ravel was a meticulous craftsman whom Stravinsky called “the most perfect of Swiss watchmakers”, and a master orchestrator of his own piano pieces and those of others.',
    '<em>Le tombeau de Couperin</em> honors friends killed in the First World War, each movement dedicated to one of them.',
  ]),
  composer('Samuel', 'Coleridge-Taylor', [1875, 1912], 'british', [
    'Samuel Coleridge-Taylor, the son of a Sierra Leonean doctor and an English mother, studied at the Royal College of Music with Charles Villiers Stanford.',
    'His cantata <em>Hiawatha’s Wedding Feast</em> (1898) was one of the most performed works in England for decades. He toured the United States three times and was received at the White House by Theodore Roosevelt.',
  ]),
  composer('Ottorino', 'Respighi', [1879, 1936], 'italian', [
    'Ottorino Respighi played viola in the orchestra of the Imperial Theater in St. Petersburg, where he studied with Rimsky-Korsakov.',
    'In Rome he wrote his trilogy of Roman tone poems and, from his passion for early music, three suites of <em>Ancient Airs and Dances</em> and <em>The Birds</em>.',
  ]),
  composer('Béla', 'Bartók', [1881, 1945], 'hungarian', [
    'Béla Bartók traveled through Hungary, Romania and beyond with a phonograph, recording thousands of peasant songs that transformed his own music.',
    'He wrote the Divertimento for the Basel Chamber Orchestra in 1939, on the eve of war, emigrated to the United States in 1940 and died in New York in 1945.',
  ]),
  composer('Igor', 'Stravinsky', [1882, 1971], 'russian', [
    'Igor Stravinsky burst onto the Paris scene with <em>The Firebird</em>, <em>Petrushka</em> and <em>The Rite of Spring</em> for Diaghilev’s Ballets Russes.',
    'With <em>Pulcinella</em> (1920), built on music then attributed to Pergolesi, he turned to Neoclassicism. He settled in the United States in 1939 and became an American citizen in 1945.',
  ]),
  composer('Anton', 'Webern', [1883, 1945], 'austrian', [
    'Anton Webern, a pupil of Schoenberg, wrote music of extreme concentration: his published works together last only a few hours.',
    'He was a devoted conductor of workers’ choirs and orchestras in Vienna, and was shot by an American soldier in 1945, during the occupation of Austria.',
  ]),
  composer('Erwin', 'Stein', [1885, 1958], 'austrian', [
    'Erwin Stein, a pupil of Schoenberg, arranged Mahler’s Fourth Symphony for chamber ensemble for Schoenberg’s Society for Private Musical Performances in Vienna.',
    'He later settled in London, where he worked for Boosey &amp; Hawkes as the editor of Britten’s music.',
  ]),
  composer('Florence', 'Price', [1887, 1953], 'american', [
    'Florence Price, born in Little Rock, Arkansas, became the first African American woman to have a symphony played by a major American orchestra when the Chicago Symphony performed her Symphony in E minor in 1933.',
    'Its third movement is a Juba dance, rooted in African American folk tradition.',
  ]),
  composer('Heitor', 'Villa-Lobos', [1887, 1959], 'brazilian', [
    'Heitor Villa-Lobos, largely self-taught, played cello in Rio de Janeiro cinemas and absorbed the popular music of Brazil on his travels through the country.',
    'His nine <em>Bachianas brasileiras</em> join the spirit of Bach to Brazilian folk music; the fifth, for soprano and eight cellos, is his most famous work.',
  ]),
  composer('Bohuslav', 'Martinů', [1890, 1959], 'czech', [
    'Bohuslav Martinů grew up in the church tower of Polička, where his father was the keeper. He lived in Paris from 1923, fled the German invasion in 1940 and spent the war years in the United States.',
    'Remarkably prolific, he combined Czech folk music, French clarity and the energy of the Baroque concerto grosso.',
  ]),
  composer('Sergei', 'Prokofiev', [1891, 1953], 'russian', [
    'Sergei Prokofiev entered the St. Petersburg Conservatory at thirteen and shocked his teachers with his brash, percussive style.',
    'His “Classical” Symphony (1917) imagines what Haydn might have written in Prokofiev’s day. After years abroad he returned to the Soviet Union in 1936, the year he wrote <em>Peter and the Wolf</em>.',
  ]),
  composer('Darius', 'Milhaud', [1892, 1974], 'french', [
    'Darius Milhaud, a member of Les Six, was one of the most prolific composers of the twentieth century, with more than 400 opus numbers.',
    'Two years in Brazil inspired <em>Le bœuf sur le toit</em>, and the jazz he heard in Harlem led to <em>La création du monde</em>. He taught for decades at Mills College in California, where his students included Dave Brubeck.',
  ]),
  composer('Lili', 'Boulanger', [1893, 1918], 'french', [
    'Lili Boulanger was the first woman to win the Prix de Rome for composition, in 1913, at the age of nineteen.',
    'Illness shadowed her short life, and she died at 24. Her last orchestral pieces, <em>D’un soir triste</em> and <em>D’un matin de printemps</em>, are mirror images, one dark and one bright.',
  ]),
  composer('Paul', 'Hindemith', [1895, 1963], 'german', [
    'Paul Hindemith, a violist, believed composers should write useful music for amateurs as well as professionals.',
    'He wrote <em>Trauermusik</em> in a single day in January 1936, after the death of King George V, and played its premiere for the BBC the next evening. Banned by the Nazis, he emigrated and taught at Yale.',
  ]),
  composer('William Grant', 'Still', [1895, 1978], 'american', [
    'William Grant Still, often called the dean of African American composers, worked as an arranger for W. C. Handy and on Broadway before turning to concert music.',
    'His “Afro-American” Symphony (1930) was the first symphony by an African American composer performed by a major orchestra, the Rochester Philharmonic under Howard Hanson.',
  ]),
  composer('Francis', 'Poulenc', [1899, 1963], 'french', [
    'Francis Poulenc, the youngest of Les Six, combined music-hall wit with deep religious feeling, especially after his return to Catholicism in 1936.',
    'A fine pianist, he wrote many songs for the baritone Pierre Bernac. His Sinfonietta was commissioned by the BBC.',
  ]),
  composer('Aaron', 'Copland', [1900, 1990], 'american', [
    'Aaron Copland, born in Brooklyn to Lithuanian-Jewish immigrants, studied in Paris with Nadia Boulanger.',
    'In the 1930s and ’40s he forged a plain-spoken American sound in <em>Billy the Kid</em>, <em>Rodeo</em> and <em>Appalachian Spring</em>, which won the 1945 Pulitzer Prize; it was written for Martha Graham and first scored for thirteen instruments.',
  ]),
  composer('Michael', 'Tippett', [1905, 1998], 'british', [
    'Michael Tippett came late to recognition, with the oratorio <em>A Child of Our Time</em>; a pacifist, he was imprisoned for refusing wartime service.',
    'His Fantasia Concertante on a Theme of Corelli was written for the Edinburgh Festival in 1953, the tercentenary of Corelli’s birth.',
  ]),
  composer('Dmitri', 'Shostakovich', [1906, 1975], 'russian', [
    'Dmitri Shostakovich spent his career under Soviet power, twice officially denounced, and wrote fifteen symphonies and fifteen string quartets.',
    'His Eighth Quartet (1960), dedicated “to the victims of fascism and war”, is built on his musical monogram D–S–C–H; Rudolf Barshai arranged it for strings as the Chamber Symphony, Op. 110a.',
  ]),
  composer('Samuel', 'Barber', [1910, 1981], 'american', [
    'Samuel Barber tried his hand at an opera at ten and entered the Curtis Institute at fourteen.',
    'His Adagio for Strings, arranged from his String Quartet, was first played by Arturo Toscanini in 1938 and became America’s music of mourning. <em>Knoxville: Summer of 1915</em> sets James Agee’s prose memory of a childhood evening.',
  ]),
  composer('Benjamin', 'Britten', [1913, 1976], 'british', [
    'Benjamin Britten wrote his Simple Symphony at twenty, from tunes he had composed as a boy.',
    'With the tenor Peter Pears he founded the Aldeburgh Festival in 1948, and his operas, from <em>Peter Grimes</em> on, made him the leading English composer of his generation.',
  ]),
  composer('Witold', 'Lutosławski', [1913, 1994], 'polish', [
    'Witold Lutosławski survived the war in Warsaw playing piano duets in cafés with Andrzej Panufnik.',
    'His <em>Musique funèbre</em> (1958), in memory of Bartók, opened his mature style; he later let players move freely within fixed limits, a technique he called limited aleatory.',
  ]),
  composer('Leonard', 'Bernstein', [1918, 1990], 'american', [
    'Leonard Bernstein, conductor, composer, pianist and teacher, became music director of the New York Philharmonic in 1958, the first American-born conductor to hold the post.',
    'His Serenade after Plato’s <em>Symposium</em> is a violin concerto in disguise, and the overture to <em>Candide</em> became a concert favorite.',
  ]),
  composer('Astor', 'Piazzolla', [1921, 1992], 'argentine', [
    'Astor Piazzolla grew up partly in New York and studied in Paris with Nadia Boulanger, who urged him to build on the tango he played on the bandoneon.',
    'His <em>nuevo tango</em> scandalized traditionalists in Buenos Aires and conquered concert halls worldwide.',
  ]),
  composer('George', 'Walker', [1922, 2018], 'american', [
    'George Walker was the first African American composer to win the Pulitzer Prize for Music, in 1996, for <em>Lilacs</em>.',
    'A pianist trained at Oberlin and Curtis, he taught for decades at Rutgers University. His Lyric for Strings, first the slow movement of his String Quartet No. 1, is his most performed work.',
  ]),
  composer('Rudolf', 'Barshai', [1924, 2010], 'russian', [
    'Rudolf Barshai, the founding violist of the Borodin Quartet, created the Moscow Chamber Orchestra in 1955.',
    'His arrangements of Shostakovich’s string quartets for string orchestra, made with the composer’s approval, became chamber symphonies.',
  ]),
];
