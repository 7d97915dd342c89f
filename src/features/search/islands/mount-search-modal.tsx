import { createRoot, type Root } from 'react-dom/client';
import type { IndexRequester } from '../lib/index-request.ts';
import { setSearchAnalytics } from '../lib/search-analytics.ts';
import { openSearchModal } from '../lib/search-modal-store.ts';
import { lazySiteAnalytics } from './lazy-site-analytics.ts';
import { loadStylesheet } from '#lib/browser/load-stylesheet.ts';
import { SearchModal } from './SearchModal.tsx';
import stylesheet from './search-modal.css?url';

/** What the modal needs from the page. */
export interface SearchModalSetup {
  requester: IndexRequester;
  basePath: string;
}

let mounted: { root: Root; container: HTMLElement } | null = null;

/** Renders the modal into its own element at the end of the body (once per document). */
function mount(setup: SearchModalSetup): void {
  // A client-side navigation that swaps the body drops the container: mount again then.
  if (mounted !== null && mounted.container.isConnected) return;
  mounted?.root.unmount();
  const container = document.createElement('div');
  container.dataset['searchModalRoot'] = '';
  document.body.append(container);
  setSearchAnalytics(lazySiteAnalytics);
  const root = createRoot(container);
  root.render(<SearchModal requester={setup.requester} basePath={setup.basePath} />);
  mounted = { root, container };
}

/**
 * Opens the search modal, hydrating it the first time: this module (and React with it) is
 * imported by the trigger script only when the visitor first asks for search.
 */
export async function showSearchModal(setup: SearchModalSetup, returnFocus: HTMLElement | null): Promise<void> {
  // The modal's styles arrive before it first shows, so it never flashes unstyled.
  await loadStylesheet(stylesheet);
  mount(setup);
  openSearchModal(returnFocus);
}
