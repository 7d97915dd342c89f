import type { MouseEvent } from 'react';
import { resultOptionId, toggleOptionId } from '../lib/search-options.ts';
import type { SectionKey, SectionView, ToggleAction } from '../lib/result-sections.ts';
import type { SearchHit } from '../lib/search.ts';
import { emphasisSegments } from '#lib/text/emphasis.ts';

interface Props {
  /** The listbox's id, which the search field's `aria-controls` names. */
  id: string;
  sections: readonly SectionView[];
  activeId: string | null;
  /** Prefixes a hit's site path with the base path. */
  href: (path: string) => string;
  /** The DOM id of an option id (unique in the page). */
  domId: (optionId: string) => string;
  onActivate: (optionId: string) => void;
  onToggle: (section: SectionKey, action: ToggleAction) => void;
  onOpen: () => void;
}

/** Keeps focus in the search field when an option is pressed (the combobox pattern). */
const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

function Title({ text }: { text: string }) {
  return (
    <>
      {emphasisSegments(text).map((segment, at) =>
        segment.emphasis ? <em key={at}>{segment.text}</em> : segment.text,
      )}
    </>
  );
}

function ResultOption(props: Props & { section: SectionKey; hit: SearchHit; position: number }) {
  const { section, hit, position, activeId, domId, href, onActivate, onOpen } = props;
  const id = resultOptionId(section, position);
  return (
    <a
      role="option"
      id={domId(id)}
      aria-selected={activeId === id}
      className="search-modal__option"
      href={href(hit.path)}
      tabIndex={-1}
      onMouseDown={keepFieldFocus}
      onPointerMove={() => onActivate(id)}
      onClick={onOpen}
    >
      <span className="search-modal__title">
        <Title text={hit.title} />
      </span>
      {hit.subtitle !== '' && <span className="search-modal__subtitle">{hit.subtitle}</span>}
    </a>
  );
}

/**
 * The results as one listbox with a group per section (Artists, Compositions, Programs). Each
 * section shows three rows and 'Show N more', then ten and 'Show N more' for the rest with
 * 'Show fewer' (result-sections.ts); the toggles are options of their group, so the arrow keys
 * reach them. Options are never focused: the field keeps
 * focus and names the active one with `aria-activedescendant`.
 */
export function SearchSections(props: Props) {
  const { id, sections, activeId, domId, onActivate, onToggle } = props;
  return (
    <div role="listbox" id={id} aria-label="Search results" className="search-modal__listbox">
      {sections.map((section) => {
        const headingId = domId(`${section.key}-heading`);
        return (
          <div key={section.key} role="group" aria-labelledby={headingId} className="search-modal__section">
            <div role="presentation" id={headingId} className="search-modal__heading">
              {section.title}
            </div>
            {section.rows.map((hit, position) => (
              <ResultOption key={hit.path} {...props} section={section.key} hit={hit} position={position} />
            ))}
            {section.toggles.map((toggle, position) => {
              const toggleId = toggleOptionId(section.key, position);
              return (
                // An option of a combobox's listbox is never focused: the field keeps focus, names the
                // active option with aria-activedescendant and handles its keys (Enter toggles).
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- the combobox field handles the keys.
                <div
                  key={toggleId}
                  role="option"
                  id={domId(toggleId)}
                  aria-selected={activeId === toggleId}
                  className="search-modal__option search-modal__toggle"
                  onMouseDown={keepFieldFocus}
                  onPointerMove={() => onActivate(toggleId)}
                  onClick={() => onToggle(section.key, toggle.action)}
                >
                  {toggle.label}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
