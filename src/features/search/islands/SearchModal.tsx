import { useStore } from '@nanostores/react';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { FULL_TEXT_LINK_LABEL, fullTextSearchHref, SEE_ALL_RESULTS } from '../lib/full-text-link.ts';
import type { IndexRequester } from '../lib/index-request.ts';
import { reportSearch } from '../lib/search-analytics.ts';
import { commandForKey, type KeyCommand } from '../lib/search-keyboard.ts';
import { $searchModal, closeSearchModal } from '../lib/search-modal-store.ts';
import { INITIAL_SEARCH_MODAL_STATE, searchModalReducer } from '../lib/search-modal-state.ts';
import { searchOptions, shownActiveId } from '../lib/search-options.ts';
import { createSearchEventScheduler, searchView } from '../lib/result-sections.ts';
import { isSearchable } from '../lib/search-limits.ts';
import { search } from '../lib/search.ts';
import { SearchBody } from './SearchBody.tsx';
import { keepTabInside, useModalDialog } from './use-modal-dialog.ts';
import { useSearchIndex } from './use-search-index.ts';

interface Props {
  /** Shares the index download the trigger script may already have started. */
  requester: IndexRequester;
  /** The site's base path, e.g. '/music/concert-library/'. */
  basePath: string;
}

const browserTimers = {
  setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
  clearTimeout: (handle: number) => window.clearTimeout(handle),
};

/** A click on the backdrop (outside the panel, so on the dialog element itself) closes. */
function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>): void {
  if (event.target === event.currentTarget) closeSearchModal();
}

/**
 * The search modal (rules §2): a field that searches titles, composers and performers from
 * three characters, results in Artists, Compositions and Programs, 'See all results' (the
 * results page, /search) once something is found, and a link to the full-text search of program
 * notes and biographies. A combobox: focus stays in the field, the arrow keys
 * move through the results, Enter opens one, Escape closes, and the result count is announced.
 */
export function SearchModal({ requester, basePath }: Props) {
  const { open, returnFocus } = useStore($searchModal);
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const fullTextLink = useRef<HTMLAnchorElement>(null);
  const uid = useId();
  const [input, setInput] = useState('');
  const [state, dispatch] = useReducer(searchModalReducer, INITIAL_SEARCH_MODAL_STATE);
  const { state: index, retry } = useSearchIndex(open, requester);
  const scheduler = useMemo(() => createSearchEventScheduler(browserTimers, reportSearch), []);
  useModalDialog(dialog, field, open, returnFocus, closeSearchModal);

  // The field shows each keystroke at once; the results follow at a lower priority, so a broad
  // query ('con' matches thousands of rows) never holds up the next keystroke.
  const searchedInput = useDeferredValue(input);
  const results = useMemo(
    () => (index.status === 'ready' ? search(index.index, searchedInput) : null),
    [index, searchedInput],
  );
  const view = results === null ? null : searchView(results, state.expanded);
  const options = view === null ? [] : searchOptions(view);
  const activeId = shownActiveId(options, state.activeId);
  const domId = useCallback((optionId: string) => `${uid}-${optionId}`, [uid]);
  const href = useCallback((path: string) => `${basePath.replace(/\/+$/, '')}${path}`, [basePath]);

  useEffect(() => {
    if (open) field.current?.select();
    else {
      scheduler.cancel();
      dispatch({ type: 'closed' });
    }
  }, [open, scheduler]);
  useEffect(() => {
    if (activeId !== null) document.getElementById(domId(activeId))?.scrollIntoView({ block: 'nearest' });
  }, [activeId, domId]);

  const run = (command: KeyCommand) => {
    if (command.type === 'activate') dispatch({ type: 'activate', id: command.id });
    else if (command.type === 'toggle') dispatch({ type: 'toggle', section: command.section, action: command.action });
    else if (command.type === 'open') document.getElementById(domId(command.id))?.click();
    else if (command.type === 'full-text') fullTextLink.current?.click();
    else closeSearchModal();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const command = commandForKey(event, options, activeId, isSearchable(searchedInput));
    if (command === null) return;
    event.preventDefault();
    run(command);
  };
  const onInput = (value: string) => {
    setInput(value);
    dispatch({ type: 'input', input: value });
    scheduler.inputChanged(value);
  };

  const listboxId = `${uid}-listbox`;
  const hintId = `${uid}-hint`;
  return (
    // A modal dialog keeps Tab inside itself and closes on a click on its backdrop (Escape closes
    // it from the keyboard): both are the dialog's own behaviour, not a control's.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog's focus trap and backdrop.
    <dialog
      ref={dialog}
      className="search-modal"
      aria-labelledby={`${uid}-title`}
      onKeyDown={keepTabInside}
      onMouseDown={closeOnBackdrop}
    >
      <div className="search-modal__panel">
        <div className="search-modal__bar">
          <h2 id={`${uid}-title`} className="visually-hidden">
            Search
          </h2>
          <label htmlFor={`${uid}-field`} className="visually-hidden">
            Search the library
          </label>
          <input
            ref={field}
            id={`${uid}-field`}
            className="search-modal__field"
            type="search"
            role="combobox"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={options.length > 0 ? listboxId : undefined}
            aria-activedescendant={activeId === null ? undefined : domId(activeId)}
            aria-describedby={isSearchable(searchedInput) ? undefined : hintId}
            value={input}
            onChange={(event) => onInput(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="search-modal__close" onClick={closeSearchModal} aria-label="Close search">
            Close
          </button>
        </div>
        <SearchBody
          input={searchedInput}
          index={index}
          results={results}
          view={view}
          hintId={hintId}
          onRetry={retry}
          sections={{
            id: listboxId,
            activeId,
            domId,
            href,
            onActivate: (id) => dispatch({ type: 'activate', id }),
            onToggle: (section, action) => dispatch({ type: 'toggle', section, action }),
            onOpen: closeSearchModal,
          }}
        />
        <p className="search-modal__footer">
          {view?.state === 'results' && (
            <a href={fullTextSearchHref(basePath, searchedInput)} onClick={closeSearchModal}>
              {SEE_ALL_RESULTS}
            </a>
          )}
          <a ref={fullTextLink} href={fullTextSearchHref(basePath, input)} onClick={closeSearchModal}>
            {FULL_TEXT_LINK_LABEL}
          </a>
        </p>
      </div>
    </dialog>
  );
}
