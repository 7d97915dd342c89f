import { listPageSettings } from '../config/list-pages.ts';
import type { ProgramSummary } from '#lib/api/contract.ts';
import { concertTab, concertsForTab } from '#lib/catalog/concerts.ts';
import type { ConcertTab } from '#lib/catalog/concerts.ts';
import { listPages, pageRouteParam } from '#lib/catalog/list-pages.ts';
import type { ListPage } from '#lib/catalog/list-pages.ts';
import { combined } from './catalog.ts';
import { listPageEntries } from './list-page-entries.ts';

/** What one page of a concert tab renders. */
export interface ConcertListPage {
  readonly tab: ConcertTab;
  readonly page: ListPage<ProgramSummary>;
}

/**
 * The static pages of the concert tabs `tabs`, for the routes' `getStaticPaths`: each tab's
 * first page at its own path (`tab` is its route parameter unless it is the all tab), then
 * `…/page/{n}`. Their links depend on which concert pages exist.
 */
export async function concertListPages(tabs: readonly ConcertTab[]) {
  const { programs } = await combined();
  const pages = tabs.flatMap((tab) =>
    listPages(concertsForTab(programs, tab), concertTab(tab).path, listPageSettings.pageSize).map((page) => ({
      params: { ...(tab === 'all' ? {} : { tab }), page: pageRouteParam(page.number) },
      props: { tab, page } satisfies ConcertListPage,
    })),
  );
  return listPageEntries(pages);
}
