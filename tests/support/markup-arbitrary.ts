import fc from 'fast-check';

/**
 * Random markup of the kinds a built page's indexed part holds: headings, prose, lists, links,
 * buttons and the classes, ids and attributes the full-text index reads or leaves out, images,
 * scripts, comments and attribute values holding '>' — for property tests of what the index is
 * given (src/features/search/lib/indexed-attributes.ts).
 */

const word = fc.constantFrom(
  'Horn',
  'concerto',
  'hunting',
  'call',
  'finale',
  'Anna',
  'Berg',
  'sea',
  'night',
  'Elégie',
  '3',
  '&amp;',
);
const text = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(' '));

/** One attribute, as markup with its leading space. */
const attribute = fc.oneof(
  fc.constantFrom(
    ' class="button"',
    ' class="button button--quiet"',
    ' class="card visually-hidden"',
    ' class="card"',
    ' data-astro-cid-abc123',
    ' aria-hidden="true"',
    ' aria-hidden="false"',
    ' data-index-ignore',
    ' data-pagefind-ignore',
    ' data-pagefind-ignore="all"',
    ' data-pagefind-weight="4"',
    ' data-pagefind-meta="composer[data-composer]" data-composer="Anna Berg"',
    ' data-pagefind-filter="type:concert"',
    ' title="a > b"',
    ' data-play=\'{"id":"x","title":"<b>"}\'',
    ' hidden',
    ' lang="de"',
  ),
  fc.constantFrom('one', 'two', 'three', 'Section 2').map((id) => ` id="${id}"`),
);
const attributes = fc.array(attribute, { maxLength: 3 }).map((list) => list.join(''));

const containers = [
  'div',
  'p',
  'section',
  'article',
  'h1',
  'h2',
  'h3',
  'li',
  'span',
  'a',
  'em',
  'button',
  'dt',
  'dd',
  'nav',
  'time',
];

/** Markup: text, void elements, scripts and comments, and elements holding more of it. */
export const markup: fc.Arbitrary<string> = fc.letrec<{ node: string; nodes: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.constantFrom(
      '<img src="/poster.jpg" alt="The hall at night">',
      '<img src="/a.png" alt="x" />',
      '<br>',
      '<!-- a comment </div> -->',
      '<script type="application/json">{"a":"</div>"}</script>',
      '<style>.a::after{content:"</p>"}</style>',
      '<svg viewBox="0 0 1 1"><path d="M0 0"/><title>Icon</title></svg>',
    ),
    fc
      .tuple(fc.constantFrom(...containers), attributes, tie('nodes'))
      .map(([name, attrs, inner]) => `<${name}${attrs}>${inner}</${name}>`),
  ),
  nodes: fc.array(tie('node'), { maxLength: 4 }).map((list) => list.join('')),
})).nodes;
