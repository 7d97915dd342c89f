/**
 * Astro writes the scripts that start its islands inline, before the first island of a page: the
 * `<astro-island>` element's definition and each client directive's registration. In the layout that
 * first island is the user menu, inside the header. A parser-blocking script there lets the browser paint
 * what it has parsed so far, the header alone, before running it, and lay the rest of the page out in a
 * task of its own after that first paint: on a slow phone a long task after the first contentful paint,
 * which the same page without scripts, painted whole at once, does not have (docs/performance.md). Neither
 * script draws anything or must run early: the element's definition upgrades the islands already parsed,
 * and an island waits for its directive's event when the directive comes after it. So the finished page
 * carries them at the end of its body, in the order Astro wrote them.
 */

/** What only Astro's island scripts hold: the element's definition, or a directive's registration on `self.Astro`. */
const ISLAND_SCRIPT_MARKS = ['customElements.define("astro-island"', '(self.Astro||(self.Astro={}))'];

const OPEN = '<script>';
const CLOSE = '</script>';
const BODY_END = '</body>';

/** The page with Astro's inline island scripts moved to just before `</body>`; unchanged when it has none. */
export function islandScriptsLast(html: string): string {
  const moved: string[] = [];
  let rest = '';
  let from = 0;
  for (let start = html.indexOf(OPEN); start !== -1; start = html.indexOf(OPEN, from)) {
    const end = html.indexOf(CLOSE, start + OPEN.length);
    if (end === -1) break;
    const script = html.slice(start, end + CLOSE.length);
    rest += html.slice(from, start);
    if (ISLAND_SCRIPT_MARKS.some((mark) => script.includes(mark))) moved.push(script);
    else rest += script;
    from = end + CLOSE.length;
  }
  rest += html.slice(from);
  const bodyEnd = rest.lastIndexOf(BODY_END);
  if (moved.length === 0 || bodyEnd === -1) return html;
  return `${rest.slice(0, bodyEnd)}${moved.join('')}${rest.slice(bodyEnd)}`;
}
