/**
 * How a list page is split into static pages: numbered pages of a fixed number of
 * items, in the list's own order. A page's size is bounded by its item budget, whatever the
 * catalogue holds, which a split by initial letter cannot promise (one composer's works, or
 * every work under 'S', can fill a letter). The first page keeps the list's own path, so every
 * link to a list stays valid; page n (n ≥ 2) is `{path}/page/{n}`.
 */

/** Items on one list page unless the build says otherwise (`LIST_PAGE_SIZE`). */
export const DEFAULT_LIST_PAGE_SIZE = 100;

/** The path segment between a list's path and a page number. */
const PAGE_SEGMENT = 'page';

/** One static page of a list. */
export interface ListPage<T> {
  /** 1-based. */
  readonly number: number;
  /** How many pages the list has (at least 1: an empty list still has its page). */
  readonly pageCount: number;
  /** This page's items, in the list's order. */
  readonly items: readonly T[];
  /** How many items the whole list holds. */
  readonly total: number;
  /** 0-based position of this page's first item in the whole list. */
  readonly offset: number;
  /** This page's path, relative to the base path. */
  readonly path: string;
  /** The previous page's path, or null on the first page. */
  readonly prevPath: string | null;
  /** The next page's path, or null on the last page. */
  readonly nextPath: string | null;
}

/** Throws a RangeError unless `size` is a whole number of at least 1. */
function checkedSize(size: number): number {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`A list page holds at least 1 item, not ${size}`);
  return size;
}

/** How many pages a list of `total` items takes at `size` items a page (at least 1). */
export function pageCountOf(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / checkedSize(size)));
}

/** The path of page `number` of the list at `listPath`: the list's own path for page 1. */
export function listPagePath(listPath: string, number: number): string {
  if (number === 1) return listPath;
  return `${listPath.replace(/\/+$/, '')}/${PAGE_SEGMENT}/${number}`;
}

/**
 * The rest parameter of an Astro route `[...page]` for page `number`: undefined for the first
 * page (the list's own path), `page/{n}` after it.
 */
export function pageRouteParam(number: number): string | undefined {
  return number === 1 ? undefined : `${PAGE_SEGMENT}/${number}`;
}

/**
 * The page number a `[...page]` route's rest parameter names (pageRouteParam's inverse): 1 for
 * none, n for `page/{n}` (n ≥ 2, written as pageRouteParam writes it), undefined for any other
 * (`page/1`, `page/02`, `page/x`), which names no page of a list.
 */
export function pageNumberOfRouteParam(param: string | undefined): number | undefined {
  if (param === undefined || param === '') return 1;
  const match = new RegExp(`^${PAGE_SEGMENT}/([1-9][0-9]*)/?$`).exec(param);
  const number = match === null ? NaN : Number(match[1]);
  return number >= 2 && Number.isSafeInteger(number) ? number : undefined;
}

/**
 * The list whose page `path` is (listPagePath's inverse): `{path}/page/{n}` is page n of the list
 * at `{path}`; any other path is its own first page. Trailing slashes are left out; the base path's
 * root stays `/`.
 */
export function listPathOf(path: string): string {
  const bare = path.replace(/\/+$/, '');
  const match = new RegExp(`^(.*)/${PAGE_SEGMENT}/([1-9][0-9]*)$`).exec(bare);
  const listPath = match !== null && Number(match[2]) >= 2 ? (match[1] ?? '') : bare;
  return listPath || '/';
}

/** Every page of `items` at `size` items a page, for the list whose first page is `listPath`. */
export function listPages<T>(items: readonly T[], listPath: string, size: number): ListPage<T>[] {
  const pageCount = pageCountOf(items.length, size);
  return Array.from({ length: pageCount }, (_, index) => {
    const number = index + 1;
    const offset = index * size;
    return {
      number,
      pageCount,
      items: items.slice(offset, offset + size),
      total: items.length,
      offset,
      path: listPagePath(listPath, number),
      prevPath: number > 1 ? listPagePath(listPath, number - 1) : null,
      nextPath: number < pageCount ? listPagePath(listPath, number + 1) : null,
    };
  });
}

/** Every page path of a list of `total` items: what the build publishes for it. */
export function listPagePaths(listPath: string, total: number, size: number): string[] {
  return Array.from({ length: pageCountOf(total, size) }, (_, index) => listPagePath(listPath, index + 1));
}

/** A page's title: the list's own on page 1, 'Compositions — page 2' after it. */
export function listPageTitle(title: string, number: number): string {
  return number === 1 ? title : `${title} — page ${number}`;
}

/**
 * The page numbers the pagination nav shows: the first, the last and the two either side of the
 * current one, with null where numbers are left out (drawn as an ellipsis). A list of a hundred
 * pages gets a nav of at most nine entries.
 */
export function visiblePageNumbers(current: number, pageCount: number): (number | null)[] {
  const shown = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => {
    const previous = shown[i - 1];
    if (previous === undefined || n === previous + 1) return [n];
    // A gap of one number shows that number rather than an ellipsis standing for it.
    return n === previous + 2 ? [previous + 1, n] : [null, n];
  });
}

/** The count above a list: '152 compositions', or '101–152 of 152 compositions' on a page of several. */
export function listPageCount(page: Pick<ListPage<unknown>, 'pageCount' | 'offset' | 'items'>, count: string): string {
  if (page.pageCount === 1) return count;
  return `${page.offset + 1}–${page.offset + page.items.length} of ${count}`;
}
