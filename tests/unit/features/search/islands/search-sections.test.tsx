import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchSections } from '../../../../../src/features/search/islands/SearchSections.tsx';
import { searchView } from '../../../../../src/features/search/lib/result-sections.ts';
import { hits, ranResults } from '../lib/support/search-results.ts';

const noop = () => {};

/** The opening tags with a given role, in order. */
function tagsWithRole(html: string, role: string): string[] {
  return [...html.matchAll(new RegExp(`<[a-z]+ [^>]*role="${role}"[^>]*>`, 'g'))].map((match) => match[0]);
}

/** The listbox for an artist and four compositions (the first with emphasis and a subtitle). */
function render(activeId: string | null, expanded: 'compositions'[] = []) {
  const [first, ...rest] = hits('composition', 4, 'Work');
  const compositions =
    first === undefined ? rest : [{ ...first, title: '*Eroica* Symphony', subtitle: 'Beethoven' }, ...rest];
  const view = searchView(
    ranResults({ artists: hits('person', 1, 'Anna'), compositions }),
    new Map(expanded.map((key) => [key, 1] as const)),
  );
  if (view.state !== 'results') throw new Error('expected results');
  const html = renderToStaticMarkup(
    <SearchSections
      id="box"
      sections={view.sections}
      activeId={activeId}
      href={(path) => `/music/concert-library${path}`}
      domId={(id) => `s-${id}`}
      onActivate={noop}
      onToggle={noop}
      onOpen={noop}
    />,
  );
  return { html, tags: (role: string) => tagsWithRole(html, role) };
}

describe('the results listbox', () => {
  it('is one listbox with a group per section, each labelled by its heading', () => {
    const markup = render(null);
    expect(markup.tags('listbox')).toEqual([
      '<div role="listbox" id="box" aria-label="Search results" class="search-modal__listbox">',
    ]);
    expect(markup.tags('group')).toEqual([
      '<div role="group" aria-labelledby="s-artists-heading" class="search-modal__section">',
      '<div role="group" aria-labelledby="s-compositions-heading" class="search-modal__section">',
    ]);
    expect(markup.html).toContain(
      '<div role="presentation" id="s-artists-heading" class="search-modal__heading">Artists</div>',
    );
    expect(markup.html).toContain(
      '<div role="presentation" id="s-compositions-heading" class="search-modal__heading">Compositions</div>',
    );
  });

  it('makes each result a link option under the base path, out of the tab order', () => {
    const [anna] = render(null).tags('option');
    expect(anna).toBe(
      '<a role="option" id="s-artists-0" aria-selected="false" class="search-modal__option" href="/music/concert-library/compositions/composer/Anna-1" tabindex="-1">',
    );
  });

  it('shows titles with their emphasis, and subtitles', () => {
    const { html } = render(null);
    expect(html).toContain(
      '<span class="search-modal__title"><em>Eroica</em> Symphony</span><span class="search-modal__subtitle">Beethoven</span>',
    );
  });

  it('marks only the active option as selected', () => {
    const options = render('compositions-1').tags('option');
    expect(options.filter((tag) => tag.includes('aria-selected="true"'))).toEqual([
      expect.stringContaining('id="s-compositions-1"'),
    ]);
  });

  it("folds a section of four to three rows and 'Show 1 more', and unfolds it to every row and 'Show fewer'", () => {
    const folded = render(null);
    expect(folded.tags('option')).toHaveLength(1 + 3 + 1);
    expect(folded.html).toContain(
      'id="s-compositions-toggle" aria-selected="false" class="search-modal__option search-modal__toggle">Show 1 more</div>',
    );
    const unfolded = render(null, ['compositions']);
    expect(unfolded.tags('option')).toHaveLength(1 + 4 + 1);
    expect(unfolded.html).toContain('search-modal__toggle">Show fewer</div>');
  });
});
